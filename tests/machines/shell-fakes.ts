import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { User } from '../../src/protocol/user';
import type { PublicSettings } from '../../src/protocol/settings';
import type { StaticLists } from '../../src/protocol/static-lists';

/**
 * Fakes shared by the tests of the root machines (session, locale, alert, statics, app) and
 * their model-based walks: people, start-up data, and promises the test settles by hand.
 */

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    type: 'Patient',
    id_number: '01001000001',
    firstname: { ka: 'ნინო', en: 'Nino' },
    lastname: { ka: 'ბერიძე', en: 'Beridze' },
    photo: null,
    birthdate: '1990-04-12',
    language: 'ka',
    password_set: true,
    email: 'nino@example.ge',
    phone: '+995555000001',
    gender: 'female',
    country: 'GE',
    title: null,
    experience_from: null,
    speciality_id: null,
    languages: ['ka'],
    clinics: [],
    ...overrides,
  };
}

export const SETTINGS: PublicSettings = {
  public_url: 'http://clinic.test',
  jitsi_domain: 'meet.clinic.test',
  onesignal_app_id: null,
  analytics_id: null,
  max_upload_mb: 5,
};

export const LISTS: StaticLists = {
  labtests: [{ id: 1, name: { ka: 'სისხლის საერთო ანალიზი', en: 'Complete blood count' } }],
  patientLogTypes: [{ id: 1, name: { ka: 'წნევა', en: 'Blood pressure' } }],
  serviceCategories: [{ id: 1, name: { ka: 'კონსულტაცია', en: 'Consultation' } }],
  serviceTemplates: [{ id: 1, name: { ka: 'ვიდეოკონსულტაცია', en: 'Video consultation' } }],
  specialities: [{ id: 1, name: { ka: 'კარდიოლოგი', en: 'Cardiologist' } }],
  services: [{ id: 1, name: { ka: 'კარდიოლოგის კონსულტაცია', en: 'Cardiology consultation' } }],
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

  start(src: string, input: unknown): Promise<never> {
    const settle = deferred<unknown>();
    this.calls.push({ src, input, settle });
    return settle.promise as Promise<never>;
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

/** Lets settled promises reach the actors (a promise actor reports on a later microtask). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The child a tiny parent machine invoked, for sending events to it directly. */
export function childOf(parent: AnyActorRef, id: string): AnyActorRef {
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
  expect(child, `child ${id}`).toBeDefined();
  return child!;
}
