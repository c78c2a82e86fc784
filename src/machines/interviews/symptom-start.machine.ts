import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import { toAppError, type AppError } from '../../protocol/errors';
import { MAX_AGE_YEARS, type Interview, type SymptomHit } from '../../protocol/interviews';
import { notProvided } from '../not-provided';

/**
 * Starting a symptom check (/symptom-checker, issue 5), top to bottom:
 * 1. Who: the person themselves or someone else, with an age (whole years, or months for a baby)
 *    and a sex. For a signed-in patient checking themselves both come from the profile, and can
 *    be changed.
 * 2. Complaints: found by typing (search in either language, forgiving typos) or picked from a body
 *    area's list; the list of chosen complaints can be edited; at least one is needed.
 * 3. Start: the interview is created (a guest's is remembered in the `interview` cookie, to be
 *    bound after sign-in), the complaints are given, and the interview page opens. A failure
 *    keeps everything chosen and says why.
 */
export type Subject = 'self' | 'other';
export type AgeUnit = 'year' | 'month';
export type Sex = 'female' | 'male';

export interface Person {
  subject: Subject;
  age: number;
  ageUnit: AgeUnit;
  sex: Sex;
}

export interface SymptomStartContext {
  language: Language;
  signedIn: boolean;
  /** What the profile says, for "myself" (null when unknown or a guest). */
  profile: { age: number | null; sex: Sex | null };
  /** The appointment whose doctor asked for this interview (`?schedule=`): it is shared with it once started. */
  scheduleId: string | null;
  person: Person | null;
  complaints: { id: string; name: string }[];
  query: string;
  hits: SymptomHit[];
  searchError: AppError | null;
  error: AppError | null;
}

export type SymptomStartEvent =
  | { type: 'user.person'; person: Person }
  | { type: 'user.editPerson' }
  | { type: 'user.search'; query: string }
  | { type: 'user.add'; symptom: { id: string; name: string } }
  | { type: 'user.remove'; id: string }
  | { type: 'user.start' };

/** At most this many complaints to start with: the interview asks about the rest. */
export const MAX_COMPLAINTS = 8;

/** Whether an age is one the checker takes: a whole number, up to 130 years or 24 months for "months". */
export function validAge(age: number, unit: AgeUnit): boolean {
  return Number.isInteger(age) && age >= 0 && (unit === 'month' ? age <= 24 : age <= MAX_AGE_YEARS);
}

export const symptomStartMachine = setup({
  types: {
    input: {} as { language: Language; signedIn: boolean; profile: { age: number | null; sex: Sex | null }; scheduleId?: string | null },
    context: {} as SymptomStartContext,
    events: {} as SymptomStartEvent,
  },
  actors: {
    'search symptoms': fromPromise<SymptomHit[], { query: string; language: Language; sex: Sex | null }>(notProvided('search symptoms')),
    'start interview': fromPromise<Interview, { language: Language; signedIn: boolean; person: Person; complaints: string[]; scheduleId: string | null }>(notProvided('start interview')),
  },
  actions: {
    'open interview': notProvided('open interview') as (_: unknown, params: { id: string }) => void,
    'remember guest interview': notProvided('remember guest interview') as (_: unknown, params: { id: string; guest: boolean }) => void,
    // Another sex: complaints only the other sex can have would be refused, so the list starts again.
    'assign person': assign(({ context }, params: { person: Person }) => ({
      person: params.person,
      complaints: context.person && context.person.sex !== params.person.sex ? [] : context.complaints,
      hits: [],
      query: '',
    })),
    'assign query': assign((_, params: { query: string }) => ({ query: params.query, searchError: null })),
    'assign hits': assign((_, params: { hits: SymptomHit[] }) => ({ hits: params.hits, searchError: null })),
    'assign search error': assign((_, params: { error: unknown }) => ({ searchError: toAppError(params.error), hits: [] })),
    'clear hits': assign({ hits: [], searchError: null }),
    'add complaint': assign(({ context }, params: { symptom: { id: string; name: string } }) => ({
      complaints: context.complaints.some((c) => c.id === params.symptom.id) ? context.complaints : [...context.complaints, params.symptom],
    })),
    'remove complaint': assign(({ context }, params: { id: string }) => ({ complaints: context.complaints.filter((c) => c.id !== params.id) })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
  },
  delays: {
    /** A search goes out once typing pauses this long: one request per word typed, and hits still feel immediate. */
    'search delay': 250,
  },
  guards: {
    'is valid person': (_, params: { person: Person }) => validAge(params.person.age, params.person.ageUnit),
    'has room': ({ context }) => context.complaints.length < MAX_COMPLAINTS,
    'has complaints': ({ context }) => context.complaints.length > 0,
    'is short query': (_, params: { query: string }) => params.query.trim().length < 2,
  },
}).createMachine({
  id: 'symptomStart',
  context: ({ input }) => ({
    language: input.language,
    signedIn: input.signedIn,
    profile: input.profile,
    scheduleId: input.signedIn ? (input.scheduleId ?? null) : null,
    person: null,
    complaints: [],
    query: '',
    hits: [],
    searchError: null,
    error: null,
  }),
  initial: 'who',
  states: {
    who: {
      on: {
        'user.person': {
          guard: { type: 'is valid person', params: ({ event }) => ({ person: event.person }) },
          target: 'complaints',
          actions: { type: 'assign person', params: ({ event }) => ({ person: event.person }) },
        },
      },
    },
    complaints: {
      type: 'parallel',
      on: {
        'user.editPerson': 'who',
        'user.add': { guard: 'has room', actions: [{ type: 'add complaint', params: ({ event }) => ({ symptom: event.symptom }) }, 'clear error'] },
        'user.remove': { actions: { type: 'remove complaint', params: ({ event }) => ({ id: event.id }) } },
        'user.start': { guard: 'has complaints', target: 'starting' },
      },
      states: {
        search: {
          initial: 'idle',
          on: {
            'user.search': [
              { guard: { type: 'is short query', params: ({ event }) => ({ query: event.query }) }, target: '.idle', actions: [{ type: 'assign query', params: ({ event }) => ({ query: event.query }) }, 'clear hits'] },
              { target: '.waiting', actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) } },
            ],
          },
          states: {
            idle: {},
            waiting: { after: { 'search delay': 'searching' } },
            searching: {
              tags: ['searching'],
              invoke: {
                id: 'searchSymptoms',
                src: 'search symptoms',
                input: ({ context }) => ({ query: context.query.trim(), language: context.language, sex: context.person?.sex ?? null }),
                onDone: { target: 'idle', actions: { type: 'assign hits', params: ({ event }) => ({ hits: event.output }) } },
                onError: { target: 'idle', actions: { type: 'assign search error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startInterview',
        src: 'start interview',
        input: ({ context }) => ({ language: context.language, signedIn: context.signedIn, person: context.person!, complaints: context.complaints.map((c) => c.id), scheduleId: context.scheduleId }),
        onDone: {
          target: 'started',
          actions: [
            { type: 'remember guest interview', params: ({ context, event }) => ({ id: event.output.id, guest: !context.signedIn }) },
            { type: 'open interview', params: ({ event }) => ({ id: event.output.id }) },
          ],
        },
        onError: {
          target: 'complaints',
          actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    started: { type: 'final' },
  },
});

export type SymptomStartMachine = typeof symptomStartMachine;
export type SymptomStartActorRef = ActorRefFrom<typeof symptomStartMachine>;
export type SymptomStartSnapshot = SnapshotFrom<typeof symptomStartMachine>;
