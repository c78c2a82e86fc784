import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Localized } from '../../../src/protocol/common';
import type { CaseFile } from '../../../src/protocol/cases';
import type { Db } from '../connection';
import { findIcd10 } from '../../catalog/icd10';
import { writeCaseHistory, symptomName, type CaseCommand, type CaseHistoryStep } from '../../features/cases';
import { storedResult } from '../../features/interviews';
import { loadSchedule } from '../../features/schedules';
import { symptomModel } from '../../symptoms';
import { diagnose } from '../../symptoms/engine';
import { clinicServiceId, DEMO_CLINIC_ID } from './clinics';
import { DEMO_INTERVIEW_ID, demoCaseId, demoPartId } from './demo-ids';
import { DEMO_ACCOUNTS, DEMO_PATIENT, DOCTORS } from './people';
import { demoScheduleId } from './schedules';
import { LABTESTS, SERVICE as S, SERVICES, labtestId } from './static-lists';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The lab's result sheet of the active case's blood count: where it is stored and what it is. */
const RESULT_FILE = { caseN: 1, partK: 5, name: 'სისხლის საერთო ანალიზი.pdf' };
const resultFileKey = () => `cases/${demoCaseId(RESULT_FILE.caseN)}/${demoPartId(RESULT_FILE.caseN, RESULT_FILE.partK)}.pdf`;

/**
 * A one-page PDF (PDF 1.4, the standard Courier font, so no font is embedded): the laboratory's
 * blood-count sheet the demo doctor attaches to the active case. Written by hand, byte offsets and
 * all, so the demo needs no PDF library.
 */
