import { fromPromise } from 'xstate';
import { reportFormMachine } from '../../machines/reports/report-form.machine';
import { replayViewerMachine } from '../../machines/replay/replay-viewer.machine';
import { createReportsApi } from '../../services/reports-api';
import type { FlowDeps } from './flow-deps';
import { resourceFlow } from './resource-flow';

/**
 * Problem reports (issue 14): the "Report a problem" dialog, and the support staff's list of
 * their clinic's reports with the clinics they may pick from.
 */
export function reportFlows({ api, exportLog }: FlowDeps) {
  const reports = createReportsApi(api);
  return {
    /** The dialog's form: the session's log goes with the report only when the person consented. */
    reportForm: reportFormMachine.provide({
      actors: {
        'load destinations': fromPromise(() => reports.destinations()),
        'send report': fromPromise(({ input }) => {
          const log = exportLog();
          return reports.send({ text: input.text, clinic_id: input.clinic_id, consent: input.consent, log: input.consent ? log : null, build: log.build });
        }),
      },
    }),
    /** One page (`page`) of a clinic's (`clinic_id`) reports, newest first. */
    reportsList: resourceFlow(({ clinic_id, page }) => reports.list(Number(clinic_id), Number(page) || 1)),
    /** The clinics the person may send to: for support staff, their own clinics with names. */
    reportDestinations: resourceFlow(() => reports.destinations()),
    /** One report (`id`) with its session log, for its replay page. */
    report: resourceFlow(({ id }) => reports.get(String(id))),
    /** The replay page: the frame it posts to is the app's own (REPLAY_FRAME_PATH). */
    // (Replaying a support person's own session, the frame is a stand-in without postMessage: nothing to post to.)
    replayViewer: replayViewerMachine.provide({
      actions: { post: (_, { frame, message }) => (typeof frame.postMessage === 'function' ? frame.postMessage(message, location.origin) : undefined) },
    }),
  };
}
