import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { alertMachine } from '../machines/alert/alert.machine';
import { localeMachine } from '../machines/locale/locale.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { staticsMachine } from '../machines/statics/statics.machine';
import type { SocketActorRef } from '../machines/socket/socket.machine';
import type { LiveLogics } from '../machines/app/app.machine';
import type { Language } from '../protocol/common';
import type { Labtest, PatientLogType, Service, ServiceCategory, ServiceTemplate, Speciality } from '../protocol/catalog';
import type { StaticLists } from '../protocol/static-lists';
import { createApi, type Api } from '../services/api';
import { createHttp } from '../services/http';
import type { OpenLiveSocket } from '../services/live-socket';
import { interviewStore, localeStore, redirectStore, sessionStore } from '../services/storage';
import { loadMessages } from '../i18n/messages';
import type { ActorClock, AppRuntime } from '../views/actors';
import { createDevice } from './device';
import { EventLog, logAs, sessionLogStore } from './event-log';
import { createFlowLoader, flowNameOf } from './flows';
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
  /** Sets the page's language attribute (default: the document's `lang`). */
  setDocumentLanguage?(lang: Language): void;
}

/** What the browser remembers between visits (src/services/storage.ts); a replay keeps its own in memory. */
export interface RuntimeStores {
  session: { getToken(): string | null; setToken(token: string): void; clear(): void };
  interview: { get(): string | null; clear(): void };
  locale: { get(): Language | null; set(lang: Language): void };
  redirect: { set(path: string): void };
}

const BROWSER_STORES: RuntimeStores = { session: sessionStore, interview: interviewStore, locale: localeStore, redirect: redirectStore };

/**
 * A replay (src/app/replay) runs the same runtime with the recorded world standing in: the app
 * starts with the recorded input, every HTTP call and socket is replaced by a stand-in that never
 * answers (the log's answers are delivered instead), timers never fire (the log's are), and
 * `machines` turns each machine into its replay form.
 */
