import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { COMMAND_QUEUE_MAX, caseMachine, OUTCOMES_KEPT, type CaseMachineEvent } from '../../src/machines/cases/case.machine';
import type { CaseCommand, CaseViewer } from '../../src/machines/cases/case-rules';
import { applyCaseEvent, type Case } from '../../src/protocol/cases';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';
import { aCase, ANA, asEvent, COLLEAGUE, DOCTOR, everyPush, evidence, fullCase, PATIENT, push, STRANGER } from './case-fakes';

const MB = 1024 * 1024;

function start(viewer: CaseViewer = DOCTOR, id = 'c-1') {
  const calls = new Invocations();
  const alerts: string[] = [];
  let pushes: ((e: unknown) => void) | null = null;
  let listening = false;
  const actor = createActor(
    caseMachine.provide({
      actors: {
        'load case': fromPromise(({ input }) => calls.start('load case', input)),
        'send command': fromPromise(({ input }) => calls.start('send command', input)),
        'live pushes': fromCallback(({ sendBack }) => {
          pushes = sendBack as (e: unknown) => void;
          listening = true;
          return () => {
            listening = false;
          };
        }),
      },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
    { input: { id, viewer, maxUploadBytes: 5 * MB } },
  ).start();
  const snap = () => actor.getSnapshot();
  return { actor: actor as typeof actor & AnyActorRef, calls, alerts, push: (e: unknown) => pushes!(e), listening: () => listening, snap };
}

async function loaded(viewer: CaseViewer = DOCTOR, c: Case = aCase()) {
  const t = start(viewer);
  t.calls.resolve('load case', c);
  await settle();
  return t;
}

const command = (c: CaseCommand, ticket?: string): CaseMachineEvent => ({ type: 'user.command', command: c, ...(ticket ? { ticket } : {}) });
const ADD_EVIDENCE: CaseCommand = { type: 'add_evidence', evidence_id: 's_30', choice: 'present' };
const CONFLICT = (current?: Case) => new AppError('event.conflict', 409, current ? { current } : {});

describe('one case', () => {
  it('loads, listens to pushes from the start and stops listening when left', async () => {
    const t = start();
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.listening()).toBe(true);
    expect(t.calls.inputs('load case')).toEqual([{ id: 'c-1' }]);
    t.calls.resolve('load case', aCase());
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.case?.id).toBe('c-1');
    t.actor.stop();
    expect(t.listening()).toBe(false);
  });

  it('shows not-found for a 404 and the error face for other failures; retry and reconnect load again', async () => {
    const t = start();
    t.calls.reject('load case', new AppError('case.not_found', 404));
    await settle();
    expect(t.snap().hasTag('not found')).toBe(true);
    t.actor.send({ type: 'user.retry' });
    t.calls.reject('load case', new AppError('network', 0));
    await settle();
    expect(t.snap().hasTag('failed')).toBe(true);
    expect(t.snap().context.error?.code).toBe('network');
    t.actor.send({ type: 'user.retry' });
    expect(t.calls.count('load case')).toBe(3);
    t.calls.reject('load case', new AppError('case.not_found', 404));
    await settle();
    t.push({ type: 'socket.connected' });
    t.calls.reject('load case', new AppError('network', 0));
    await settle();
    t.push({ type: 'socket.connected' });
    t.calls.resolve('load case', aCase());
    await settle();
    expect(t.snap().hasTag('ready')).toBe(true);
    expect(t.snap().context.error).toBeNull();
    expect(t.calls.count('load case')).toBe(5);
    // A load's failure is the page's face, not an alert.
    expect(t.alerts).toEqual([]);
  });

  it('starts the load again when the connection comes back during it', async () => {
    const t = start();
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load case')).toBe(2);
    t.calls.resolve('load case', aCase({ version: 2 }));
    await settle();
    expect(t.snap().context.case?.version).toBe(2);
  });
});

