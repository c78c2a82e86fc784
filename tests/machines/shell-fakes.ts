import { expect } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';
import { localeMachine } from '../../src/machines/locale/locale.machine';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { Language } from '../../src/protocol/common';
import type { User } from '../../src/protocol/user';
import type { PublicSettings } from '../../src/protocol/settings';
import type { StaticLists } from '../../src/protocol/static-lists';
import { testUser } from '../support/users';

/**
 * Fakes shared by the tests of the root machines (session, locale, alert, statics, app) and
 * their model-based walks: people, start-up data, and promises the test settles by hand.
 */

/** Nino as the root machines' tests know her (born 1990, speaks Georgian); `overrides` replace whole fields. */
export function user(overrides: Partial<User> = {}): User {
  return testUser({ id: 'u-1', birthdate: '1990-04-12', phone: '+995555000001', languages: ['ka'], ...overrides });
}

export const SETTINGS: PublicSettings = {
  public_url: 'http://clinic.test',
  jitsi_domain: 'meet.clinic.test',
  onesignal_app_id: null,
  analytics_id: null,
  max_upload_mb: 5,
};

const name = (ka: string, en: string) => ({ ka, en });

export const LISTS: StaticLists = {
  labtests: [{ id: 1, name: name('სისხლის საერთო ანალიზი', 'Complete blood count'), category: name('ჰემატოლოგია', 'Haematology') }],
  patientLogTypes: [{ id: 1, name: name('არტერიული წნევა', 'Blood pressure'), key: 'blood_pressure', unit: name('მმ ვწყ. სვ.', 'mmHg') }],
  serviceCategories: [{ id: 1, name: name('კონსულტაცია', 'Consultation') }],
  serviceTemplates: [{ id: 1, key: 'video', name: name('ვიდეოკონსულტაცია', 'Video consultation') }],
  specialities: [{ id: 1, name: name('კარდიოლოგი', 'Cardiologist'), infermedica_category: 'Cardiology' }],
  services: [
    {
      id: 1,
      name: name('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'),
      description: name('გულის შემოწმება', 'A heart check-up'),
      category_id: 1,
      template_id: 1,
      template: null,
      is_personal: false,
    },
  ],
};

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Every call of a faked actor (by its setup name) with its input; each returns a promise the test
 * settles with `resolve`/`reject`, so the test decides when and how a request ends.
 */
export class Invocations {
  private readonly calls: Array<{ src: string; input: unknown; settle: Deferred<unknown> }> = [];

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fake actor declares its own output type
  start(src: string, input: unknown): Promise<any> {
    const settle = deferred<unknown>();
    this.calls.push({ src, input, settle });
    return settle.promise;
  }

  /** The inputs of every call of `src`, oldest first. */
  inputs(src: string): unknown[] {
    return this.calls.filter((c) => c.src === src).map((c) => c.input);
  }

  count(src: string): number {
    return this.calls.filter((c) => c.src === src).length;
  }

  /** Ends the latest call of `src` with a value. */
  resolve(src: string, output: unknown) {
    this.latest(src).settle.resolve(output);
  }

  /** Ends the latest call of `src` with an error. */
  reject(src: string, error: unknown) {
    this.latest(src).settle.reject(error);
  }

  private latest(src: string) {
    const call = this.calls.findLast((c) => c.src === src);
    if (!call) throw new Error(`${src} was never called`);
    return call;
  }
}

/** The effects the session asks for besides its cookie. */
export type SessionEffect = 'go to login' | 'reload root' | 'log authcode failure';

/**
 * The session machine with fakes: every request is a call in `calls` (settled by the test), the
 * session cookie is `world.storedToken`, `effect` hears the other effects (with the action's
 * params), and `hasPendingInterview` stands for the interview cookie.
 */
export function sessionWithFakes(opts: {
  calls: Invocations;
  world: { storedToken: string | null };
  effect(name: SessionEffect, params?: unknown): void;
  hasPendingInterview(event: EventObject): boolean;
}) {
  const { calls, world, effect, hasPendingInterview } = opts;
  return sessionMachine.provide({
    actors: {
      'fetch user': fromPromise(({ input }) => calls.start('fetch user', input)),
      'exchange authcode': fromPromise(({ input }) => calls.start('exchange authcode', input)),
      'revoke session': fromPromise(() => calls.start('revoke session', null)),
      'bind interview': fromPromise(() => calls.start('bind interview', null)),
    },
    actions: {
      'persist token': (_, params) => {
        world.storedToken = params.token;
      },
      'clear stored session': () => {
        world.storedToken = null;
      },
      'go to login': () => effect('go to login'),
      'reload root': () => effect('reload root'),
      'log authcode failure': (_, params) => effect('log authcode failure', params),
    },
    guards: { 'has pending interview': ({ event }) => hasPendingInterview(event) },
  });
}

/**
 * The locale machine with fakes: loading messages and saving the language are calls in `calls`
 * (settled by the test); the stored language is `world.stored`, the page's `lang` is
 * `world.documentLanguage`.
 */
export function localeWithFakes(calls: Invocations, world: { stored: Language; documentLanguage: Language | null }) {
  return localeMachine.provide({
    actors: {
      'load messages': fromPromise(({ input }) => calls.start('load messages', input)),
      'save language': fromPromise(({ input }) => calls.start('save language', input)),
    },
    actions: {
      'store locale': (_, params) => {
        world.stored = params.locale;
      },
      'apply document language': (_, params) => {
        world.documentLanguage = params.locale;
      },
    },
  });
}

/** Lets settled promises reach the actors (a promise actor reports a few microtasks later). */
export async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** The child a tiny parent machine invoked, for sending events to it directly. */
export function childOf(parent: AnyActorRef, id: string): AnyActorRef {
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
  expect(child, `child ${id}`).toBeDefined();
  return child!;
}

/**
 * Starts `machine` as the child of a tiny parent that records every event it hears (what
 * `sendParent` delivers in the app), on a simulated clock.
 */
export function startUnderParent(machine: AnyStateMachine, input?: unknown) {
  const clock = new SimulatedClock();
  const heard: EventObject[] = [];
  const parent = setup({ actors: { child: machine } }).createMachine({
    invoke: { id: 'child', src: 'child', input: () => input as never },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  });
  const root = createActor(parent, { clock }).start();
  return { clock, heard, root, actor: childOf(root, 'child') };
}
