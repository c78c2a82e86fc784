import { Type, type Static } from '@sinclair/typebox';
import { LocalizedSchema } from './common-schemas';
import { SessionLogSchema } from './session-log';
import { UserTypeSchema } from './user';

/**
 * Problem reports (issue 14): a signed-in person (any role) sends a text and, with their explicit
 * consent, the event log of their session to a clinic's support staff (the clinic role in
 * `user.support_clinics`), who list and open the reports of their clinic. Reports are kept a
 * configured number of days (server config REPORT_RETENTION_DAYS).
 *
 * Routes:
 * - `POST /api/reports` (ReportBody) → 201 ReportCreated; `log` must be null unless `consent`;
 * - `GET /api/reports/destinations` → ReportDestinations;
 * - `GET /api/reports?clinic_id=&page=` (that clinic's support only) → ReportList, newest first;
 * - `GET /api/reports/:id` (the report's clinic's support only, else 404) → Report.
 */

/** Most characters of a report's text (after trimming). */
export const REPORT_TEXT_MAX = 4000;
/** Most characters of the text a list row previews. */
export const REPORT_PREVIEW_MAX = 160;
/** Most characters of the build id a report names. */
export const REPORT_BUILD_MAX = 100;

/** `POST /api/reports`: the text, the clinic it goes to, and the session's log only with consent. */
export const ReportBodySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: REPORT_TEXT_MAX }),
  clinic_id: Type.Integer(),
  consent: Type.Boolean(),
  log: Type.Union([SessionLogSchema, Type.Null()]),
  build: Type.String({ maxLength: REPORT_BUILD_MAX }),
});
export type ReportBody = Static<typeof ReportBodySchema>;

/** The answer of `POST /api/reports` (201). */
export const ReportCreatedSchema = Type.Object({ id: Type.String(), created_at: Type.String() });
export type ReportCreated = Static<typeof ReportCreatedSchema>;

/**
 * `GET /api/reports/destinations`: where the person may send a report. A patient: every clinic of
 * the catalogue, suggested the clinic of their latest appointment (or else latest chat); staff:
 * their own clinics, suggested the first.
 */
export const ReportDestinationsSchema = Type.Object({
  clinics: Type.Array(Type.Object({ id: Type.Integer(), name: LocalizedSchema })),
  suggested: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReportDestinations = Static<typeof ReportDestinationsSchema>;

/** A report as a row of the support staff's list. */
export const ReportListItemSchema = Type.Object({
  id: Type.String(),
  clinic_id: Type.Integer(),
  created_at: Type.String(),
  expires_at: Type.String(),
  build: Type.String(),
  /** The start of the text (at most REPORT_PREVIEW_MAX characters). */
  text_preview: Type.String({ maxLength: REPORT_PREVIEW_MAX }),
  has_log: Type.Boolean(),
  /** Steps of the attached log; 0 without one. */
  steps: Type.Integer({ minimum: 0 }),
  reporter: Type.Object({ id: Type.String(), type: UserTypeSchema, firstname: LocalizedSchema, lastname: LocalizedSchema }),
});
export type ReportListItem = Static<typeof ReportListItemSchema>;

/** `GET /api/reports?clinic_id=&page=`: one page of a clinic's reports, newest first. */
export const ReportListSchema = Type.Object({
  data: Type.Array(ReportListItemSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
});
export type ReportList = Static<typeof ReportListSchema>;

/** `GET /api/reports/:id`: the whole report, with its log when the reporter consented. */
export const ReportSchema = Type.Composite([
  ReportListItemSchema,
  Type.Object({
    text: Type.String(),
    language: Type.String(),
    consent: Type.Boolean(),
    log: Type.Union([SessionLogSchema, Type.Null()]),
  }),
]);
export type Report = Static<typeof ReportSchema>;