describe('live pushes', () => {
  for (const p of everyPush(5)) {
    it(`applies ${p.type.slice(7)} at the next version with the shared reducer`, async () => {
      const t = await loaded(DOCTOR, fullCase());
      t.push(p);
      const expected = p.type === 'server.PatientCaseCreated' ? fullCase() : applyCaseEvent(fullCase(), asEvent(p));
      expect(t.snap().context.case).toEqual(expected);
      if (p.type !== 'server.PatientCaseCreated') expect(t.snap().context.case?.version).toBe(6);
      expect(t.calls.count('load case')).toBe(1);
    });
  }

  it('ignores an old push and a push about another case', async () => {
    const t = await loaded(DOCTOR, fullCase());
    t.push(push('PatientCaseCommentUpdated', { version: 5, comment: 'old' }));
    t.push(push('PatientCaseCommentUpdated', { version: 6, comment: 'other case', case_id: 'c-2' }));
    expect(t.snap().context.case).toEqual(fullCase());
    expect(t.calls.count('load case')).toBe(1);
  });

  for (const p of everyPush(6)) {
    if (p.type === 'server.PatientCaseCreated') continue;
    it(`loads the case again quietly when ${p.type.slice(7)} shows a missed version`, async () => {
      const t = await loaded(DOCTOR, fullCase());
      t.push(p);
      expect(t.snap().value).toEqual({ ready: 'reloading' });
      expect(t.snap().hasTag('refreshing')).toBe(true);
      expect(t.snap().context.case).toEqual(fullCase());
      t.calls.resolve('load case', fullCase({ version: 7, comment: 'fresh' }));
      await settle();
      expect(t.snap().value).toEqual({ ready: 'idle' });
      expect(t.snap().context.case?.comment).toBe('fresh');
    });
  }

  it('takes a PatientCaseCreated carrying a newer case whole (it needs nothing before it)', async () => {
    const t = await loaded(DOCTOR, aCase());
    t.push(push('PatientCaseCreated', { version: 3, case: aCase({ version: 3, comment: 'whole' }) }));
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.case?.comment).toBe('whole');
  });

  it('keeps what it shows when the quiet reload fails, and loads again on the next gap', async () => {
    const t = await loaded(DOCTOR, aCase({ version: 2 }));
    t.push(push('PatientCaseCommentUpdated', { version: 5, comment: 'x' }));
    t.calls.reject('load case', new AppError('network', 0));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.case?.version).toBe(2);
    expect(t.alerts).toEqual([]);
    t.push(push('PatientCaseCommentUpdated', { version: 5, comment: 'x' }));
    expect(t.calls.count('load case')).toBe(3);
  });

  it('never takes an older answer of a reload over a newer push', async () => {
    const t = await loaded(DOCTOR, aCase({ version: 2 }));
    t.push(push('PatientCaseCommentUpdated', { version: 4, comment: 'gap' }));
    // While reloading, the next version arrives and applies.
    t.push(push('PatientCaseCommentUpdated', { version: 3, comment: 'next' }));
    expect(t.snap().context.case?.comment).toBe('next');
    t.calls.resolve('load case', aCase({ version: 3, comment: 'read before' }));
    await settle();
    expect(t.snap().context.case?.comment).toBe('next');
  });

  it('notes a gap while the case loads and loads again once it has it', async () => {
    const t = start();
    t.push(push('PatientCaseCommentUpdated', { version: 2, comment: 'during load' }));
    expect(t.snap().context.stale).toBe(true);
    t.calls.resolve('load case', aCase());
    await settle();
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    expect(t.calls.count('load case')).toBe(2);
  });

  it('loads again quietly after a reconnect', async () => {
    const t = await loaded();
    t.push({ type: 'socket.connected' });
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    t.calls.resolve('load case', aCase({ version: 4, comment: 'while away' }));
    await settle();
    expect(t.snap().context.case?.comment).toBe('while away');
  });
});