export function bloodCountPdf(): Buffer {
  const lines = [
    'Demo Clinic - Laboratory',
    'Complete blood count (CBC)',
    'Patient: Ketevan Kapanadze, 01001000001',
    '',
    'WBC   9.6  x10^9/L   (4.0 - 10.0)',
    'RBC   4.52 x10^12/L  (3.8 - 5.1)',
    'HGB   131  g/L       (120 - 150)',
    'HCT   39.8 %         (36 - 46)',
    'PLT   262  x10^9/L   (150 - 400)',
    'ESR   14   mm/h      (2 - 20)',
  ];
  const text = lines.map((l, i) => `${i === 0 ? '' : '0 -22 Td '}(${l}) Tj`).join('\n');
  const content = `BT /F1 13 Tf 56 780 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes the demo cases' files under `dataDir/uploads` (fixed names: writing them again is harmless). */
export async function writeCaseFiles(dataDir: string): Promise<void> {
  const full = join(dataDir, 'uploads', resultFileKey());
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, bloodCountPdf());
}

/** The interview's findings: headache and a low fever to start with, then the questions it asked. */
const INTERVIEW_FINDINGS = [
  { id: 's_1', choice: 'present', initial: true },
  { id: 's_153', choice: 'present', initial: true },
  { id: 's_102', choice: 'present', initial: false },
  { id: 's_227', choice: 'absent', initial: false },
  { id: 's_72', choice: 'present', initial: false },
  { id: 's_215', choice: 'absent', initial: false },
] as const;

/**
 * The demo patient's symptom-checker interview of this morning, finished, with the engine's
 * result; she shared it with today's video consultation (server/db/seed/schedules.ts), whose case
 * starts from its findings. Seeded before the appointments (they refer to it).
 */
export async function seedDemoInterview(trx: Db, now: Date): Promise<void> {
  const birth = new Date(`${DEMO_PATIENT.birthdate}T00:00:00Z`);
  const ageMonths = (now.getUTCFullYear() - birth.getUTCFullYear()) * 12 + now.getUTCMonth() - birth.getUTCMonth();
  const evidence = INTERVIEW_FINDINGS.map((f, k) => ({ id: f.id, choice: f.choice, step: f.initial ? 0 : k - 1 }));
  const d = diagnose(symptomModel(), { ageMonths, sex: 'female', evidence }, INTERVIEW_FINDINGS.length - 2);
  const result = storedResult(d);
  await trx
    .insertInto('interviews')
    .values({
      id: DEMO_INTERVIEW_ID,
      patient_id: DEMO_PATIENT.id,
      type: 'symptom_checker',
      language: 'ka',
      status: 'finished',
      patient_age_in_months: ageMonths,
      patient_gender: 'female',
      evidences: JSON.stringify(INTERVIEW_FINDINGS),
      steps: JSON.stringify([]),
      current_question: null,
      result: JSON.stringify(result),
      triage: result.triage.level,
      created_at: new Date(now.getTime() - 3 * HOUR - 20 * MINUTE),
      updated_at: new Date(now.getTime() - 3 * HOUR),
      finished_at: new Date(now.getTime() - 3 * HOUR),
      created_by: DEMO_PATIENT.id,
    })
    .execute();
}

const lab = (en: string) => {
  const l = LABTESTS.find((x) => x.id === labtestId(en))!;
  return { id: l.id, name: l.name };
};
const service = (id: number): { id: number; name: Localized } => ({ id, name: SERVICES.find((s) => s.id === id)!.name });
const icd = (code: string) => ({ code, icd: findIcd10(code) ?? null });
const symptom = (id: string) => {
  const name = symptomName(id);
  if (!name) throw new Error(`no symptom ${id} in the catalogue`);
  return name;
};
const dateOf = (d: Date) => new Date(d.getTime() + 4 * HOUR).toISOString().slice(0, 10);

/**
 * The demo patient's three cases with the demo doctor at the demo clinic, each written as its
 * stream through the decider (`writeCaseHistory`) at past moments, and its row:
 *
 * 1. active: today's video consultation (its activation opened it with the shared interview's
 *    findings as initial evidences); symptoms added and featured, a blood count with a result and
 *    the lab's PDF, a CRP still to come, a preliminary diagnosis, a drug and a recommendation, a
 *    referral to the ENT doctor, a reference to case 2 and a comment;
 * 2. completed: the family-doctor visit three working days ago (cough and fever): findings,
 *    results, a preliminary then a final ICD-10 diagnosis (acute bronchitis), treatments, a chest
 *    X-ray referral fulfilled the next day, the conclusion;
 * 3. cancelled: opened twelve days ago for an internal-medicine consultation (from its template)
 *    and cancelled with the reason.
 */
export async function seedCases(trx: Db, now: Date): Promise<void> {
  const doctor = DOCTORS.find((d) => d.idNumber === DEMO_ACCOUNTS[1].identifier)!.id;
  const patient = DEMO_PATIENT.id;
  const visit = await loadSchedule(trx, demoScheduleId(1));
  const today = await loadSchedule(trx, demoScheduleId(5));
  if (!visit || !today) throw new Error('the demo appointments must be seeded before the demo cases');
  const cs = (serviceId: number) => clinicServiceId(DEMO_CLINIC_ID, serviceId);
  const by = (at: Date, command: CaseCommand, extra: Partial<CaseHistoryStep> = {}): CaseHistoryStep => ({ at, actorId: doctor, command, ...extra });

  // 2. The completed visit, three working days ago.
  const v0 = new Date(visit.start_time);
  const vAt = (minutes: number) => new Date(v0.getTime() + minutes * MINUTE);
  const p2 = (k: number) => demoPartId(2, k);
  const completed = await writeCaseHistory(
    trx,
    { id: demoCaseId(2), patientId: patient, assigneeId: doctor, clinicId: DEMO_CLINIC_ID, scheduleId: visit.id, clinicServiceId: visit.clinic_service_id, interviewId: null, startTime: v0, createdAt: v0, createdBy: doctor },
    [
      by(vAt(2), { type: 'add_evidence', evidenceId: 's_227', symptom: symptom('s_227'), choice: 'present', isFeatured: true }),
      by(vAt(2), { type: 'add_evidence', evidenceId: 's_229', symptom: symptom('s_229'), choice: 'present' }),
      by(vAt(3), { type: 'add_evidence', evidenceId: 's_154', symptom: symptom('s_154'), choice: 'present', isFeatured: true }),
      by(vAt(3), { type: 'add_evidence', evidenceId: 's_200', symptom: symptom('s_200'), choice: 'absent' }),
      by(vAt(4), { type: 'add_evidence', evidenceId: 's_215', symptom: symptom('s_215'), choice: 'absent' }),
      by(vAt(8), { type: 'update_comment', comment: 'ხველა ნახველით და სიცხე 38,4°C-მდე სამი დღის განმავლობაში. აუსკულტაციით — ხისტი სუნთქვა, გაბნეული მშრალი ხიხინი. SpO₂ 97%, სუნთქვის სიხშირე 18/წთ.' }),
      by(vAt(9), { type: 'add_diagnosis', newId: p2(1), diagnosisType: 'preliminary', ...icd('J06.9') }),
      by(vAt(12), { type: 'add_labtest', newId: p2(2), labtest: lab('Complete blood count'), result: 'ლეიკოციტები 10,8×10⁹/ლ, ჰემოგლობინი 126 გ/ლ, თრომბოციტები 248×10⁹/ლ, ედს 24 მმ/სთ', date: dateOf(v0) }),
      by(vAt(12), { type: 'add_labtest', newId: p2(3), labtest: lab('C-reactive protein (CRP)'), result: '18 მგ/ლ', date: dateOf(v0) }),
      by(vAt(15), { type: 'request_service', newId: p2(4), service: service(S.chestXray), note: 'პნევმონიის გამოსარიცხად.' }),
      by(vAt(18), { type: 'add_diagnosis', newId: p2(5), diagnosisType: 'final', ...icd('J20.9') }),
      by(vAt(20), { type: 'add_treatment', newId: p2(6), treatmentType: 'Drug', drug: { name: 'ამბროქსოლი', dose: '30 მგ', route: 'oral', frequency: 'დღეში 3-ჯერ', duration: '7 დღე' } }),
      by(vAt(21), { type: 'add_treatment', newId: p2(7), treatmentType: 'Drug', drug: { name: 'პარაცეტამოლი', dose: '500 მგ', route: 'oral', frequency: 'სიცხის დროს, დღეში არაუმეტეს 4-ჯერ', duration: '5 დღე' } }),
      by(vAt(22), { type: 'add_treatment', newId: p2(8), treatmentType: 'Recommendation', text: 'უხვი თბილი სითხე, ოთახის ხშირი განიავება, შინ დასვენება 5 დღე. თუ სიცხე 39°C-ს გადააჭარბებს ან ქოშინი გაჩნდება, დაუყოვნებლივ მომმართეთ.' }),
      by(vAt(26), { type: 'update_conclusion', conclusion: 'მწვავე ბრონქიტი. დაინიშნა სიმპტომური მკურნალობა; გულმკერდის რენტგენოგრაფია პნევმონიის გამოსარიცხად. საკონტროლო კონსულტაცია 7 დღეში.' }),
      by(vAt(28), { type: 'complete' }),
      by(new Date(v0.getTime() + DAY), { type: 'fulfil_service_request', id: p2(4), note: 'ფილტვებში ინფილტრაციული ცვლილებები არ აღინიშნება.' }),
    ],
  );

  // 3. Cancelled, twelve days ago.
  const c0 = new Date(now.getTime() - 12 * DAY - 3 * HOUR);
  await writeCaseHistory(
    trx,
    { id: demoCaseId(3), patientId: patient, assigneeId: doctor, clinicId: DEMO_CLINIC_ID, scheduleId: null, clinicServiceId: cs(S.therapist), interviewId: null, startTime: c0, createdAt: c0, createdBy: doctor },
    [by(new Date(c0.getTime() + HOUR), { type: 'cancel', reason: 'შემთხვევა გაიხსნა შეცდომით: პაციენტი ამ ჩივილებით კარდიოლოგთან იმყოფება მეთვალყურეობაზე.' })],
  );

  // 1. Active: today's video consultation, opened when it was activated ten minutes ago.
  const a0 = new Date(now.getTime() - 10 * MINUTE);
  const aAt = (halfMinutes: number) => new Date(a0.getTime() + halfMinutes * 30_000);
  const p1 = (k: number) => demoPartId(1, k);
  const file: CaseFile = { id: p1(RESULT_FILE.partK), name: RESULT_FILE.name, size: bloodCountPdf().length, content_type: 'application/pdf', created_at: aAt(6).toISOString(), created_by: doctor };
  await writeCaseHistory(
    trx,
    { id: demoCaseId(1), patientId: patient, assigneeId: doctor, clinicId: DEMO_CLINIC_ID, scheduleId: today.id, clinicServiceId: today.clinic_service_id, interviewId: DEMO_INTERVIEW_ID, startTime: new Date(today.start_time), createdAt: a0, createdBy: doctor },
    [
      by(aAt(1), { type: 'edit_evidence', evidenceId: 's_102', isFeatured: true }),
      by(aAt(2), { type: 'add_evidence', evidenceId: 's_31', symptom: symptom('s_31'), choice: 'absent' }),
      by(aAt(3), { type: 'update_comment', comment: 'ვიდეოკონსულტაცია. სამი დღეა აწუხებს თავის ტკივილი, ყელის ტკივილი და სუბფებრილური ტემპერატურა (37,6°C). ხველა არ აქვს. ყელი ჰიპერემიულია, ნუშისებრ ჯირკვლებზე ნადები არ ჩანს.' }),
      by(aAt(4), { type: 'add_labtest', newId: p1(1), labtest: lab('Complete blood count'), result: 'ლეიკოციტები 9,6×10⁹/ლ, ჰემოგლობინი 131 გ/ლ, თრომბოციტები 262×10⁹/ლ, ედს 14 მმ/სთ', date: dateOf(now) }),
      by(aAt(6), { type: 'upload_file', file }, { storageKey: resultFileKey() }),
      by(aAt(7), { type: 'edit_labtest', id: p1(1), fileId: file.id }),
      by(aAt(8), { type: 'add_labtest', newId: p1(2), labtest: lab('C-reactive protein (CRP)') }),
      by(aAt(10), { type: 'add_diagnosis', newId: p1(3), diagnosisType: 'preliminary', ...icd('J06.9') }),
      by(aAt(12), { type: 'add_treatment', newId: p1(4), treatmentType: 'Drug', drug: { name: 'პარაცეტამოლი', dose: '500 მგ', route: 'oral', frequency: 'სიცხის ან ტკივილის დროს, დღეში არაუმეტეს 4-ჯერ', duration: '5 დღე' } }),
      by(aAt(13), { type: 'add_treatment', newId: p1(6), treatmentType: 'Recommendation', text: 'თბილი სითხე, ყელის გავლება თბილი მარილიანი წყლით დღეში 3–4-ჯერ, დასვენება.' }),
      by(aAt(14), { type: 'request_service', newId: p1(7), service: service(S.ent), note: 'თუ ყელის ტკივილი 5 დღეში არ გაივლის.' }),
      by(aAt(15), { type: 'add_reference', newId: p1(8), referenced: completed }),
    ],
  );
}
