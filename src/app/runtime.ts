import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { alertMachine } from '../machines/alert/alert.machine';
import { localeMachine } from '../machines/locale/locale.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { staticsMachine } from '../machines/statics/statics.machine';
import type { SocketActorRef } from '../machines/socket/socket.machine';
import type { Language } from '../protocol/common';
import type { Labtest, PatientLogType, Service, ServiceCategory, ServiceTemplate, Speciality } from '../protocol/catalog';
import type { StaticLists } from '../protocol/static-lists';
import { createApi, type Api } from '../services/api';
import { createHttp } from '../services/http';
import type { OpenLiveSocket } from '../services/live-socket';
import { interviewStore, localeStore, redirectStore, sessionStore } from '../services/storage';
import { loadMessages } from '../i18n/messages';
import type { AppRuntime } from '../views/actors';
import { createDevice } from './device';
import { EventLog } from './event-log';
import { createFlowLoader } from './flows';
import { matchesProtectedRoute } from './route-access';

/** Browser effects the runtime needs; tests replace them. */
export interface RuntimeEffects {
  fetch?: typeof fetch;
  navigate(path: string): void;
  /** Path and query of the page the person is on. */
  currentPath(): string;
  reload(): void;
  /** The `?token=` authcode of the URL the app opened with (only on protected routes). */
  initialAuthcode: string | null;
  /** The language the browser would pick with nothing stored: Georgian. */
  defaultLocale: Language;
  /** Opens one live-channel connection (default: partysocket to the page's own origin). */
  openLiveSocket?: OpenLiveSocket;
  /** The origin the live channel's `/ws` address is built from (default: the page's). */
  origin?(): string;
  /** Plays a sound cue (default: src/services/sound.ts). */
  playCue?(cue: 'message' | 'notification'): void;
  /** Rings the incoming-call tone until the returned function is called (default: src/services/sound.ts). */
  startRinging?(): () => void;
}

async function loadStatics(api: Api) {
  const [settings, labtests, patientLogTypes, serviceCategories, serviceTemplates, specialities, services] = await Promise.all([
    api.settings(),
    api.get<Labtest[]>('static/labtests'),
    api.get<PatientLogType[]>('static/patient-log-types'),
    // SPEC §7: these four are read from data.data.
    api.get<{ data: ServiceCategory[] }>('static/service-categories').then((d) => d.data),
    api.get<{ data: ServiceTemplate[] }>('static/service-templates').then((d) => d.data),
    api.get<{ data: Speciality[] }>('static/specialities').then((d) => d.data),
    api.get<{ data: Service[] }>('static/services').then((d) => d.data),
  ]);
  const lists: StaticLists = { labtests, patientLogTypes, serviceCategories, serviceTemplates, specialities, services };
  return { settings, lists };
}

/**
 * The composition root: one HTTP client, the root actor with real services provided, the event
 * log recording every event, and the flow machines the views start.
 */