describe('commands', () => {
  it('sends a command with the version held and takes the answer', async () => {
    const t = await loaded(DOCTOR, aCase({ version: 3 }));
    t.actor.send(command(ADD_EVIDENCE, 'ev-1'));
    expect(t.snap().value).toEqual({ ready: 'sending' });
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.snap().context.pending).toEqual({ command: ADD_EVIDENCE, ticket: 'ev-1' });
    expect(t.calls.inputs('send command')).toEqual([{ id: 'c-1', version: 3, command: ADD_EVIDENCE }]);
    t.calls.resolve('send command', aCase({ version: 4, evidences: [evidence('s_30')] }));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.case?.evidences.map((e) => e.id)).toEqual(['s_30']);
    expect(t.snap().context.pending).toBeNull();
    expect(t.snap().context.outcomes).toEqual([{ ticket: 'ev-1', saved: true }]);
  });

  it('keeps the case its own push brought when the answer is no newer', async () => {
    const t = await loaded(DOCTOR, aCase({ version: 3 }));
    t.actor.send(command({ type: 'update_comment', comment: 'typed' }));
    t.push(push('PatientCaseCommentUpdated', { version: 4, comment: 'typed' }));
    const shown = t.snap().context.case;
    t.calls.resolve('send command', aCase({ version: 4, comment: 'typed' }));
    await settle();
    expect(t.snap().context.case).toBe(shown);
    expect(t.snap().context.outcomes).toEqual([]);
  });

  it('queues commands given while one is in flight and sends them in order with the version then held', async () => {
    const t = await loaded(DOCTOR, fullCase());
    t.actor.send(command({ type: 'edit_evidence', evidence_id: 's_21', is_featured: true }, 'a'));
    t.actor.send(command({ type: 'update_comment', comment: 'second' }, 'b'));
    t.actor.send(command({ type: 'add_evidence', evidence_id: 's_40', choice: 'absent' }, 'c'));
    expect(t.snap().context.queue.map((q) => q.ticket)).toEqual(['b', 'c']);
    t.calls.resolve('send command', fullCase({ version: 6 }));
    await settle();
    expect(t.calls.inputs('send command')[1]).toEqual({ id: 'c-1', version: 6, command: { type: 'update_comment', comment: 'second' } });
    t.calls.resolve('send command', fullCase({ version: 7 }));
    await settle();
    expect(t.calls.inputs('send command')[2]).toMatchObject({ version: 7, command: { type: 'add_evidence' } });
    t.calls.resolve('send command', fullCase({ version: 8 }));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.outcomes.map((o) => o.ticket)).toEqual(['a', 'b', 'c']);
  });

  it(`waits at most ${COMMAND_QUEUE_MAX} commands behind the one in flight`, async () => {
    const t = await loaded(DOCTOR, aCase());
    t.actor.send(command({ type: 'update_comment', comment: 'first' }));
    for (let i = 0; i < COMMAND_QUEUE_MAX; i++) t.actor.send(command({ type: 'add_evidence', evidence_id: `s_${100 + i}`, choice: 'present' }));
    expect(t.snap().context.queue).toHaveLength(COMMAND_QUEUE_MAX);
    expect(t.snap().can(command({ type: 'add_evidence', evidence_id: 's_999', choice: 'present' }))).toBe(false);
    t.actor.send(command({ type: 'add_evidence', evidence_id: 's_999', choice: 'present' }));
    expect(t.snap().context.queue).toHaveLength(COMMAND_QUEUE_MAX);
  });

  it('takes only what the command table lets each person give', async () => {
    const evidenceCmd = ADD_EVIDENCE;
    const cases: Array<[CaseViewer, Case, CaseCommand, boolean]> = [
      [DOCTOR, aCase(), evidenceCmd, true],
      [PATIENT, aCase(), evidenceCmd, false],
      [COLLEAGUE, aCase({ shared_with: [ANA] }), evidenceCmd, false],
      [STRANGER, aCase(), evidenceCmd, false],
      [DOCTOR, aCase({ status: 'completed' }), evidenceCmd, false],
      [DOCTOR, aCase({ status: 'completed' }), { type: 'share', doctor_id: COLLEAGUE.id }, true],
      [PATIENT, aCase({ status: 'completed' }), { type: 'share', doctor_id: COLLEAGUE.id }, true],
      [PATIENT, aCase({ status: 'cancelled', shared_with: [ANA] }), { type: 'unshare', doctor_id: COLLEAGUE.id }, true],
      [PATIENT, aCase({ status: 'cancelled' }), { type: 'share', doctor_id: COLLEAGUE.id }, false],
      [COLLEAGUE, aCase({ shared_with: [ANA] }), { type: 'unshare', doctor_id: COLLEAGUE.id }, false],
      [DOCTOR, fullCase({ status: 'completed' }), { type: 'fulfil_service_request', id: 'sr-1' }, true],
      [DOCTOR, fullCase({ status: 'completed' }), { type: 'cancel_service_request', id: 'sr-1' }, false],
    ];
    for (const [viewer, c, cmd, allowed] of cases) {
      const t = await loaded(viewer, c);
      t.actor.send(command(cmd));
      expect(t.calls.count('send command'), `${viewer.id} ${cmd.type} on ${c.status}`).toBe(allowed ? 1 : 0);
    }
  });

  it('refuses what could only fail or would change nothing', async () => {
    const refused: CaseCommand[] = [
      { type: 'complete' },
      { type: 'add_evidence', evidence_id: 's_21', choice: 'present' },
      { type: 'edit_evidence', evidence_id: 's_21', choice: 'present' },
      { type: 'remove_evidence', evidence_id: 's_99' },
      { type: 'edit_labtest', id: 'l-9', result: '1' },
      { type: 'add_labtest', labtest_id: 1, file_id: 'f-9' },
      { type: 'delete_file', id: 'f-9' },
      { type: 'add_diagnosis', diagnosis_type: 'preliminary', text: '  ' },
      { type: 'remove_diagnosis', id: 'dx-9' },
      { type: 'reactivate_service_request', id: 'sr-1' },
      { type: 'add_reference', case_id: 'c-0' },
      { type: 'add_reference', case_id: 'c-1' },
      { type: 'remove_reference', id: 'r-9' },
      { type: 'add_treatment', treatment_type: 'Recommendation', text: ' ' },
      { type: 'add_treatment', treatment_type: 'Drug' },
      { type: 'cancel_treatment', id: 't-9' },
      { type: 'update_comment', comment: 'Started on Monday' },
      { type: 'update_conclusion', conclusion: '' },
      { type: 'share', doctor_id: ANA.id },
      { type: 'share', doctor_id: DOCTOR.id },
      { type: 'unshare', doctor_id: 'd-7' },
    ];
    for (const cmd of refused) {
      const t = await loaded(DOCTOR, fullCase());
      t.actor.send(command(cmd));
      expect(t.calls.count('send command'), cmd.type).toBe(0);
    }
    const withConclusion = await loaded(DOCTOR, fullCase({ conclusion: 'Viral infection' }));
    withConclusion.actor.send(command({ type: 'complete' }));
    expect(withConclusion.calls.count('send command')).toBe(1);
  });

  it('refuses a file larger than the upload limit at once, and uploads one within it as a command', async () => {
    const t = await loaded(DOCTOR, aCase({ version: 2 }));
    const big = new Blob([new Uint8Array(5 * MB + 1)]);
    t.actor.send(command({ type: 'upload_file', file: big }));
    expect(t.alerts).toEqual(['upload.too_large']);
    expect(t.calls.count('send command')).toBe(0);
    const small = new Blob(['%PDF'], { type: 'application/pdf' });
    t.actor.send(command({ type: 'upload_file', file: small }));
    expect(t.calls.inputs('send command')).toEqual([{ id: 'c-1', version: 2, command: { type: 'upload_file', file: small } }]);
  });

  it('on a conflict shows the fresh case from the error, says so, and drops the commands waiting behind', async () => {
    const t = await loaded(DOCTOR, fullCase());
    t.actor.send(command({ type: 'update_conclusion', conclusion: 'mine' }, 'a'));
    t.actor.send(command({ type: 'update_comment', comment: 'also mine' }, 'b'));
    const fresh = fullCase({ version: 7, conclusion: 'theirs' });
    t.calls.reject('send command', CONFLICT(fresh));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.case).toEqual(fresh);
    expect(t.snap().context.conflict).toBe(true);
    expect(t.snap().context.queue).toEqual([]);
    expect(t.snap().context.outcomes).toEqual([{ ticket: 'a', saved: false }, { ticket: 'b', saved: false }]);
    expect(t.calls.count('send command')).toBe(1);
    expect(t.alerts).toEqual([]);
    // The next change clears the notice; so does closing it.
    t.actor.send(command({ type: 'update_comment', comment: 'again' }));
    expect(t.snap().context.conflict).toBe(false);
  });

  it('loads the case again after a conflict whose answer lacks the fresh case', async () => {
    const t = await loaded(DOCTOR, aCase());
    t.actor.send(command(ADD_EVIDENCE));
    t.calls.reject('send command', CONFLICT());
    await settle();
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    expect(t.snap().context.conflict).toBe(true);
    t.calls.resolve('load case', aCase({ version: 2, comment: 'theirs' }));
    await settle();
    expect(t.snap().context.case?.comment).toBe('theirs');
    t.actor.send({ type: 'user.dismissConflict' });
    expect(t.snap().context.conflict).toBe(false);
  });

  it('reports any other refusal, keeps the case, and goes on with the next waiting command', async () => {
    const t = await loaded(DOCTOR, aCase());
    t.actor.send(command(ADD_EVIDENCE, 'a'));
    t.actor.send(command({ type: 'update_comment', comment: 'next' }, 'b'));
    t.calls.reject('send command', new AppError('case.unknown_symptom', 422));
    await settle();
    expect(t.alerts).toEqual(['case.unknown_symptom']);
    expect(t.snap().context.case).toEqual(aCase());
    expect(t.snap().context.conflict).toBe(false);
    expect(t.snap().value).toEqual({ ready: 'sending' });
    expect(t.snap().context.pending?.ticket).toBe('b');
    expect(t.snap().context.outcomes).toEqual([{ ticket: 'a', saved: false }]);
  });

  it('reloads after the command when the connection came back or a version was missed meanwhile', async () => {
    const t = await loaded(DOCTOR, aCase());
    t.actor.send(command(ADD_EVIDENCE));
    t.push({ type: 'socket.connected' });
    t.push(push('PatientCaseCommentUpdated', { version: 5, comment: 'gap' }));
    expect(t.snap().value).toEqual({ ready: 'sending' });
    expect(t.calls.count('load case')).toBe(1);
    t.calls.resolve('send command', aCase({ version: 2 }));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    expect(t.calls.count('load case')).toBe(2);
  });

  it('sends commands given during a reload after it, with the version it brought', async () => {
    const t = await loaded(DOCTOR, aCase());
    t.push({ type: 'socket.connected' });
    t.actor.send(command(ADD_EVIDENCE));
    expect(t.calls.count('send command')).toBe(0);
    t.calls.resolve('load case', aCase({ version: 4 }));
    await settle();
    expect(t.calls.inputs('send command')).toEqual([{ id: 'c-1', version: 4, command: ADD_EVIDENCE }]);
  });

  it(`keeps the latest ${OUTCOMES_KEPT} outcomes`, async () => {
    const t = await loaded(DOCTOR, aCase());
    for (let i = 0; i < OUTCOMES_KEPT + 2; i++) {
      t.actor.send(command({ type: 'update_comment', comment: `c${i}` }, `t${i}`));
      t.calls.resolve('send command', aCase({ version: i + 2, comment: `c${i}` }));
      await settle();
    }
    expect(t.snap().context.outcomes.map((o) => o.ticket)).toEqual(Array.from({ length: OUTCOMES_KEPT }, (_, i) => `t${i + 2}`));
  });
});
