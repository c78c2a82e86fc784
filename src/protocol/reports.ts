import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema } from './common-schemas';
import { SessionLogSchema } from './session-log';
import { UserTypeSchema } from './user';

/**
 * Problem reports and the support role (issue 14). Anyone signed in sends a report to a clinic: a
 * text and, only with their explicit consent, the event log of their session (what they saw,
 * clinical content included). Support staff of that clinic (a clinic role of its own, granted by
 * the clinic's administrators) list and open them; every opening is audited. Reports are kept
 * for the server's REPORT_RETENTION_DAYS.
 *
 * | route | who | answer |
 * | --- | --- | --- |
 * | `POST /api/reports` | a patient to any clinic, staff to their own clinics (else 403 `report_clinic_not_allowed`) | 201 `{ data: CreatedReport }` |
 * | `GET /api/reports/destinations` | anyone signed in | `{ data: ReportDestinations }` |
 * | `GET /api/reports?clinic_id&page` | support of the clinic (else 403 `report_not_allowed`; unknown clinic 404) | `ReportList` (not wrapped again) |
 * | `GET /api/reports/:id` | support of the report's clinic; anyone else 404 `report_not_found` | `{ data: Report }` |
 * | `GET /api/clinics/:clinicId/support` | the clinic's administrators (else 403 `support_not_allowed`) | `{ data: SupportGrant[] }` |
 * | `PUT /api/clinics/:clinicId/support/:userId` | the clinic's administrators; 422 `support_not_staff` | 204 |
 * | `DELETE /api/clinics/:clinicId/support/:userId` | the clinic's administrators | 204 |
 *
 * A report's body may be up to REPORT_BODY_MAX_BYTES; a larger one answers 413 `report_too_large`.
 * A `log` without `consent` answers 400 `report_log_without_consent`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A clinic id: a positive PostgreSQL integer (a larger number is no clinic, not a database error). */
const ClinicIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Longest report text, in characters, after trimming. */
export const REPORT_TEXT_MAX = 4000;
/** Longest build id a report carries. */
export const REPORT_BUILD_MAX = 100;
/** Longest `text_preview` of a listed report. */
export const REPORT_PREVIEW_MAX = 160;
/** Largest request body `POST /api/reports` accepts: a long session's log with its answers. */
export const REPORT_BODY_MAX_BYTES = 5 * 1024 * 1024;
/** Reports on one page of `GET /api/reports`. */
export const REPORTS_PER_PAGE = 20;

/** `POST /api/reports`. `text` is trimmed on the server; `log` must be null unless `consent`. */
export const CreateReportBodySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: REPORT_TEXT_MAX }),
  clinic_id: ClinicIdSchema,
  consent: Type.Boolean(),
  log: Nullable(SessionLogSchema),
  build: Type.String({ maxLength: REPORT_BUILD_MAX }),
});
export type CreateReportBody = Static<typeof CreateReportBodySchema>;

/** The answer to a sent report; `created_at` is ISO 8601. */
export const CreatedReportSchema = Type.Object({ id: Type.String(), created_at: Type.String() });
export type CreatedReport = Static<typeof CreatedReportSchema>;

/**
 * Where the person may send a report: a patient every clinic of the catalogue (suggested: the
 * clinic of their latest appointment, else of their latest chat with a clinic), staff their own
 * clinics (suggested: the first). `suggested` is null when nothing points to one.
 */
export const ReportDestinationsSchema = Type.Object({
  clinics: Type.Array(Type.Object({ id: Type.Integer(), name: LocalizedSchema })),
  suggested: Nullable(Type.Integer()),
});
export type ReportDestinations = Static<typeof ReportDestinationsSchema>;

export const ReportListQuerySchema = Type.Object({
  clinic_id: ClinicIdSchema,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type ReportListQuery = Static<typeof ReportListQuerySchema>;

/** Who sent a report. */
export const ReportReporterSchema = Type.Object({
  id: Type.String(),
  type: UserTypeSchema,
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
});

/** A report as its clinic's support list shows it; times are ISO 8601. `steps` is 0 without a log. */
export const ReportListItemSchema = Type.Object({
  id: Type.String(),
  clinic_id: Type.Integer(),
  created_at: Type.String(),
  expires_at: Type.String(),
  build: Type.String(),
  text_preview: Type.String({ maxLength: REPORT_PREVIEW_MAX }),
  has_log: Type.Boolean(),
  steps: Type.Integer({ minimum: 0 }),
  reporter: ReportReporterSchema,
});
export type ReportListItem = Static<typeof ReportListItemSchema>;

/** The whole answer of `GET /api/reports`: a page of reports, newest first. */
export const ReportListSchema = Type.Object({
  data: Type.Array(ReportListItemSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
});
export type ReportList = Static<typeof ReportListSchema>;

/** One report as support opens it: the whole text, the app's language then, and the log if sent. */
export const ReportSchema = Type.Composite([
  ReportListItemSchema,
  Type.Object({
    text: Type.String(),
    language: Type.String(),
    consent: Type.Boolean(),
    log: Nullable(SessionLogSchema),
  }),
]);
export type Report = Static<typeof ReportSchema>;

export const ReportIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** A support grant as the clinic's administrators see it. */
export const SupportGrantSchema = Type.Object({
  user_id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  type: UserTypeSchema,
  granted_at: Type.String(),
  /** The administrator who granted it; null when granted with `npm run support:grant` or by the demo data. */
  granted_by: Nullable(Type.String()),
});
export type SupportGrant = Static<typeof SupportGrantSchema>;

export const SupportClinicParamsSchema = Type.Object({ clinicId: ClinicIdSchema });
export const SupportGrantParamsSchema = Type.Object({
  clinicId: ClinicIdSchema,
  userId: Type.String({ minLength: 1, maxLength: 64 }),
});