export function createRuntime(effects: RuntimeEffects, eventLog = new EventLog()): AppRuntime & { eventLog: EventLog } {
  let token = sessionStore.getToken();
  let appActor: ReturnType<typeof createActor<typeof appMachine>> | null = null;
  const http = createHttp({
    fetch: effects.fetch,
    getToken: () => token,
    onUnauthorized: () => appActor?.send({ type: 'session.unauthorized' }),
  });
  const api = createApi(http);

  const session = sessionMachine.provide({
    actors: {
      'fetch user': fromPromise(() => api.auth.user()),
      'exchange authcode': fromPromise(({ input }) => api.auth.loginWithAuthcode(input.code)),
      'revoke session': fromPromise(() => api.auth.logout()),
      'bind interview': fromPromise(async (): Promise<unknown> => {
        const id = interviewStore.get();
        if (!id) return null;
        try {
          return await api.interviews.bindPatient(id);
        } finally {
          interviewStore.clear();
        }
      }),
    },
    actions: {
      'persist token': (_, params) => {
        token = params.token;
        sessionStore.setToken(params.token);
      },
      'clear stored session': () => {
        token = null;
        sessionStore.clear();
      },
      'go to login': () => {
        // Remember where the person was, so signing in again brings them back there.
        const here = effects.currentPath();
        if (matchesProtectedRoute(here.split('?')[0])) redirectStore.set(here);
        effects.navigate('/');
      },
      // Only signing out reloads: what the person left unsent goes with the session on this device.
      'reload root': () => {
        import('../services/chat-drafts')
          .then(({ clearChatDrafts }) => clearChatDrafts())
          .catch(() => {})
          .finally(() => effects.reload());
      },
      'log authcode failure': (_, params) => console.warn('authcode sign-in failed', params.error),
    },
    guards: { 'has pending interview': () => interviewStore.get() !== null },
  });

  const locale = localeMachine.provide({
    actors: {
      'load messages': fromPromise(({ input }) => loadMessages(input.locale)),
      'save language': fromPromise(({ input }) => api.profile.saveLanguage(input.locale)),
    },
    actions: {
      'store locale': (_, params) => localeStore.set(params.locale),
      'apply document language': (_, params) => {
        document.documentElement.lang = params.locale;
      },
    },
  });

  const statics = staticsMachine.provide({ actors: { 'load statics': fromPromise(() => loadStatics(api)) } });

  const machine = appMachine.provide({ actors: { session, locale, statics, alert: alertMachine } });
  appActor = createActor(machine, {
    systemId: 'app',
    input: { token, authcode: effects.initialAuthcode, locale: localeStore.get() ?? effects.defaultLocale },
    inspect: eventLog.inspect,
  });
  const system = appActor.system;
  appActor.start();
  const loadFlow = createFlowLoader({ api, app: appActor, navigate: effects.navigate });

  // The live channel is needed only with a session: its machines and partysocket load (own chunk)
  // the first time there is a token, and the root spawns them (SPEC §9 timing is the machine's).
  let socketRequested = false;
  const started = appActor;
  const loadSocket = () => {
    socketRequested = true;
    import('./live-channel')
      .then(({ createLiveLogics }) => {
        const logics = createLiveLogics({ origin: effects.origin ?? (() => location.origin), api, open: effects.openLiveSocket, playCue: effects.playCue, startRinging: effects.startRinging });
        started.send({ type: 'runtime.liveLoaded', logics });
        startPushWhenReady();
      })
      .catch((error: unknown) => {
        // A chunk that cannot load (offline after a deploy) leaves the app working without live updates.
        console.warn('live channel: could not load', error);
        socketRequested = false;
      });
  };
  // Device push (OneSignal) only when the server names an app id and someone is signed in; its
  // chunk loads after the live channel's and nothing waits for it.
  let pushStarted = false;
  const startPushWhenReady = () => {
    const check = () => {
      const appId = (system.get('statics') as AppRuntime['statics']).getSnapshot().context.settings?.onesignal_app_id;
      const signedIn = (system.get('session') as AppRuntime['session']).getSnapshot().context.user !== null;
      if (pushStarted || !appId || !signedIn) return;
      pushStarted = true;
      import('../services/push-notifications')
        .then(({ startPushNotifications }) => startPushNotifications({ appId, subscribe: (id) => api.post('notifications/onesignal', { onesignal_user_id: id }) }))
        .catch((error: unknown) => console.warn('push notifications: could not load', error));
    };
    system.get('statics').subscribe(check);
    system.get('session').subscribe(check);
    check();
  };
  system.get('session').subscribe((s: { context: { token: string | null } }) => {
    if (s.context.token && !socketRequested) loadSocket();
  });

  return {
    app: appActor,
    session: system.get('session'),
    locale: system.get('locale'),
    alert: system.get('alert'),
    statics: system.get('statics'),
    get socket() {
      return system.get('socket') as SocketActorRef | undefined;
    },
    device: createDevice(),
    inspect: eventLog.inspect,
    exportLog: () => eventLog.toSessionLog(),
    loadFlow,
    eventLog,
  };
}
