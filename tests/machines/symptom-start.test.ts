import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { symptomStartMachine } from '../../src/machines/interviews/symptom-start.machine';

/** What 'start interview' was asked to start, for a check begun from an appointment (`?schedule=`). */
async function startedWith(signedIn: boolean, scheduleId: string | null) {
  const inputs: unknown[] = [];
  const machine = symptomStartMachine.provide({
    actors: {
      'start interview': fromPromise(async ({ input }) => {
        inputs.push(input);
        return { id: 'iv-1' } as never;
      }),
    },
    actions: { 'open interview': () => {}, 'remember guest interview': () => {} },
  });
  const actor = createActor(machine, { input: { language: 'ka', signedIn, profile: { age: null, sex: null }, scheduleId } }).start();
  actor.send({ type: 'user.person', person: { subject: 'self', age: 58, ageUnit: 'year', sex: 'female' } });
  actor.send({ type: 'user.add', symptom: { id: 's_1', name: 'თავის ტკივილი' } });
  actor.send({ type: 'user.start' });
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().status).toBe('done');
  return inputs[0] as { scheduleId: string | null };
}

describe('a symptom check started from an appointment', () => {
  it("names the appointment when a signed-in patient starts it, so it is shared with the doctor's appointment", async () => {
    expect((await startedWith(true, 'sch-1')).scheduleId).toBe('sch-1');
  });

  it('names none for a guest (a guest has no appointments) or when it was not started from one', async () => {
    expect((await startedWith(false, 'sch-1')).scheduleId).toBeNull();
    expect((await startedWith(true, null)).scheduleId).toBeNull();
  });
});
