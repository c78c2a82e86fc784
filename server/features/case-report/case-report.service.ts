import type { Language } from '../../../src/protocol/common';
import { AppError } from '../../../src/protocol/errors';
import { wallClock } from '../../../src/protocol/zoned-time';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { catalogService } from '../catalog';
import { readCase } from '../cases';
import { renderCaseReport, type ReportLogo } from './case-report.pdf';
import { caseReportRepository } from './case-report.repository';

/** The image types pdfkit draws (and SVG through svg-to-pdfkit); a logo in any other is left out. */
const LOGO_KINDS: Record<string, ReportLogo['kind']> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/svg+xml': 'svg' };

/**
 * The printable case report as a PDF (`GET /api/cases/:id/report.pdf`): for those who read the
 * case (its patient, its doctor, doctors it is shared with; an operator of the clinic gets 403,
 * anyone else 404), in the language asked for, audited as `case.report`.
 */
export function caseReportService(deps: AppDeps) {
  const repo = caseReportRepository(deps.db);
  const catalog = catalogService(deps);

  async function logoOf(clinicId: number): Promise<ReportLogo | null> {
    try {
      const file = await catalog.clinicLogo(String(clinicId));
      const kind = LOGO_KINDS[file.contentType];
      return kind ? { kind, bytes: file.body } : null;
    } catch (err) {
      // A logo that is gone or refused leaves the header without it; the report is what matters.
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  return {
    async render(user: User, caseId: string, lang: Language, ip: string | null): Promise<{ pdf: Buffer; day: string }> {
      const { case: c } = await readCase(deps.db, user.id, caseId);
      const clinic = await repo.clinic(c.clinic_id);
      if (!clinic) throw new AppError('case.not_found', 404, { message: 'No such case' });
      const now = deps.clock.now();
      const today = wallClock(now, clinic.timeZone).date;
      const pdf = await renderCaseReport({
        case: c,
        lang,
        clinic: { name: clinic.name, address: clinic.address, phones: clinic.phones, timeZone: clinic.timeZone, logo: clinic.hasLogo ? await logoOf(clinic.id) : null },
        patientIdNumber: await repo.idNumber(c.patient_id),
        today,
      });
      await audit(deps.db, { action: 'case.report', recordType: 'case', recordId: c.id, patientId: c.patient_id, clinicId: c.clinic_id, ip, actorId: user.id, detail: { lang } }, now);
      return { pdf, day: wallClock(c.start_time, clinic.timeZone).date };
    },
  };
}
