import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { MAX_COMPLAINTS, symptomStartMachine, type Person, type SymptomStartContext } from '../../src/machines/interviews/symptom-start.machine';
import { AppError } from '../../src/protocol/errors';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  opened: string[];
  remembered: string[];
}

const machine = (run: Run<World>) =>
  symptomStartMachine.provide({
    actors: {
      'search symptoms': fromPromise(({ input }) => run.invocations.start('search symptoms', input)),
      'start interview': fromPromise(({ input }) => run.invocations.start('start interview', input)),
    },
    actions: {
      'open interview': (_, params) => run.world.opened.push(params.id),
      'remember guest interview': (_, params) => {
        if (params.guest) run.world.remembered.push(params.id);
      },
    },
  });

const WOMAN: Person = { subject: 'self', age: 34, ageUnit: 'year', sex: 'female' };
const BABY: Person = { subject: 'other', age: 7, ageUnit: 'month', sex: 'male' };
const COUGH = { id: 's_227', name: 'ხველა' };
const FEVER = { id: 's_152', name: 'სიცხე' };
const HITS = [{ id: 's_1', name: 'თავის ტკივილი', areas: ['head'] }];

/** Who (valid, a baby, an age out of range); searches short and long; complaints; every answer. */
const EVENTS: EventCase[] = [
  { type: 'user.person', person: WOMAN },
  { type: 'user.person', person: BABY },
  { type: 'user.person', person: { ...WOMAN, age: 131 } },
  { type: 'user.editPerson' },
  { type: 'user.search', query: 'თ' },
  { type: 'user.search', query: 'თავი' },
  { type: 'user.add', symptom: COUGH },
  { type: 'user.add', symptom: FEVER },
  { type: 'user.remove', id: COUGH.id },
  { type: 'user.start' },
  { type: 'xstate.done.actor.searchSymptoms', output: HITS },
  { type: 'xstate.error.actor.searchSymptoms', error: new AppError('network', 0) },
  { type: 'xstate.done.actor.startInterview', output: { id: 'iv-9' } },
  { type: 'xstate.error.actor.startInterview', error: new AppError('interview.wrong_sex', 422) },
];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as SymptomStartContext;
  // No person yet means still choosing who; complaints only once someone is chosen.
  if (c.person === null) expect(s.matches('who')).toBe(true);
  expect(c.complaints.length).toBeLessThanOrEqual(MAX_COMPLAINTS);
  expect(new Set(c.complaints.map((x) => x.id)).size).toBe(c.complaints.length);
  if (s.matches('starting')) {
    expect(c.complaints.length).toBeGreaterThan(0);
    expect(run.invocations.inputs('start interview').at(-1)).toEqual({ language: 'ka', signedIn: false, person: c.person, complaints: c.complaints.map((x) => x.id), scheduleId: null });
  }
  expect(s.hasTag('busy')).toBe(s.matches('starting'));
  expect(run.world.opened).toEqual(s.status === 'done' ? ['iv-9'] : []);
  expect(run.world.remembered).toEqual(run.world.opened);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const b = before.context as SymptomStartContext;
  const a = after.context as SymptomStartContext;
  if (event.type === 'xstate.error.actor.startInterview') {
    // Everything chosen stays; the person sees why (on the page, not in the general alert) and can try again.
    expect(after.matches('complaints')).toBe(true);
    expect(a.complaints).toEqual(b.complaints);
    expect(a.person).toEqual(b.person);
    expect(a.error?.code).toBe('interview.wrong_sex');
  }
  if (event.type === 'user.person' && before.matches('who')) {
    const p = event.person as Person;
    expect(after.matches('who')).toBe(p.age > 130);
    // Another sex empties the list (one-sex complaints would be refused); the same keeps it.
    if (p.age <= 130) expect(a.complaints).toEqual(b.person && b.person.sex !== p.sex ? [] : b.complaints);
  }
  if (event.type === 'xstate.error.actor.searchSymptoms') expect(a.hits).toEqual([]);
}

const TRANSITIONS = [
  'complaints.search.searching: done (search symptoms) → complaints.search.idle',
  'complaints.search.searching: error (search symptoms) → complaints.search.idle',
  'complaints.search.waiting: after (search delay) → complaints.search.searching',
  'complaints.search: user.search [else] → complaints.search.waiting',
  'complaints.search: user.search [is short query] → complaints.search.idle',
  'complaints: user.add [has room] → (stays)',
  'complaints: user.editPerson → who',
  'complaints: user.remove → (stays)',
  'complaints: user.start [has complaints] → starting',
  'starting: done (start interview) → started',
  'starting: error (start interview) → complaints',
  'who: user.person [is valid person] → complaints',
];

describeModelWalk<World, { language: 'ka'; signedIn: false; profile: { age: null; sex: null } }>('the symptom-checker start machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { language: 'ka', signedIn: false, profile: { age: null, sex: null } }, events: EVENTS }],
  world: () => ({ opened: [], remembered: [] }),
  invariant,
  effects,
  stopWhen: (s) => (s.context as SymptomStartContext).complaints.length >= 2,
  timeout: 120_000,
});
