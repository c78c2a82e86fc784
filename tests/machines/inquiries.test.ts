import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { clinicInquiriesMachine, upsertInquiry } from '../../src/machines/inquiries/clinic-inquiries.machine';
import { inquiryFormMachine } from '../../src/machines/inquiries/inquiry-form.machine';
import { AppError } from '../../src/protocol/errors';
import type { ClinicInquiry } from '../../src/protocol/inquiries';
import { Invocations, settle } from './shell-fakes';

const inquiry = (over: Partial<ClinicInquiry> = {}): ClinicInquiry => ({
  id: 'i1',
  clinic_id: 1,
  patient_id: 'p1',
  chat_space_id: 'c1',
  status: 'created',
  created_at: '2026-11-20T10:00:00.000Z',
  joined_by: null,
  joined_at: null,
  completed_at: null,
  ...over,
});

function startForm() {
  const calls = new Invocations();
  const opened: string[] = [];
  const alerts: string[] = [];
  const actor = createActor(
    inquiryFormMachine.provide({
      actors: { 'open inquiry': fromPromise(({ input }) => calls.start('open inquiry', input)) },
      actions: { 'open chat': (_, p) => opened.push(p.chatId), 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
    { input: { clinicId: 7, idSeed: 'visit' } },
  ).start();
  return { actor, calls, opened, alerts };
}

describe('the inquiry form', () => {
  it('ignores empty text, sends trimmed text with a client id, and goes to the chat', async () => {
    const { actor, calls, opened } = startForm();
    actor.send({ type: 'user.submit', text: '   ' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.submit', text: '  შაბათს ღიაა?  ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const [sent] = calls.inputs('open inquiry') as { clinicId: number; text: string; clientId: string }[];
    expect(sent).toMatchObject({ clinicId: 7, text: 'შაბათს ღიაა?' });
    expect(sent.clientId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    calls.resolve('open inquiry', { inquiry: inquiry(), chat_space: { id: 'c1' } });
    await settle();
    expect(opened).toEqual(['c1']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the text after a failure and sends it again under the same client id; new text gets a new one', async () => {
    const { actor, calls, alerts } = startForm();
    actor.send({ type: 'user.submit', text: 'კითხვა' });
    calls.reject('open inquiry', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.text).toBe('კითხვა');
    expect(alerts).toEqual(['network']);
    actor.send({ type: 'user.submit', text: 'კითხვა' });
    calls.reject('open inquiry', new AppError('internal', 500));
    await settle();
    actor.send({ type: 'user.submit', text: 'სხვა კითხვა' });
    const ids = (calls.inputs('open inquiry') as { clientId: string }[]).map((i) => i.clientId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('shows field errors in the form instead of the alert', async () => {
    const { actor, calls, alerts } = startForm();
    actor.send({ type: 'user.submit', text: 'x' });
    calls.reject('open inquiry', new AppError('validation', 422, { errors: [{ path: 'text', code: 'field.too_long' }] }));
    await settle();
    expect(actor.getSnapshot().context.error?.errors).toEqual([{ path: 'text', code: 'field.too_long' }]);
    expect(alerts).toEqual([]);
  });
});

function startList() {
  const calls = new Invocations();
  const alerts: string[] = [];
  let pushes: ((e: unknown) => void) | null = null;
  const actor = createActor(
    clinicInquiriesMachine.provide({
      actors: {
        'load inquiries': fromPromise(() => calls.start('load inquiries', null)),
        'join inquiry': fromPromise(({ input }) => calls.start('join inquiry', input)),
        'complete inquiry': fromPromise(({ input }) => calls.start('complete inquiry', input)),
        'live pushes': fromCallback(({ sendBack }) => {
          pushes = sendBack as (e: unknown) => void;
        }),
      },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
  ).start();
  return { actor: actor as typeof actor & AnyActorRef, calls, alerts, push: (e: unknown) => pushes!(e) };
}

describe('the open inquiries of a clinic', () => {
  it('lists the open ones newest first and follows the pushes', async () => {
    const { actor, calls, push } = startList();
    calls.resolve('load inquiries', [inquiry({ id: 'old', created_at: '2026-11-19T10:00:00.000Z' }), inquiry({ id: 'done', status: 'completed' })]);
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['old']);
    push({ type: 'server.ClinicInquiryCreated', payload: inquiry({ id: 'new', created_at: '2026-11-21T08:00:00.000Z' }) });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['new', 'old']);
    push({ type: 'server.ClinicInquiryJoined', payload: inquiry({ id: 'old', status: 'joined', created_at: '2026-11-19T10:00:00.000Z' }) });
    expect(actor.getSnapshot().context.items.find((i) => i.id === 'old')?.status).toBe('joined');
    push({ type: 'server.ClinicInquiryCompleted', payload: inquiry({ id: 'new', status: 'completed' }) });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['old']);
  });

  it('joins a new inquiry and completes a joined one, one at a time', async () => {
    const { actor, calls } = startList();
    calls.resolve('load inquiries', [inquiry({ id: 'a' }), inquiry({ id: 'b', status: 'joined' })]);
    await settle();
    actor.send({ type: 'user.join', id: 'b' }); // already joined: nothing to do
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'user.join', id: 'a' });
    expect(actor.getSnapshot().context.acting).toBe('a');
    actor.send({ type: 'user.complete', id: 'b' }); // busy: ignored
    expect(calls.count('complete inquiry')).toBe(0);
    calls.resolve('join inquiry', inquiry({ id: 'a', status: 'joined' }));
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => [i.id, i.status])).toEqual([['a', 'joined'], ['b', 'joined']]);
    actor.send({ type: 'user.complete', id: 'b' });
    calls.resolve('complete inquiry', inquiry({ id: 'b', status: 'completed' }));
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['a']);
    expect(actor.getSnapshot().context.acting).toBeNull();
  });

  it('raises the alert and reloads when an action is refused; a failed load retries on reconnect', async () => {
    const { actor, calls, alerts, push } = startList();
    calls.reject('load inquiries', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    push({ type: 'socket.connected' });
    calls.resolve('load inquiries', [inquiry()]);
    await settle();
    actor.send({ type: 'user.join', id: 'i1' });
    calls.reject('join inquiry', new AppError('inquiry.already_joined', 409));
    await settle();
    expect(alerts).toEqual(['inquiry.already_joined']);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls.count('load inquiries')).toBe(3);
  });

  it('reloads after an action the connection came back during, and starts a load under way over on a reconnect', async () => {
    const { actor, calls, push } = startList();
    push({ type: 'socket.connected' });
    expect(calls.count('load inquiries')).toBe(2);
    calls.resolve('load inquiries', [inquiry({ id: 'a' })]);
    await settle();
    actor.send({ type: 'user.join', id: 'a' });
    push({ type: 'socket.connected' });
    expect(actor.getSnapshot().value).toBe('joining');
    expect(calls.count('load inquiries')).toBe(2);
    calls.resolve('join inquiry', inquiry({ id: 'a', status: 'joined' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items.map((i) => i.status)).toEqual(['joined']);
    expect(calls.count('load inquiries')).toBe(3);
  });

  it('keeps the pushes that came in while the list loaded over its answer', async () => {
    const { actor, calls, push } = startList();
    push({ type: 'server.ClinicInquiryCreated', payload: inquiry({ id: 'new', created_at: '2026-11-21T08:00:00.000Z' }) });
    push({ type: 'server.ClinicInquiryJoined', payload: inquiry({ id: 'old', status: 'joined' }) });
    push({ type: 'server.ClinicInquiryCompleted', payload: inquiry({ id: 'gone', status: 'completed' }) });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['new', 'old']);
    // The answer was read before those pushes.
    calls.resolve('load inquiries', [inquiry({ id: 'old' }), inquiry({ id: 'gone', created_at: '2026-11-19T10:00:00.000Z' })]);
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => [i.id, i.status])).toEqual([['new', 'created'], ['old', 'joined']]);
    expect(actor.getSnapshot().context.pushed).toEqual([]);
  });

  it('never moves an inquiry back a step, nor brings back one completed this session', async () => {
    const { actor, calls, push } = startList();
    calls.resolve('load inquiries', [inquiry({ id: 'a' }), inquiry({ id: 'b', status: 'joined' })]);
    await settle();
    push({ type: 'server.ClinicInquiryCreated', payload: inquiry({ id: 'b' }) }); // older news
    expect(actor.getSnapshot().context.items.find((i) => i.id === 'b')?.status).toBe('joined');
    actor.send({ type: 'user.join', id: 'a' });
    push({ type: 'server.ClinicInquiryCompleted', payload: inquiry({ id: 'a', status: 'completed' }) });
    calls.resolve('join inquiry', inquiry({ id: 'a', status: 'joined' }));
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['b']);
    push({ type: 'socket.connected' });
    calls.resolve('load inquiries', [inquiry({ id: 'a', status: 'joined' }), inquiry({ id: 'b', status: 'joined' })]);
    await settle();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['b']);
    expect(actor.getSnapshot().context.closed).toEqual(['a']);
  });

  it('keeps one copy of each inquiry', () => {
    expect(upsertInquiry([inquiry()], inquiry({ status: 'joined' }))).toEqual([inquiry({ status: 'joined' })]);
  });
});
