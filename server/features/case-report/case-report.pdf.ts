import SVGtoPDF from 'svg-to-pdfkit';
import { type Case, type Treatment } from '../../../src/protocol/cases';
import type { Language, Localized } from '../../../src/protocol/common';
import { ageOn, formatDay, formatInstant, REPORT_TEXTS, type ReportTexts } from './report-texts';
import { createReportWriter, type ReportWriter } from './report-writer';

/** A clinic's logo as the report can draw it. */
export interface ReportLogo {
  kind: 'png' | 'jpeg' | 'svg';
  bytes: Buffer;
}

/** Everything the report shows: the case, and what the case does not carry itself. */
export interface CaseReportInput {
  case: Case;
  lang: Language;
  clinic: { name: Localized; address: Localized; phones: readonly string[]; timeZone: string; logo: ReportLogo | null };
  /** The patient's ID number (the case keeps names, birthdate and gender only). */
  patientIdNumber: string | null;
  /** The day the report is made, on the clinic's calendar (YYYY-MM-DD): the signature's date and the age. */
  today: string;
}

const PRIMARY = '#1f5f8b';
const MUTED = '#52606d';
const LABEL_WIDTH = 130;
const LOGO_SIZE = 52;

const fullName = (p: { firstname: Localized; lastname: Localized }, lang: Language) => `${p.firstname[lang]} ${p.lastname[lang]}`.trim();

/**
 * The printable case report (issue 13) as a PDF: the clinic's header and logo, the title, who and
 * when, then every part of the case that has content, the doctor's signature line and page
 * numbers. Georgian is drawn with the embedded Noto Sans Georgian.
 */
export async function renderCaseReport(input: CaseReportInput): Promise<Buffer> {
  const { case: c, lang } = input;
  const t = REPORT_TEXTS[lang];
  const day = (instant: string) => formatInstant(instant, lang, input.clinic.timeZone);
  const w = createReportWriter({ title: t.title, author: input.clinic.name[lang], lang });

  header(w, input);
  w.text(t.title, { size: 17, weight: 'bold', color: PRIMARY });
  w.gap(6);

  const age = ageOn(c.patient.birthdate, input.today);
  const rows: [string, string][] = [
    [t.patient, fullName(c.patient, lang)],
    [t.birthdate, c.patient.birthdate ? `${formatDay(c.patient.birthdate, lang)}${age === null ? '' : ` (${t.age(age)})`}` : '—'],
    [t.gender, c.patient.gender ? (t.genders[c.patient.gender] ?? c.patient.gender) : '—'],
    [t.idNumber, input.patientIdNumber ?? '—'],
    [t.doctor, fullName(c.assignee, lang)],
    [t.service, c.service_name?.[lang] ?? '—'],
    [t.started, day(c.start_time)],
    [t.closed, c.closed_at ? day(c.closed_at) : '—'],
    [t.status, t.statuses[c.status]],
  ];
  if (c.status === 'cancelled' && c.cancel_reason) rows.push([t.cancelReason, c.cancel_reason]);
  for (const [label, value] of rows) labelled(w, label, value);

  parts(w, c, t, lang, day);
  signature(w, t, fullName(c.assignee, lang), formatDay(input.today, lang));
  w.numberPages();
  return w.finish();
}

/** The clinic: its logo on the left, its name, address and phones beside it, a rule under. */
function header(w: ReportWriter, input: CaseReportInput): void {
  const { clinic, lang } = input;
  const top = w.doc.y;
  const drawn = input.clinic.logo ? logo(w, input.clinic.logo, w.left, top) : false;
  const x = drawn ? w.left + LOGO_SIZE + 12 : w.left;
  w.text(clinic.name[lang], { x, y: top, size: 13, weight: 'bold' });
  if (clinic.address[lang]) w.text(clinic.address[lang], { x, size: 9, color: MUTED });
  if (clinic.phones.length > 0) w.text(clinic.phones.join(', '), { x, size: 9, color: MUTED });
  w.doc.y = Math.max(w.doc.y, drawn ? top + LOGO_SIZE : 0) + 8;
  w.rule();
  w.gap(12);
}

