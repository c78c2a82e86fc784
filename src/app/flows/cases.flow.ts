import { fromCallback, fromPromise } from 'xstate';
import type { CatalogPage } from '../../machines/catalog/catalog-list.machine';
import { CASE_PANEL_PUSH_EVENTS, casePanelMachine } from '../../machines/cases/case-panel.machine';
import { CASE_PUSH_EVENTS, caseMachine } from '../../machines/cases/case.machine';
import { lookupMachine } from '../../machines/cases/lookup.machine';
import type { AppActorRef } from '../../machines/app/app.machine';
import type { DoctorSummary } from '../../protocol/catalog';
import type { Language } from '../../protocol/common';
import { createCasesApi } from '../../services/cases-api';
import { reportFailure, type FlowDeps } from './flow-deps';
import { resourceFlow } from './resource-flow';

/** Every push of `types` and every (re)connect, sent back to the actor that listens. */
function listenTo(app: AppActorRef, types: readonly string[]) {
  return fromCallback(({ sendBack }) => {
    const subscriptions = [...types, 'socket.connected'].map((type) => app.on(type as 'socket.connected', (event) => sendBack(event)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  });
}

/** Most cases of one patient a panel (or a reference picker) shows: the list's page limit. */
const PATIENT_CASES_LIMIT = 100;

/** Medical cases: one case, the chat's case panel, the searches the edit view uses, a case's history and a patient's other cases. */
export function caseFlows({ api, app }: FlowDeps) {
  const cases = createCasesApi(api);
  const report = reportFailure(app);
  const lookup = (find: (query: string, params: Record<string, string>) => Promise<unknown[]>) =>
    lookupMachine.provide({
      actors: { find: fromPromise(({ input }) => find(input.query, input.params)) },
    });
  return {
    case: caseMachine.provide({
      actors: {
        'load case': fromPromise(({ input }) => cases.get(input.id)),
        'send command': fromPromise(({ input }) => {
          const { command, id, version } = input;
          return command.type === 'upload_file' ? cases.uploadFile(id, version, command.file) : cases.command(id, { ...command, version });
        }),
        'live pushes': listenTo(app, CASE_PUSH_EVENTS),
      },
      actions: { 'report failure': report },
    }),
    casePanel: casePanelMachine.provide({
      actors: {
        'load cases': fromPromise(async ({ input }) => (await cases.list({ patient_id: input.patientId, limit: PATIENT_CASES_LIMIT })).items),
        'open case': fromPromise(({ input }) => cases.open({ patient_id: input.patientId, client_id: input.clientId })),
        'live pushes': listenTo(app, CASE_PANEL_PUSH_EVENTS),
      },
      actions: { 'report failure': report },
    }),
    /** Symptoms of the catalogue by name (`lang`; `sex` narrows to the patient's). */
    symptomLookup: lookup((q, { lang, sex }) => api.symptoms.search(q, lang as Language, sex === 'male' || sex === 'female' ? sex : null)),
    /** The shipped ICD-10 list, in either language. */
    icd10Lookup: lookup((q) => cases.icd10(q)),
    /** Doctors of the directory by name (`GET /api/doctors?q`), to share a case with. */
    doctorLookup: lookup(async (q) => (await api.get<CatalogPage<DoctorSummary>>('doctors', { q, page: 1, limit: 8 })).items),
    /** A patient's cases the viewer may read (`patient_id`), newest first: what a case may refer to. */
    patientCases: resourceFlow(async ({ patient_id }) => (await cases.list({ patient_id, limit: PATIENT_CASES_LIMIT })).items),
    /** A case's history from its stream (`id`). */
    caseHistory: resourceFlow(({ id }) => cases.history(id)),
  };
}
