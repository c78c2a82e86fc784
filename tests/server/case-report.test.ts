import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { solidPng } from '../support/png';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Case } from '../../src/protocol/cases';
import type { Localized } from '../../src/protocol/common';
import { LABTESTS } from '../../server/db/seed/static-lists';
import { startTestServer, type TestServer } from '../support/server';
import { auth } from './chats-support';
import { scheduleWorld, type ScheduleWorld } from './schedules-support';
import { auditLines, emptyCase, insertCase, rename } from './patients-support';

let s: TestServer;
let w: ScheduleWorld;

beforeEach(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
  await rename(s.db, w.patient.id, { ka: 'ნინო', en: 'Nino' }, { ka: 'ბერიძე', en: 'Beridze' });
  await rename(s.db, w.doctor.id, { ka: 'დავით', en: 'Davit' }, { ka: 'ხარაძე', en: 'Kharadze' });
  await s.db
    .updateTable('clinics')
    .set({ name: JSON.stringify({ ka: 'ოჯახის კლინიკა', en: 'Family Clinic' }), address: JSON.stringify({ ka: 'თბილისი, ჭავჭავაძის გამზ. 10', en: '10 Chavchavadze Ave, Tbilisi' }), phones: JSON.stringify(['+995 32 200 00 00']) })
    .where('id', '=', w.clinic)
    .execute();
});
afterEach(async () => {
  await s.close();
});

const L = (ka: string, en: string): Localized => ({ ka, en });
const at = (day: string, hhmm = '09:00') => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

/** A completed case with every kind of content: evidences, lab tests, diagnoses, treatments (one cancelled), referrals, a reference, files, comment and conclusion. */
async function fullCase(): Promise<Case> {
  const base = await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: at('2026-11-02'), status: 'completed' });
  const earlier = await insertCase(s, await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: at('2026-03-14') }));
  const lab = LABTESTS[0];
  const file = { id: randomUUID(), name: 'სისხლის-ანალიზი.pdf', size: 2048, content_type: 'application/pdf', created_at: at('2026-11-02', '09:20'), created_by: w.doctor.id };
  const c: Case = {
    ...base,
    service_name: L('ოჯახის ექიმის კონსულტაცია', 'Family doctor consultation'),
    closed_at: at('2026-11-02', '10:00'),
    evidences: [
      { id: 's_21', name: L('ყელის ტკივილი', 'Sore throat'), choice: 'present', is_initial: true, is_featured: true, source: 'interview' },
      { id: 's_98', name: L('ცხელება', 'Fever'), choice: 'present', is_initial: false, is_featured: false, source: 'doctor' },
      { id: 's_102', name: L('ხველა', 'Cough'), choice: 'absent', is_initial: false, is_featured: false, source: 'template' },
    ],
    labtests: [{ id: randomUUID(), labtest_id: lab.id, name: lab.name, result: 'ლეიკოციტები 11.2 × 10⁹/ლ', file_id: file.id, date: '2026-11-02', created_at: at('2026-11-02', '09:10') }],
    files: [file],
    diagnoses: [
      { id: randomUUID(), type: 'preliminary', code: 'J06.9', name: L('ზედა სასუნთქი გზების მწვავე ინფექცია', 'Acute upper respiratory infection'), note: null, created_at: at('2026-11-02', '09:05') },
      { id: randomUUID(), type: 'final', code: 'J02.9', name: L('მწვავე ფარინგიტი, დაუზუსტებელი', 'Acute pharyngitis, unspecified'), note: 'სტრეპტოკოკური ტესტი უარყოფითი', created_at: at('2026-11-02', '09:30') },
    ],
    treatments: [
      { id: randomUUID(), type: 'Drug', drug: { name: 'ამოქსიცილინი', dose: '500 მგ', route: 'oral', frequency: 'დღეში 3-ჯერ', duration: '7 დღე' }, text: null, status: 'active', created_at: at('2026-11-02', '09:31'), cancelled_at: null },
      { id: randomUUID(), type: 'Drug', drug: { name: 'იბუპროფენი', dose: '400 მგ', route: 'oral', frequency: 'საჭიროებისამებრ', duration: '3 დღე' }, text: null, status: 'cancelled', created_at: at('2026-11-02', '09:32'), cancelled_at: at('2026-11-02', '09:40') },
      { id: randomUUID(), type: 'Recommendation', drug: null, text: 'თბილი სითხეების ხშირი მიღება, ხმის დაზოგვა', status: 'active', created_at: at('2026-11-02', '09:33') , cancelled_at: null },
    ],
    service_requests: [
      { id: randomUUID(), service_id: 1, name: L('ოტორინოლარინგოლოგის კონსულტაცია', 'ENT consultation'), status: 'fulfilled', note: null, created_at: at('2026-11-02', '09:35'), updated_at: at('2026-11-02', '09:50') },
    ],
    references: [{ id: randomUUID(), referenced_patient_case_id: earlier.id, start_time: earlier.start_time, title: L('ანგინა', 'Tonsillitis'), created_at: at('2026-11-02', '09:36') }],
    comment: 'პაციენტი სამსახურიდან 5 დღით გათავისუფლდა.',
    conclusion: 'მდგომარეობა დამაკმაყოფილებელი. განმეორებითი ვიზიტი 7 დღეში.',
  };
  return insertCase(s, c);
}

