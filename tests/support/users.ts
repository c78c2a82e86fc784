import type { User } from '../../src/protocol/user';
import type { FakeRoute } from './render-app';

/**
 * People for the client tests (machines, model walks and views): one builder, so every test user
 * has every field of `User`, and each test names only what matters to it.
 */

/**
 * Nino Beridze, a patient with a password, an e-mail and a Georgian mobile number, Georgian as
 * her language; `overrides` replace whole fields.
 */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c1a54-0000-4000-8000-000000000001',
    type: 'Patient',
    id_number: '01001000001',
    firstname: { ka: 'ნინო', en: 'Nino' },
    lastname: { ka: 'ბერიძე', en: 'Beridze' },
    photo: null,
    birthdate: '1958-03-07',
    language: 'ka',
    password_set: true,
    agreement_accepted: true,
    email: 'nino@example.ge',
    phone: '+995555123401',
    gender: 'female',
    country: 'GE',
    title: null,
    experience_from: null,
    speciality_id: null,
    languages: [],
    clinics: [],
    support_clinics: [],
    ...overrides,
  };
}

/** GET /api/auth/user answering `users[n]` on the n-th call (the last one after that). */
export function userRoute(...users: User[]): FakeRoute {
  let n = 0;
  return () => ({ body: { data: users[Math.min(n++, users.length - 1)] } });
}

/** The routes that sign `user` in at start-up (render with a `token`). */
export const signedInAs = (user: User): Record<string, FakeRoute> => ({ 'GET /api/auth/user': userRoute(user) });
