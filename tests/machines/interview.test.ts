import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { interviewMachine } from '../../src/machines/interviews/interview.machine';
import type { Interview } from '../../src/protocol/interviews';
import { interviewFixture } from '../support/interview-fixtures';

const ID = 'iv-1';
const question = { type: 'single' as const, text: 'Do you have a cough?', items: [{ id: 's_227', name: 'Cough', choices: [{ id: 'absent' as const, label: 'No' }] }] };
const interview = (over: Partial<Interview> = {}): Interview => interviewFixture({ id: ID, patient_age_in_months: 744, evidences: [{ id: 's_200', name: 'Chest pain', choice: 'present', is_initial: true, source: 'initial' }], current_question: question, question_count: 2, progress: 0.2, ...over });
const RED_FLAG = { id: 'rf_1', name: 'Chest pain with a cold sweat' };
const FINISHED = interview({ status: 'finished', current_question: null, should_stop: true, finished_at: '2026-11-21T10:05:00.000Z' });

/** An actor on an open question of `loaded`, with the calls to 'finish interview' it made. */
async function askingWith(loaded: Interview) {
  const finishes: string[] = [];
  const machine = interviewMachine.provide({
    actors: {
      'load interview': fromPromise(async () => loaded),
      'finish interview': fromPromise(async ({ input }) => {
        finishes.push(input.id);
        return FINISHED;
      }),
    },
  });
  const actor = createActor(machine, { input: { id: ID } }).start();
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().value).toBe('asking');
  return { actor, finishes };
}

describe('finishing an interview early', () => {
  it('is allowed while urgent advice shows (an ambulance or emergency triage with red flags), and shows the result', async () => {
    for (const level of ['emergency_ambulance', 'emergency'] as const) {
      const { actor, finishes } = await askingWith(interview({ triage: { level, red_flags: [RED_FLAG], reasons: [{ id: 's_200', name: 'Chest pain' }], unsure: [] }, question_limit: 5 }));
      expect(actor.getSnapshot().can({ type: 'user.finish' })).toBe(true);
      actor.send({ type: 'user.finish' });
      expect(actor.getSnapshot().value).toBe('finishing');
      await new Promise((r) => setTimeout(r, 0));
      expect(actor.getSnapshot().value).toBe('result');
      expect(actor.getSnapshot().context.interview?.status).toBe('finished');
      expect(finishes).toEqual([ID]);
    }
  });

  it('is refused without urgent advice: a less urgent triage, an urgent one without red flags, or no triage yet', async () => {
    const refused = [
      interview(),
      interview({ triage: { level: 'consultation_24', red_flags: [RED_FLAG], reasons: [], unsure: [] } }),
      interview({ triage: { level: 'emergency', red_flags: [], reasons: [], unsure: [] } }),
      interview({ triage: null }),
    ];
    for (const loaded of refused) {
      const { actor, finishes } = await askingWith(loaded);
      expect(actor.getSnapshot().can({ type: 'user.finish' })).toBe(false);
      actor.send({ type: 'user.finish' });
      await new Promise((r) => setTimeout(r, 0));
      expect(actor.getSnapshot().value).toBe('asking');
      expect(actor.getSnapshot().context.interview).toEqual(loaded);
      expect(finishes).toEqual([]);
    }
  });
});
