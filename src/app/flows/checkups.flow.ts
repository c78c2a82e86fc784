import { fromCallback, fromPromise } from 'xstate';
import type { ResourceEvent } from '../../machines/catalog/resource.machine';
import { checkupMachine, type CheckupPage } from '../../machines/checkups/checkup.machine';
import { latestPerType } from '../../machines/checkups/checkup-rules';
import type { Checkup } from '../../protocol/checkups';
import type { NotificationAction } from '../../protocol/notifications';
import { CASE_ROW_PUSHES } from './patients.flow';
import { createCasesApi } from '../../services/cases-api';
import { createCheckupsApi } from '../../services/checkups-api';
import type { FlowDeps } from './flow-deps';
import { refreshOn, resourceFlow, type ResourceWatch } from './resource-flow';

/** Notifications after which a list of checkups may have a new one (the patient's, or a doctor's of a critical one). */
export const CHECKUP_NOTIFICATIONS: readonly NotificationAction[] = ['checkup.received', 'checkup.critical'];

/** How many rows a card of the overview shows (its page shows them all). */
export const OVERVIEW_ROWS = 3;

/** How far back the overview looks for the latest readings: the log's own default span. */
const READINGS_SPAN_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Checkups and the patient's overview (issue 17): the list of checkups (the patient's own, or a
 * treated patient's for a doctor), one checkup with the interview started from it, and the
 * overview's latest checkup and latest readings. Lists load again quietly when a checkup arrives
 * (a NotificationCreated of CHECKUP_NOTIFICATIONS) or the live channel reconnects.
 */
export function checkupFlows({ api, app, navigate }: FlowDeps) {
  const checkups = createCheckupsApi(api);
  const cases = createCasesApi(api);
  /** Sends `resource.refresh` when a notification of `actions` arrives, and after a reconnect. */
  const watch = (actions: readonly NotificationAction[]): ResourceWatch =>
    fromCallback<ResourceEvent>(({ sendBack }) => {
      const subscriptions = [
        app.on('server.NotificationCreated', (event) => {
          if (actions.includes(event.payload.action)) sendBack({ type: 'resource.refresh' });
        }),
        app.on('socket.connected', () => sendBack({ type: 'resource.refresh' })),
      ];
      return () => subscriptions.forEach((s) => s.unsubscribe());
    });
  return {
    /** The viewer's checkups, or a treated patient's (`patient_id`), newest first, live. */
    checkupList: resourceFlow(({ patient_id }) => checkups.list(patient_id || undefined), watch(CHECKUP_NOTIFICATIONS)),
    /** One checkup; a viewer who is not the patient also gets the patient's name (a courtesy: without it the page still shows). */
    checkup: checkupMachine.provide({
      actors: {
        'load checkup': fromPromise<CheckupPage, { id: string; viewerId: string }>(async ({ input }) => {
          const checkup = await checkups.get(input.id);
          if (checkup.patient_id === input.viewerId) return { checkup, patient: null };
          const patient = await cases.patient(checkup.patient_id).then((s) => s.patient, () => null);
          return { checkup, patient };
        }),
        'start interview': fromPromise(({ input }) => checkups.startInterview(input.id)),
      },
      actions: {
        'open interview': (_, { id }) => navigate(`/interview/${encodeURIComponent(id)}`),
      },
    }),
    /** The overview: the patient's newest checkup with its values (null: none yet), live. */
    latestCheckup: resourceFlow(async (): Promise<Checkup | null> => {
      const list = await checkups.list();
      const newest = [...list].sort((a, b) => Date.parse(b.measured_at) - Date.parse(a.measured_at))[0];
      return newest ? checkups.get(newest.id) : null;
    }, watch(['checkup.received'])),
    /** The overview: the newest reading of each type in the patient's health log (an empty list: none yet). */
    latestReadings: resourceFlow(async () => latestPerType(await checkups.patientLog(new Date(Date.now() - READINGS_SPAN_MS).toISOString())), watch(['checkup.received'])),
    /** The overview: the patient's open (active) cases, a few, live. */
    openCases: resourceFlow(() => cases.list({ status: 'active', limit: OVERVIEW_ROWS }), refreshOn(app, CASE_ROW_PUSHES)),
    /** The overview: the patient's latest AI results, a few. */
    recentAiResults: resourceFlow(async () => (await api.interviews.mine()).items.slice(0, OVERVIEW_ROWS), refreshOn(app, ['socket.connected'])),
  };
}
