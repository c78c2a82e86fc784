import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { AppError, fieldErrors, toAppError, type FieldError } from '../../protocol/errors';
import {
  checkLogTime, checkLogValue, LOG_TYPE_FIELDS, type GlucoseContext, type LogTypeKey, type LogValue, type NewLogItemBody, type PatientLogItem,
} from '../../protocol/patient-log';
import { notProvided } from '../not-provided';

/**
 * Adding one reading to a health log (issue 17):
 * 1. The form opens for a type with its fields (LOG_TYPE_FIELDS), prefilled from the latest
 *    reading of that type when there is one, glucose's context, and the time set to now.
 * 2. Sending checks the numbers and the time on the device with the server's own rules
 *    (checkLogValue, checkLogTime); a bad field stays with its error and nothing is sent.
 * 3. The server's refusal shows per field; its answer ends the machine with the new reading.
 *    Cancelling ends it with none.
 */
export interface AddReadingInput {
  type: LogTypeKey;
  /** Whose log (a doctor writing for their patient); null: the person's own. */
  patientId: string | null;
  /** The latest reading of this type, whose numbers prefill the form. */
  last: LogValue | null;
  /** Now (ISO), the time the reading defaults to. */
  now: string;
}

export interface AddReadingContext {
  type: LogTypeKey;
  patientId: string | null;
  /** What the person typed per field (`systolic`, `value`, …), as text. */
  fields: Record<string, string>;
  context: GlucoseContext;
  /** When it was measured (ISO). */
  measuredAt: string;
  error: AppError | null;
  /** The reading the server stored. */
  saved: PatientLogItem | null;
}

export type AddReadingEvent =
  | { type: 'user.change'; field: string; value: string }
  | { type: 'user.chooseContext'; context: GlucoseContext }
  | { type: 'user.changeTime'; at: string }
  | { type: 'user.submit'; now: string }
  | { type: 'user.cancel' };

/** A typed number: a comma is a decimal point ("36,6"); blank is absent; anything else is kept as text (refused as not a number). */
export function parseNumber(text: string): number | string | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** The request body of what the form holds. */
export function bodyOf(c: Pick<AddReadingContext, 'type' | 'patientId' | 'fields' | 'context' | 'measuredAt'>): NewLogItemBody {
  const value: Record<string, unknown> = {};
  for (const f of LOG_TYPE_FIELDS[c.type]) {
    const v = parseNumber(c.fields[f.name] ?? '');
    if (v !== undefined) value[f.name] = v;
  }
  if (c.type === 'glucose') value.context = c.context;
  return { ...(c.patientId ? { patient_id: c.patientId } : {}), type: c.type, value, measured_at: c.measuredAt };
}

/** The device's check of the form: null when it may be sent. */
export function formProblem(c: Pick<AddReadingContext, 'type' | 'patientId' | 'fields' | 'context' | 'measuredAt'>, now: string): AppError | null {
  const body = bodyOf(c);
  const value = checkLogValue(body.type, body.value);
  const time = checkLogTime(body.measured_at, new Date(now));
  const errors = [...('errors' in value ? value.errors : []), ...('errors' in time ? time.errors : [])] as FieldError[];
  return errors.length ? fieldErrors(errors) : null;
}

const prefill = (type: LogTypeKey, last: LogValue | null): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const f of LOG_TYPE_FIELDS[type]) {
    const v = last ? (last as unknown as Record<string, unknown>)[f.name] : undefined;
    out[f.name] = typeof v === 'number' ? String(v) : '';
  }
  return out;
};

export const addReadingMachine = setup({
  types: {
    input: {} as AddReadingInput,
    context: {} as AddReadingContext,
    events: {} as AddReadingEvent,
    output: {} as PatientLogItem | null,
  },
  actors: {
    'save reading': fromPromise<PatientLogItem, NewLogItemBody>(notProvided('save reading')),
  },
  actions: {
    'assign field': assign(({ context }, params: { field: string; value: string }) => ({ fields: { ...context.fields, [params.field]: params.value } })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: params.error === null ? null : toAppError(params.error) })),
    'clear error': assign({ error: null }),
  },
  guards: {
    'valid form': ({ context }, params: { now: string }) => formProblem(context, params.now) === null,
  },
}).createMachine({
  id: 'addReading',
  context: ({ input }) => ({
    type: input.type,
    patientId: input.patientId,
    fields: prefill(input.type, input.last),
    context: (input.last as { context?: GlucoseContext } | null)?.context ?? 'fasting',
    measuredAt: input.now,
    error: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.change': { actions: { type: 'assign field', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'user.chooseContext': { actions: assign({ context: ({ event }) => event.context }) },
        'user.changeTime': { actions: assign({ measuredAt: ({ event }) => event.at }) },
        'user.submit': [
          { guard: { type: 'valid form', params: ({ event }) => ({ now: event.now }) }, target: 'saving', actions: 'clear error' },
          { actions: { type: 'assign error', params: ({ context, event }) => ({ error: formProblem(context, event.now) }) } },
        ],
        'user.cancel': 'cancelled',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReading',
        src: 'save reading',
        input: ({ context }) => bodyOf(context),
        onDone: { target: 'saved', actions: assign({ error: null, saved: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});

export type AddReadingMachine = typeof addReadingMachine;
export type AddReadingActorRef = ActorRefFrom<typeof addReadingMachine>;
export type AddReadingSnapshot = SnapshotFrom<typeof addReadingMachine>;
