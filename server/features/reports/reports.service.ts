import { randomUUID } from 'node:crypto';
import { AppError } from '../../../src/protocol/errors';
import {
  REPORTS_PER_PAGE, type CreateReportBody, type CreatedReport, type Report, type ReportDestinations, type ReportList, type ReportListItem, type ReportListQuery,
} from '../../../src/protocol/reports';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { reportsRepository, type ReportRow } from './reports.repository';
import { checkedReport, mayReadReportsOf, maySendReportTo, reportDestinationIds, reportExpiry, reportPreview } from './reports.rules';
import { clinicNotFound } from './support.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One answer for every report a person may not open, unknown and expired ones included: they learn nothing. */
const reportNotFound = () => new AppError('report_not_found', 404, { message: 'No such report' });

const listItem = (r: ReportRow): ReportListItem => ({
  id: r.id,
  clinic_id: r.clinicId,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  build: r.build,
  text_preview: reportPreview(r.text),
  has_log: r.hasLog,
  steps: r.steps,
  reporter: r.reporter,
});

/**
 * Problem reports (issue 14; src/protocol/reports.ts has the route table): anyone signed in sends
 * one to a clinic they may reach; the clinic's support staff list and open them, each opening
 * audited as `report.read`. Reports are kept REPORT_RETENTION_DAYS and, once expired, neither
 * listed nor opened; `prune` deletes them.
 */
export function reportsService(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const repo = reportsRepository(deps.db);

  return {
    /**
     * Stores a report from `user` (text trimmed, 422 when empty or too long; 400
     * `report_log_without_consent`); 404 `clinic.not_found`, 403 `report_clinic_not_allowed` for staff
     * sending to a clinic they do not work for.
     */
    async send(user: User, body: CreateReportBody): Promise<CreatedReport> {
      const report = checkedReport(body);
      if (!(await repo.clinicExists(report.clinic_id))) throw clinicNotFound();
      if (!maySendReportTo(user, report.clinic_id)) {
        throw new AppError('report_clinic_not_allowed', 403, { message: 'Staff send reports only to a clinic they work for' });
      }
      const createdAt = deps.clock.now();
      const id = randomUUID();
      await repo.insert({
        id,
        clinicId: report.clinic_id,
        reporterId: user.id,
        text: report.text,
        build: report.build,
        log: report.log,
        consent: report.consent,
        language: user.language,
        createdAt,
        expiresAt: reportExpiry(createdAt, deps.config.reportRetentionDays),
      });
      return { id, created_at: createdAt.toISOString() };
    },

    /** The clinics `user` may send a report to, and the one to offer first (rules: reportDestinationIds). */
    async destinations(user: User): Promise<ReportDestinations> {
      const clinics = await repo.clinics();
      const patient = user.type === 'Patient';
      const hints = {
        latestAppointmentClinic: patient ? await repo.latestAppointmentClinic(user.id) : null,
        latestChatClinic: patient ? await repo.latestChatClinic(user.id) : null,
      };
      const { clinicIds, suggested } = reportDestinationIds(user, clinics.map((c) => c.id), hints);
      const byId = new Map(clinics.map((c) => [c.id, c]));
      return { clinics: clinicIds.map((id) => byId.get(id)!), suggested };
    },

    /**
     * A page of the clinic's reports, newest first, for its support staff: 404 `clinic.not_found`,
     * 403 `report_not_allowed` for anyone else.
     */
    async list(user: User, q: ReportListQuery): Promise<ReportList> {
      if (!(await repo.clinicExists(q.clinic_id))) throw clinicNotFound();
      if (!mayReadReportsOf(user, q.clinic_id)) throw new AppError('report_not_allowed', 403, { message: "Only the clinic's support staff read its reports" });
      const page = q.page ?? 1;
      const { rows, total } = await repo.page(q.clinic_id, deps.clock.now(), { limit: REPORTS_PER_PAGE, offset: (page - 1) * REPORTS_PER_PAGE });
      return { data: rows.map(listItem), total, page, per_page: REPORTS_PER_PAGE };
    },

    /**
     * The whole report for support staff of its clinic, audited as `report.read`; 404
     * `report_not_found` for everyone else, the reporter included, exactly as for an unknown or
     * expired report.
     */
    async open(user: User, idText: string, ip: string | null): Promise<Report> {
      if (!UUID.test(idText)) throw reportNotFound();
      const now = deps.clock.now();
      const r = await repo.find(idText.toLowerCase(), now);
      if (!r || !mayReadReportsOf(user, r.clinicId)) throw reportNotFound();
      await audit(
        deps.db,
        {
          actorId: user.id,
          action: 'report.read',
          recordType: 'problem_report',
          recordId: r.id,
          clinicId: r.clinicId,
          patientId: r.reporter.type === 'Patient' ? r.reporter.id : null,
          ip,
        },
        now,
      );
      return { ...listItem(r), text: r.text, language: r.language, consent: r.consent, log: r.log };
    },

    /** Deletes the reports expired by now; answers how many. */
    prune(): Promise<number> {
      return repo.deleteExpired(deps.clock.now());
    },
  };
}
