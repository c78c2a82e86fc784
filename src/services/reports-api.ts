import type { CreateReportBody, CreatedReport, Report, ReportDestinations, ReportList } from '../protocol/reports';
import type { Api } from './api';

/**
 * The calls of problem reports (src/protocol/reports.ts has the route table). Its own module so
 * that only the report dialog's and the support list's chunks carry them.
 */
export function createReportsApi(api: Api) {
  return {
    destinations: () => api.get<ReportDestinations>('reports/destinations'),
    send: (body: CreateReportBody) => api.post<CreatedReport>('reports', body),
    /** One page of a clinic's reports, newest first (that clinic's support staff only); the body is the page itself. */
    list: (clinicId: number, page: number) => api.getBody<ReportList>('reports', { clinic_id: clinicId, page }),
    /** One report with its session log (its clinic's support staff only; anyone else: not found). */
    get: (id: string) => api.get<Report>(`reports/${encodeURIComponent(id)}`),
  };
}
export type ReportsApi = ReturnType<typeof createReportsApi>;
