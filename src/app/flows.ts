import { fromPromise } from 'xstate';
import type { Api } from '../services/api';
import { catalogListMachine, type CatalogPage, type CatalogPageRequest } from '../machines/catalog/catalog-list.machine';
import { resourceMachine, type ResourceParams } from '../machines/catalog/resource.machine';
import type { AppError } from '../protocol/errors';
import type { AppActorRef } from '../machines/app/app.machine';
import type { Flows } from '../views/actors';
import { registrationMachine } from '../machines/registration/registration.machine';
import { pendingIdentifierStore, redirectStore } from '../services/storage';
import { loginMachine } from '../machines/login/login.machine';
import type { AlertContent } from '../machines/alert/alert.machine';
import { profileFormMachine } from '../machines/profile/profile-form.machine';
import { avatarMachine } from '../machines/profile/avatar.machine';

/** What flow machines are wired with. */
export interface FlowDeps {
  api: Api;
  app: AppActorRef;
  navigate(path: string): void;
}

/** Each flow machine with its real services provided (login, registration, …). */
export function createFlows(_deps: FlowDeps): Flows {
  return {
    ...catalogFlows(_deps),
    registration: registrationFlow(_deps),
    login: loginFlow(_deps),
    profileForm: profileFormFlow(_deps),
    avatar: avatarFlow(_deps),
  };
}

/** Sign-in: the login calls, the identifier kept for registration, signing in, the redirect target. */
function loginFlow({ api, app, navigate }: FlowDeps) {
  return loginMachine.provide({
    actors: {
      'fetch methods': fromPromise(({ input }) => api.auth.login(input.identifier)),
      'sign in with password': fromPromise(({ input }) => api.auth.loginWithPassword(input.identifier, input.password)),
      'request code': fromPromise(({ input }) =>
        input.channel === 'email' ? api.auth.requestEmailCode(input.identifier) : api.auth.requestPhoneCode(input.identifier),
      ),
      'sign in with code': fromPromise(({ input }) => api.auth.submitCode(input.identifier, input.code)),
    },
    actions: {
      'store pending identifier': (_, { identifier }) => pendingIdentifierStore.set(identifier),
      'forget pending identifier': (_, { identifier }) => {
        if (pendingIdentifierStore.get() === identifier) pendingIdentifierStore.clear();
      },
      navigate: (_, { to }) => navigate(to),
      'go to redirect target': () => navigate(redirectTarget(redirectStore.take())),
      'sign in': (_, session) => app.send({ type: 'session.signedIn', token: session.token, user: session.user }),
      'show alert': (_, { error }) => app.send({ type: 'alert.show', ...loginAlert(error) }),
    },
  });
}

/** A sign-in refused for too many attempts says how long to wait; anything else shows its code or field entries. */
function loginAlert(error: AppError): AlertContent {
  if (error.status === 429 && error.retryAfter) {
    return { kind: 'danger', messageId: 'login.tooManyAttempts', values: { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) } };
  }
  return { kind: 'danger', code: error.code, errors: error.errors };
}

/** Only a path of this app (never another site) is a redirect target; else the Dashboard. */
function redirectTarget(stored: string | null): string {
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/dashboard';
}

/** The registration wizard: the two registration calls, signing in, the Dashboard. */
function registrationFlow({ api, app, navigate }: FlowDeps) {
  return registrationMachine.provide({
    actors: {
      'request code': fromPromise(({ input }) => api.auth.requestRegistrationCode(input)),
      'create account': fromPromise(({ input }) => api.auth.register(input)),
    },
    actions: {
      'sign in': (_, session) => app.send({ type: 'session.signedIn', token: session.token, user: session.user }),
      'go to dashboard': () => navigate('/dashboard'),
      'forget pending identifier': () => pendingIdentifierStore.clear(),
      'report failure': (_, params) => app.send({ type: 'alert.show', kind: 'danger', code: params.error.code, errors: params.error.errors }),
    },
  });
}

/** The public catalogue: the doctor and service lists and their detail pages. */
function catalogFlows({ api, app }: FlowDeps) {
  const reportFailure = (_: unknown, params: { error: AppError }) =>
    app.send({ type: 'alert.show', kind: 'danger', code: params.error.code, errors: params.error.errors });
  /** A list read from `GET /api/<path>?q&<filter>&page&limit`. */
  const list = (path: string, filterParam: string) =>
    catalogListMachine.provide({
      actors: {
        'fetch page': fromPromise<CatalogPage, CatalogPageRequest>(({ input }) =>
          api.get<CatalogPage>(path, {
            page: input.page,
            limit: input.limit,
            ...(input.query ? { q: input.query } : {}),
            ...(input.filterId !== null ? { [filterParam]: input.filterId } : {}),
          }),
        ),
      },
      actions: { 'report failure': reportFailure },
    });
  /** One entry read from `GET /api/<path>/:id`. */
  const entry = (path: string) =>
    resourceMachine.provide({
      actors: { 'fetch resource': fromPromise<unknown, ResourceParams>(({ input }) => api.get<unknown>(`${path}/${encodeURIComponent(input.id)}`)) },
      actions: { 'report failure': reportFailure },
    });
  return {
    doctorsList: list('doctors', 'speciality_id'),
    servicesList: list('services', 'category_id'),
    doctor: entry('doctors'),
    service: entry('services'),
  };
}

/** The profile forms: each save goes to its own call; the fresh user goes to the session. */
function profileFormFlow({ api, app }: FlowDeps) {
  return profileFormMachine.provide({
    actors: {
      'save profile': fromPromise(({ input }) => {
        switch (input.form) {
          case 'personal':
            return api.profile.savePersonalInfo(input.body);
          case 'contact':
            return api.profile.saveContactInfo(input.body);
          case 'password':
            return api.profile.changePassword(input.body);
        }
      }),
    },
    actions: {
      'announce user': (_, { user }) => app.send({ type: 'session.userUpdated', user }),
      'report failure': (_, { error }) => app.send({ type: 'alert.show', kind: 'danger', code: error.code, errors: error.errors }),
    },
  });
}

/** The profile photo: read the file's first bytes, upload, refetch the user (SPEC §7), remove. */
function avatarFlow({ api, app }: FlowDeps) {
  return avatarMachine.provide({
    actors: {
      'read file head': fromPromise(async ({ input }) => new Uint8Array(await input.file.slice(0, input.length).arrayBuffer())),
      'upload avatar': fromPromise(({ input }) => api.profile.uploadAvatar(input.file)),
      'fetch user': fromPromise(() => api.auth.user()),
      'remove avatar': fromPromise(() => api.profile.removeAvatar()),
    },
    actions: {
      'announce user': (_, { user }) => app.send({ type: 'session.userUpdated', user }),
      'report failure': (_, { error }) => app.send({ type: 'alert.show', kind: 'danger', code: error.code, errors: error.errors }),
    },
  });
}
