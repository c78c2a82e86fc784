import { fromPromise } from 'xstate';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { interviewStore, pendingIdentifierStore } from '../../services/storage';
import { reportFailure, type FlowDeps } from './flow-deps';

/** The registration wizard: the two registration calls, signing in, the Dashboard. */
export function registrationFlow({ api, app, navigate }: FlowDeps) {
  return registrationMachine.provide({
    actors: {
      'request code': fromPromise(({ input }) => api.auth.requestRegistrationCode(input)),
      'create account': fromPromise(({ input }) => api.auth.register(input)),
    },
    actions: {
      'sign in': (_, session) => app.send({ type: 'session.signedIn', token: session.token, user: session.user, interview: interviewStore.get() }),
      'go to dashboard': () => navigate('/dashboard'),
      'forget pending identifier': () => pendingIdentifierStore.clear(),
      'report failure': reportFailure(app),
    },
  });
}