const report = (token: string | null, id: string, lang?: string) =>
  s.app.inject({ method: 'GET', url: `/api/cases/${id}/report.pdf${lang ? `?lang=${lang}` : ''}`, headers: token ? auth(token) : {} });

/** The PDF's text, whitespace (line and run breaks) collapsed to single spaces. */
async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('the case report PDF', () => {
  it('renders every part of the case in Georgian, with the Georgian script embedded', async () => {
    const c = await fullCase();
    const res = await report(w.patient.token, c.id, 'ka');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="case-2026-11-02.pdf"; filename*=UTF-8''case-2026-11-02.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts travel in the file: Noto Sans Georgian, as embedded subsets.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
    expect(res.rawPayload.toString('latin1')).toMatch(/NotoSansGeorgian/);

    const { text, pages } = await textOf(res.rawPayload);
    for (const expected of [
      'ოჯახის კლინიკა',
      'თბილისი, ჭავჭავაძის გამზ. 10',
      '+995 32 200 00 00',
      'სამედიცინო შემთხვევის ანგარიში',
      'ნინო ბერიძე',
      '17 მაისი 1980 (46 წლის)',
      'მდედრობითი',
      'დავით ხარაძე',
      'ოჯახის ექიმის კონსულტაცია',
      '02 ნოემბერი 2026',
      'დასრულებული',
      'ყელის ტკივილი — აღინიშნება, პირველადი ჩივილი',
      'ხველა — არ აღინიშნება',
      `${LABTESTS[0].name.ka}: ლეიკოციტები 11.2 × 10^9/ლ; შედეგი ფაილში: სისხლის-ანალიზი.pdf (02 ნოემბერი 2026)`,
      'საბოლოო: J02.9 — მწვავე ფარინგიტი, დაუზუსტებელი',
      'სტრეპტოკოკური ტესტი უარყოფითი',
      'წინასწარი: J06.9 — ზედა სასუნთქი გზების მწვავე ინფექცია',
      'ამოქსიცილინი — 500 მგ, პერორალურად, დღეში 3-ჯერ, 7 დღე',
      'იბუპროფენი — 400 მგ, პერორალურად, საჭიროებისამებრ, 3 დღე',
      'გაუქმებულია — 02 ნოემბერი 2026',
      'რეკომენდაცია: თბილი სითხეების ხშირი მიღება, ხმის დაზოგვა',
      'ოტორინოლარინგოლოგის კონსულტაცია — შესრულებული',
      '14 მარტი 2026 — ანგინა',
      'თანდართული ფაილები',
      'პაციენტი სამსახურიდან 5 დღით გათავისუფლდა.',
      'მდგომარეობა დამაკმაყოფილებელი. განმეორებითი ვიზიტი 7 დღეში.',
      'ექიმის ხელმოწერა',
      'თარიღი: 21 ნოემბერი 2026',
      `1 / ${pages}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain(`${pages} / ${pages}`);
  });

  it('renders the English variant with lang=en, and the person\'s own language without it', async () => {
    const c = await fullCase();
    const { text } = await textOf((await report(w.patient.token, c.id, 'en')).rawPayload);
    for (const expected of ['Medical case report', 'Family Clinic', 'Nino Beridze', '17 May 1980 (46 years)', 'Final: J02.9 — Acute pharyngitis, unspecified', 'ამოქსიცილინი — 500 მგ, by mouth, დღეში 3-ჯერ, 7 დღე', 'ENT consultation — fulfilled', 'Conclusion', 'Date: 21 November 2026']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('სამედიცინო შემთხვევის ანგარიში');
    // The fixtures' people read Georgian.
    expect((await textOf((await report(w.patient.token, c.id)).rawPayload)).text).toContain('სამედიცინო შემთხვევის ანგარიში');
  });

  it("draws the clinic's logo in the header", async () => {
    const c = await fullCase();
    const without = (await report(w.patient.token, c.id)).rawPayload.toString('latin1');
    mkdirSync(join(s.dataDir, 'uploads', 'clinics'), { recursive: true });
    writeFileSync(join(s.dataDir, 'uploads', 'clinics', 'logo.png'), solidPng(2, 2, [31, 95, 139]));
    await s.db.updateTable('clinics').set({ logo: 'clinics/logo.png' }).where('id', '=', w.clinic).execute();
    const withLogo = (await report(w.patient.token, c.id)).rawPayload.toString('latin1');
    expect(without).not.toMatch(/\/Subtype \/Image/);
    expect(withLogo).toMatch(/\/Subtype \/Image/);
  });

  it('is audited as case.report for its reader, doctors and patients alike', async () => {
    const c = await fullCase();
    await report(w.patient.token, c.id, 'ka');
    await report(w.doctor.token, c.id, 'en');
    const lines = await auditLines(s.db, 'case.report');
    expect(lines.map((l) => [l.actor_id, l.record_type, l.record_id, l.patient_id, l.clinic_id, l.detail])).toEqual([
      [w.patient.id, 'case', c.id, w.patient.id, w.clinic, { lang: 'ka' }],
      [w.doctor.id, 'case', c.id, w.patient.id, w.clinic, { lang: 'en' }],
    ]);
  });

  it('is for who reads the case: a doctor it is shared with too; an operator of the clinic 403, anyone else 404, signed out 401', async () => {
    const c = await insertCase(s, await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: at('2026-11-02'), sharedWith: [w.doctor2.id] }));
    expect((await report(w.doctor2.token, c.id)).statusCode).toBe(200);
    for (const [token, status, code] of [
      [w.op1.token, 403, 'case.clinical_content'],
      [w.op2.token, 403, 'case.clinical_content'],
      [w.strangerDoctor.token, 404, 'case.not_found'],
      [w.otherOp.token, 404, 'case.not_found'],
      [w.patient2.token, 404, 'case.not_found'],
    ] as const) {
      const res = await report(token, c.id);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect((await report(w.patient.token, randomUUID())).statusCode).toBe(404);
    expect((await report(w.patient.token, 'not-a-case')).statusCode).toBe(404);
    expect((await report(w.patient.token, c.id, 'de')).statusCode).toBe(422);
    expect((await report(null, c.id)).statusCode).toBe(401);
    expect((await auditLines(s.db, 'case.report')).map((l) => l.actor_id)).toEqual([w.doctor2.id]);
  });
});
