import { fromPromise } from 'xstate';
import type { AlertContent } from '../../machines/alert/alert.machine';
import { loginMachine } from '../../machines/login/login.machine';
import type { AppError } from '../../protocol/errors';
import { interviewStore, pendingIdentifierStore, redirectStore } from '../../services/storage';
import type { FlowDeps } from './flow-deps';

/** Sign-in: the login calls, the identifier kept for registration, signing in, the redirect target. */
export function loginFlow({ api, app, navigate }: FlowDeps) {
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
      // The server knows the identifier now typed: the unknown one kept before (the same, or a
      // mistyped one the person has since corrected) is no longer to be offered on this device.
      'forget pending identifier': () => pendingIdentifierStore.clear(),
      navigate: (_, { to }) => navigate(to),
      'go to redirect target': () => navigate(redirectTarget(redirectStore.take())),
      'sign in': (_, session) => app.send({ type: 'session.signedIn', token: session.token, user: session.user, interview: interviewStore.get() }),
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

