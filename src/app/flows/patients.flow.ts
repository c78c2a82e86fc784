import { SCHEDULE_PUSH_EVENTS } from '../../machines/schedules/schedule.machine';
import type { Clinic } from '../../protocol/catalog';
import type { CaseStatus } from '../../protocol/cases';
import type { AppEmitted } from '../../machines/app/app.machine';
import { createCasesApi } from '../../services/cases-api';
import type { CaseReportData } from '../../views/cases/report/report-data';
import type { FlowDeps } from './flow-deps';
import { refreshOn, resourceFlow } from './resource-flow';

/**
 * The pushes that change what a case list row shows (its status, its main diagnosis, whether the
 * viewer may see it at all), and the reconnect after which anything may have changed. Evidences,
 * lab tests, files, treatments and referrals are not in a row, so their pushes load nothing.
 */
export const CASE_ROW_PUSHES = [
  'server.PatientCaseCreated',
  'server.PatientCaseCompleted',
  'server.PatientCaseCancelled',
  'server.PatientCaseDiagnosisAdded',
  'server.PatientCaseDiagnosisEdited',
  'server.PatientCaseDiagnosisRemoved',
  'server.PatientCaseShared',
  'server.PatientCaseUnshared',
  'socket.connected',
] as const satisfies readonly AppEmitted['type'][];

/** A number the route params carry as text, or undefined when absent. */
const num = (v: string | undefined) => (v ? Number(v) : undefined);

/**
 * Medical case lists, patients and the printable report (issue 13): read-only pages over the
 * resource machine. The lists and the patient's page load again quietly when a push may have
 * changed a row (CASE_ROW_PUSHES; the patient's page also on appointment pushes).
 */
export function patientFlows({ api, app }: FlowDeps) {
  const cases = createCasesApi(api);
  return {
    /** One page of the viewer's cases (`status`, `q`, `page`, `limit`), newest first, live. */
    casesList: resourceFlow(
      ({ status, q, page, limit }) => cases.list({ status: (status || undefined) as CaseStatus | undefined, q: q || undefined, page: num(page), limit: num(limit) }),
      refreshOn(app, CASE_ROW_PUSHES),
    ),
    /**
     * How many of the viewer's cases are in a status (`status`), live, as `{ total }`: a count on
     * the dashboard, a courtesy whose failure shows nothing (the list itself reports its own).
     */
    caseCount: resourceFlow(async ({ status }) => ({ total: (await cases.list({ status: status as CaseStatus, limit: 1 })).total }), refreshOn(app, CASE_ROW_PUSHES)),
    /** One page of the viewer's patients (`q`, `page`, `limit`). */
    patientsList: resourceFlow(({ q, page, limit }) => cases.patients({ q: q || undefined, page: num(page), limit: num(limit) })),
    /** One patient's page (`id`), live: their cases and appointments change while it is open. */
    patientSummary: resourceFlow(({ id }) => cases.patient(id), refreshOn(app, [...CASE_ROW_PUSHES, ...SCHEDULE_PUSH_EVENTS])),
    /** The printable report of a case (`id`): the case, its clinic's header and the PDF's address. */
    caseReport: resourceFlow(async ({ id }): Promise<CaseReportData> => {
      const c = await cases.get(id);
      // The header is a courtesy: a clinic that cannot be read leaves its name from the case.
      const clinic = await api.get<Clinic>(`clinics/${c.clinic_id}`).catch(() => null);
      return { case: c, clinic, pdf: { ka: cases.reportPdfUrl(id, 'ka'), en: cases.reportPdfUrl(id, 'en') } };
    }),
  };
}