/** Draws the logo in a square box; false (and nothing drawn) when the image cannot be read, so a broken logo never costs the report. */
function logo(w: ReportWriter, image: ReportLogo, x: number, y: number): boolean {
  try {
    if (image.kind === 'svg') SVGtoPDF(w.doc as never, image.bytes.toString('utf8'), x, y, { width: LOGO_SIZE, height: LOGO_SIZE, preserveAspectRatio: 'xMidYMid meet' });
    else w.doc.image(image.bytes, x, y, { fit: [LOGO_SIZE, LOGO_SIZE], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

/** A label (muted, fixed width) and its value beside it. */
function labelled(w: ReportWriter, label: string, value: string): void {
  w.ensureSpace(16);
  const y = w.doc.y;
  w.text(label, { x: w.left, y, width: LABEL_WIDTH - 8, color: MUTED });
  const below = w.doc.y;
  w.text(value, { x: w.left + LABEL_WIDTH, y });
  w.doc.y = Math.max(below, w.doc.y) + 2;
}

function heading(w: ReportWriter, title: string): void {
  w.gap(10);
  w.ensureSpace(48);
  w.text(title, { size: 11.5, weight: 'bold', color: PRIMARY });
  w.gap(2);
  w.rule();
  w.gap(5);
}

/** One line of a list: a bullet and the text, indented; `strike` for a cancelled item. */
function item(w: ReportWriter, value: string, opts: { strike?: boolean; note?: string } = {}): void {
  w.ensureSpace(14);
  const y = w.doc.y;
  w.text('•', { x: w.left + 4, y, width: 10 });
  w.text(value, { x: w.left + 16, y, strike: opts.strike });
  if (opts.note) w.text(opts.note, { x: w.left + 16, size: 9, color: MUTED });
  w.gap(2);
}

function paragraph(w: ReportWriter, value: string): void {
  for (const line of value.split(/\r?\n/)) {
    w.ensureSpace(14);
    w.text(line);
  }
}

const byCreation = <T extends { created_at: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));

function treatmentLine(x: Treatment, t: ReportTexts): string {
  if (x.type === 'Drug' && x.drug) return `${x.drug.name} — ${x.drug.dose}, ${t.routes[x.drug.route]}, ${x.drug.frequency}, ${x.drug.duration}`;
  return `${t.recommendation}: ${x.text ?? ''}`;
}

/** Every part of the case that has content, in the order a doctor reads a record. */
function parts(w: ReportWriter, c: Case, t: ReportTexts, lang: Language, day: (instant: string) => string): void {
  if (c.evidences.length > 0) {
    heading(w, t.evidences);
    // Presenting complaints first, then what was found present, then what was ruled out.
    const order = (e: Case['evidences'][number]) => (e.is_initial ? 0 : e.choice === 'present' ? 1 : 2);
    for (const e of [...c.evidences].sort((a, b) => order(a) - order(b))) {
      const marks = [e.choice === 'present' ? t.present : t.absent, ...(e.is_initial ? [t.initial] : [])];
      item(w, `${e.name[lang]} — ${marks.join(', ')}`);
    }
  }

  if (c.labtests.length > 0) {
    heading(w, t.labtests);
    for (const l of byCreation(c.labtests)) {
      const file = l.file_id ? c.files.find((f) => f.id === l.file_id) : undefined;
      const result = [l.result, file ? t.resultInFile(file.name) : null].filter((x): x is string => !!x).join('; ') || t.noResult;
      item(w, `${l.name[lang]}: ${result}${l.date ? ` (${formatDay(l.date, lang)})` : ''}`);
    }
  }

  if (c.diagnoses.length > 0) {
    heading(w, t.diagnoses);
    const finalFirst = byCreation(c.diagnoses).sort((a, b) => (a.type === b.type ? 0 : a.type === 'final' ? -1 : 1));
    for (const d of finalFirst) {
      const kind = d.type === 'final' ? t.final : t.preliminary;
      item(w, `${kind}: ${d.code ? `${d.code} — ` : ''}${d.name[lang]}`, { note: d.note ?? undefined });
    }
  }

  if (c.treatments.length > 0) {
    heading(w, t.treatments);
    for (const x of byCreation(c.treatments)) {
      const cancelled = x.status === 'cancelled';
      item(w, treatmentLine(x, t), { strike: cancelled, note: cancelled ? `${t.cancelledMark}${x.cancelled_at ? ` — ${day(x.cancelled_at)}` : ''}` : undefined });
    }
  }

  if (c.service_requests.length > 0) {
    heading(w, t.referrals);
    for (const r of byCreation(c.service_requests)) item(w, `${r.name[lang]} — ${t.referralStatuses[r.status]}`, { note: r.note ?? undefined });
  }

  if (c.references.length > 0) {
    heading(w, t.references);
    for (const r of byCreation(c.references)) item(w, `${day(r.start_time)} — ${r.title[lang]}`);
  }

  if (c.files.length > 0) {
    heading(w, t.files);
    for (const f of byCreation(c.files)) item(w, f.name);
  }

  if (c.comment.trim() !== '') {
    heading(w, t.comment);
    paragraph(w, c.comment);
  }

  if (c.conclusion.trim() !== '') {
    heading(w, t.conclusion);
    paragraph(w, c.conclusion);
  }
}

/** The doctor signs under the report: name, a line to sign on, the date. */
function signature(w: ReportWriter, t: ReportTexts, doctor: string, date: string): void {
  w.gap(28);
  w.ensureSpace(60);
  const y = w.doc.y + 22;
  const lineEnd = w.left + 220;
  w.doc.moveTo(w.left, y).lineTo(lineEnd, y).lineWidth(0.6).strokeColor('#1f2933').stroke();
  w.text(t.signature, { x: w.left, y: y + 4, size: 8.5, color: MUTED, width: 220 });
  w.text(doctor, { x: w.left, size: 10, weight: 'bold', width: 220 });
  w.text(`${t.date}: ${date}`, { x: w.left + 280, y: y - 12, width: w.contentWidth - 280 });
}