export interface ReplayMode {
  appInput: { token: string | null; authcode: string | null; locale: Language };
  machines<T>(logic: T): T;
  stores: RuntimeStores;
  clock: ActorClock;
  /** The replay's inspector (its own log, and the stand-ins for views' sends). */
  inspect: (ev: InspectionEvent) => void;
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
export function createRuntime(effects: RuntimeEffects, eventLog?: EventLog, replay?: ReplayMode): AppRuntime & { eventLog: EventLog; liveLogics(): Promise<LiveLogics> } {
  const stores = replay?.stores ?? BROWSER_STORES;
  const log = eventLog ?? new EventLog({
    build: BUILD_ID,
    now: () => performance.now(),
    wallNow: () => Date.now(),
    language: () => document.documentElement.lang || 'ka',
    viewport: () => ({ width: innerWidth, height: innerHeight }),
    store: sessionLogStore,
    flowName: flowNameOf,
  });
  const asReplayed = <T,>(logic: T): T => (replay ? replay.machines(logic) : logic);
  const clock: ActorClock = replay?.clock ?? (log.clock as ActorClock);
  const inspect = replay?.inspect ?? log.inspect;
  let token = replay ? replay.appInput.token : stores.session.getToken();
  let appActor: ReturnType<typeof createActor<typeof appMachine>> | null = null;
  const http = createHttp({
    // A replay sends nothing: what the server answered is in the log.
    fetch: replay ? () => new Promise<Response>(() => {}) : effects.fetch,
    getToken: () => token,
    onUnauthorized: () => appActor?.send({ type: 'session.unauthorized' }),
  });
  const api = createApi(http);

  const session = sessionMachine.provide({
    actors: {
      'fetch user': fromPromise(() => api.auth.user()),
      // The answer says whether a guest interview waits to be bound (the guard reads it, and the log has it).
      'exchange authcode': fromPromise(async ({ input }) => ({ ...(await api.auth.loginWithAuthcode(input.code)), interview: stores.interview.get() })),
      'revoke session': fromPromise(() => api.auth.logout()),
      'bind interview': fromPromise(async (): Promise<unknown> => {
        const id = stores.interview.get();
        if (!id) return null;
        try {
          return await api.interviews.bindPatient(id);
        } finally {
          stores.interview.clear();
        }
      }),
    },
    actions: {
      'persist token': (_, params) => {
        token = params.token;
        stores.session.setToken(params.token);
      },
      'clear stored session': () => {
        token = null;
        stores.session.clear();
        // What this person did leaves with their session (sign-out, a 401, an expired session).
        if (!replay) log.clear();
      },
      'go to login': () => {
        // Remember where the person was, so signing in again brings them back there.
        const here = effects.currentPath();
        if (matchesProtectedRoute(here.split('?')[0])) stores.redirect.set(here);
        effects.navigate('/');
        // A fresh page for whoever signs in next: the event log starts again with it.
        if (!replay) effects.reload();
      },
      // Only signing out reloads: what the person left unsent goes with the session on this device.
      'reload root': () => {
        if (replay) return;
        import('../services/chat-drafts')
          .then(({ clearChatDrafts }) => clearChatDrafts())
          .catch(() => {})
          .finally(() => effects.reload());
      },
      'log authcode failure': (_, params) => console.warn('authcode sign-in failed', params.error),
    },
    // From the event (the sign-in, or the authcode's answer), never from storage: a replay must decide the same.
    guards: { 'has pending interview': ({ event }) => Boolean((event as { interview?: unknown }).interview ?? (event as { output?: { interview?: unknown } }).output?.interview) },
  });

  const locale = localeMachine.provide({
    actors: {
      // The log names the catalogue instead of copying it (a replay loads the same one).
      'load messages': fromPromise(async ({ input }) => logAs(await loadMessages(input.locale), { $: 'messages', locale: input.locale })),
      'save language': fromPromise(({ input }) => api.profile.saveLanguage(input.locale)),
    },
    actions: {
      'store locale': (_, params) => stores.locale.set(params.locale),
      'apply document language': (_, params) => {
        if (effects.setDocumentLanguage) effects.setDocumentLanguage(params.locale);
        else document.documentElement.lang = params.locale;
      },
    },
  });

  const statics = staticsMachine.provide({ actors: { 'load statics': fromPromise(() => loadStatics(api)) } });

  if (!replay) log.boot(effects.currentPath());
  const machine = asReplayed(appMachine.provide({ actors: { session, locale, statics, alert: alertMachine } }));
  appActor = createActor(machine, {
    systemId: 'app',
    input: replay?.appInput ?? { token, authcode: effects.initialAuthcode, locale: stores.locale.get() ?? effects.defaultLocale },
    inspect,
    clock,
  });
  const system = appActor.system;
  appActor.start();
  const loadFlow = createFlowLoader({ api, app: appActor, navigate: effects.navigate, exportLog: () => log.toSessionLog() }, asReplayed);
  const liveLogics = async (): Promise<LiveLogics> => {
    const { createLiveLogics } = await import('./live-channel');
    const logics = createLiveLogics({ origin: effects.origin ?? (() => location.origin), api, open: effects.openLiveSocket, playCue: effects.playCue, startRinging: effects.startRinging });
    return Object.fromEntries(Object.entries(logics).map(([id, logic]) => [id, asReplayed(logic)])) as LiveLogics;
  };

  // The live channel is needed only with a session: its machines and partysocket load (own chunk)
  // the first time there is a token, and the root spawns them (SPEC §9 timing is the machine's).
  // A replay delivers the recorded `runtime.liveLoaded` instead.
  let socketRequested = false;
  const started = appActor;
  const loadSocket = () => {
    socketRequested = true;
    liveLogics()
      .then((logics) => {
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
  if (!replay) {
    system.get('session').subscribe((s: { context: { token: string | null } }) => {
      if (s.context.token && !socketRequested) loadSocket();
    });
  }

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
    flowOptions: { inspect, clock },
    exportLog: () => log.toSessionLog(),
    recordLocation: (path) => {
      if (!replay) log.location(path);
    },
    loadFlow,
    eventLog: log,
    liveLogics,
  };
}
