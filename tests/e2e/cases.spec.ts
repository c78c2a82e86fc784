import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { codeFromOutbox, DEMO } from './support';
import { closeAll, liveConnected, personAt, PNG } from './chat-support';

/**
 * Medical cases end to end (issue 13), in Georgian, each person in their own browser on one server
 * with the demo data: the demo doctor opens a new case from the chat with the demo patient and
 * writes it in the case panel beside the chat (symptoms, a lab result, a file, a preliminary then a
 * final diagnosis, a drug, a referral, the conclusion) and completes it; the patient, on a phone,
 * sees it appear in their medical history and watches it fill in live, then prints the report and
 * downloads its PDF. A patient and a doctor with no part in it cannot see it.
 */
const CHAT_ID = '00000000-0000-4000-9000-000000000001';
/** A doctor of the demo clinic with no part in the demo patient's care (seeded, signs in by SMS). */
const OTHER_DOCTOR = { identifier: '01001000101', phone: '+995555000101' };
const PHONE = { width: 390, height: 844 };
const ZONE = 'Asia/Tbilisi';

const COUGH = 'ნახველიანი ხველა';
const WHEEZE = 'მსტვინავი სუნთქვა';
const BLOOD_COUNT = 'სისხლის საერთო ანალიზი';
const BLOOD_RESULT = 'ლეიკოციტები 13.2 × 10⁹/ლ, ედს 34 მმ/სთ';
const FILE_NAME = 'გულმკერდის-სურათი.png';
const DRUG = { name: 'ამოქსიცილინი', dose: '500 მგ', route: 'პერორალურად', frequency: 'დღეში 3-ჯერ', duration: '7 დღე' };
const XRAY = 'გულმკერდის რენტგენოგრაფია';
const CONCLUSION = 'მარჯვენამხრივი პნევმონია. ამოქსიცილინი 7 დღე, ბევრი სითხე, განმეორებითი ვიზიტი 3 დღეში; რენტგენოგრაფია მკურნალობის დასრულების შემდეგ.';

let server: RunningServer;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  server = await startServer({ env: { SEED: 'demo' } });
});
test.afterAll(async () => server?.stop());

/** A day in the clinic's zone (`days` from today) as YYYY-MM-DD. */
const clinicDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new patient, registered through the API (with the code from the server's outbox); their session token. */
async function registerPatient(request: APIRequestContext): Promise<string> {
  const stamp = String(Date.now());
  const draft = {
    id_number: `7${stamp.slice(-10)}`,
    firstname: 'მარიამ',
    lastname: 'ღონღაძე',
    gender: 'female',
    birthdate: '1991-06-18',
    country_code: '+995',
    phone_number: `5${stamp.slice(-8)}`,
    password: 'kutaisi-summer-1991',
    password_confirm: 'kutaisi-summer-1991',
    agreed: true,
    language: 'ka',
  };
  const before = Date.now();
  expect((await request.post(`${server.url}/api/auth/register/request`, { data: draft })).ok()).toBe(true);
  const code = await codeFromOutbox(new RegExp(draft.phone_number), before, server.dataDir);
  const res = await request.post(`${server.url}/api/auth/register`, { data: { ...draft, code } });
  expect(res.status()).toBe(201);
  return (await res.json()).data.token;
}

/** A seeded account without a password, signed in with the SMS code from the outbox; its session token. */
async function signInByCode(request: APIRequestContext, account: { identifier: string; phone: string }): Promise<string> {
  const before = Date.now();
  expect((await request.post(`${server.url}/api/auth/login-with-phone/request`, { data: { identifier: account.identifier } })).ok()).toBe(true);
  const code = await codeFromOutbox(account.phone, before, server.dataDir);
  const res = await request.post(`${server.url}/api/auth/login-with-phone/submit`, { data: { identifier: account.identifier, code } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token;
}

/** A browser with `token`'s session. */
async function browserWith(browser: Browser, token: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  await context.addCookies([{ name: 'session', value: token, url: server.url }]);
  return { context, page: await context.newPage() };
}

/** Picks `option` of a Mantine select after typing `typed` into it (the options open in a portal). */
async function choose(page: Page, select: Locator, typed: string | null, option: string) {
  await select.click();
  if (typed !== null) await select.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** Finds a symptom in the case's catalogue search and adds it as present or absent. */
async function addSymptom(edit: Locator, typed: string, name: string, choice: 'present' | 'absent') {
  await edit.getByTestId('symptom-search-input').fill(typed);
  const option = edit.getByTestId('symptom-option').filter({ has: edit.page().getByText(name, { exact: true }) });
  await option.getByTestId(choice === 'present' ? 'add-present' : 'add-absent').click();
  await expect(edit.getByTestId('evidence').filter({ hasText: name })).toHaveAttribute('data-choice', choice);
}

/** Searches the ICD-10 list and adds `code` as a diagnosis of the type the switch shows. */
async function addDiagnosis(edit: Locator, typed: string, code: string) {
  await edit.getByTestId('icd-search-input').fill(typed);
  await edit.getByTestId('icd-option').filter({ hasText: code }).click();
}

test('the doctor writes a new case from the chat and completes it while the patient watches it live; the report prints; no one else sees it', async ({ browser, request }) => {
  const patient = await personAt(browser, request, server.url, DEMO.patient, PHONE);
  const doctor = await personAt(browser, request, server.url, DEMO.doctor);
  const contexts = [patient.context, doctor.context];
  try {
    // The patient's medical history is open on their phone; the cases they already have are known.
    const listed = await request.get(`${server.url}/api/cases`, { headers: bearer(patient.token) });
    const known = ((await listed.json()).data.items as { id: string; assignee_id: string }[]);
    await patient.page.goto('/p/cases');
    await expect(patient.page.getByTestId('history-row')).toHaveCount(known.length);
    await liveConnected(patient.page);

    // The doctor opens the chat with the patient; the case panel beside it has their cases as tabs.
    await doctor.page.goto(`/chats/${CHAT_ID}`);
    const panel = doctor.page.getByTestId('case-panel');
    const tabs = panel.getByTestId('case-tab');
    await expect(tabs).toHaveCount(known.filter((c) => c.assignee_id === doctor.user.id).length);
    await liveConnected(doctor.page);
    await panel.getByTestId('new-case').click();
    await expect(tabs).toHaveCount(known.filter((c) => c.assignee_id === doctor.user.id).length + 1);

    // The new case appears in the patient's history without a reload, as under way.
    const fresh = patient.page.locator(['[data-testid="history-row"]', ...known.map((c) => `:not([data-case="${c.id}"])`)].join(''));
    await expect(fresh).toHaveCount(1);
    await expect(fresh.getByTestId('case-status')).toHaveAttribute('data-status', 'active');
    const caseId = (await fresh.getAttribute('data-case'))!;
    // The doctor's panel shows that case, in its edit view.
    await expect(panel.getByTestId('case-tab').and(doctor.page.locator('[aria-selected="true"]'))).toHaveAttribute('data-status', 'active');
    await expect(panel.getByTestId('case-view')).toHaveAttribute('data-mode', 'edit');
    await expect(panel.getByTestId('case-report-link')).toHaveAttribute('href', `/cases/${caseId}/report`);
    const edit = panel.getByTestId('case-edit');

    // The patient opens it at once: a case still being written, in plain words.
    await fresh.click();
    await expect(patient.page).toHaveURL(new RegExp(`/p/case/${caseId}$`));
    const read = patient.page.getByTestId('case-view');
    await expect(read).toHaveAttribute('data-mode', 'read');
    await expect(read.getByTestId('case-status')).toHaveAttribute('data-status', 'active');
    await expect(read.getByTestId('conclusion-read')).toContainText('ექიმს დასკვნა ჯერ არ დაუწერია.');
    await liveConnected(patient.page);

    // Symptoms: a productive cough found, wheezing ruled out.
    await addSymptom(edit, 'ნახველ', COUGH, 'present');
    await addSymptom(edit, 'მსტვინავ', WHEEZE, 'absent');
    await expect(read.getByTestId('evidences-read')).toContainText(COUGH);
    await expect(read.getByTestId('evidences-read')).toContainText(WHEEZE);

    // A blood count with its result and the day it was taken.
    const labDay = clinicDay(-1);
    const labtests = edit.getByTestId('labtest-section');
    await choose(doctor.page, labtests.getByTestId('labtest-pick'), 'სისხლის საერთო', BLOOD_COUNT);
    await labtests.getByTestId('labtest-result').fill(BLOOD_RESULT);
    await labtests.getByTestId('labtest-date').fill(labDay);
    await labtests.getByTestId('labtest-add').click();
    await expect(labtests.getByTestId('labtest').filter({ hasText: BLOOD_COUNT }).getByTestId('labtest-value')).toContainText(BLOOD_RESULT);
    await expect(read.getByTestId('labtests-read').getByTestId('labtest')).toContainText(BLOOD_RESULT);

    // A picture, uploaded through the file picker.
    const picker = doctor.page.waitForEvent('filechooser');
    await edit.getByTestId('upload-file').click();
    await (await picker).setFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: PNG });
    await expect(edit.getByTestId('case-file')).toContainText(FILE_NAME);
    await expect(read.getByTestId('files-read').getByTestId('case-file-link')).toHaveText(FILE_NAME);

    // A preliminary diagnosis found by its Georgian name, then the final one by its code.
    const diagnoses = edit.getByTestId('diagnosis-section');
    await addDiagnosis(edit, 'ბრონქ', 'J20.9');
    await expect(diagnoses.getByTestId('diagnosis').filter({ hasText: 'J20.9' })).toHaveAttribute('data-type', 'preliminary');
    await expect(read.getByTestId('diagnoses-read').getByTestId('diagnosis').filter({ hasText: 'J20.9' })).toHaveAttribute('data-type', 'preliminary');
    await edit.getByTestId('diagnosis-type').getByText('საბოლოო', { exact: true }).click();
    await addDiagnosis(edit, 'J18.9', 'J18.9');
    await expect(diagnoses.getByTestId('diagnosis').filter({ hasText: 'J18.9' })).toHaveAttribute('data-type', 'final');
    await expect(diagnoses.getByTestId('diagnosis')).toHaveCount(2);
    // The patient reads the final diagnosis first.
    await expect(read.getByTestId('diagnoses-read').getByTestId('diagnosis').first()).toContainText('პნევმონია, დაუზუსტებელი');
    await expect(read.getByTestId('diagnoses-read').getByTestId('diagnosis').first()).toHaveAttribute('data-type', 'final');

    // A drug: name, dose, route, how often, how long.
    const add = edit.getByTestId('add-treatment');
    await expect(add.getByTestId('treatment-add')).toBeDisabled();
    await add.getByTestId('drug-name').fill(DRUG.name);
    await add.getByTestId('drug-dose').fill(DRUG.dose);
    await choose(doctor.page, add.getByTestId('drug-route'), null, DRUG.route);
    await add.getByTestId('drug-frequency').fill(DRUG.frequency);
    await add.getByTestId('drug-duration').fill(DRUG.duration);
    await add.getByTestId('treatment-add').click();
    const drugLine = `${DRUG.dose}, ${DRUG.route}, ${DRUG.frequency}, ხანგრძლივობა: ${DRUG.duration}`;
    await expect(edit.getByTestId('treatment-section').getByTestId('treatment')).toContainText(drugLine);
    await expect(add.getByTestId('drug-name')).toHaveValue('');
    const treatment = read.getByTestId('treatments-read').getByTestId('treatment');
    await expect(treatment).toHaveAttribute('data-type', 'Drug');
    await expect(treatment).toContainText(DRUG.name);
    await expect(treatment).toContainText(drugLine);

    // A referral to a chest X-ray.
    const referrals = edit.getByTestId('referral-section');
    await choose(doctor.page, referrals.getByTestId('referral-pick'), 'რენტგენ', XRAY);
    await referrals.getByLabel('შენიშვნა (არასავალდებულო)').fill('მკურნალობის დასრულებიდან 2 კვირაში');
    await referrals.getByTestId('referral-add').click();
    await expect(referrals.getByTestId('referral').filter({ hasText: XRAY })).toHaveAttribute('data-status', 'active');
    await expect(read.getByTestId('referrals-read').getByTestId('referral')).toContainText(XRAY);

    // Completing needs a saved conclusion: the doctor writes and saves it, then completes.
    const complete = edit.getByTestId('complete-case');
    await expect(complete).toBeDisabled();
    await edit.getByTestId('case-conclusion').fill(CONCLUSION);
    await expect(complete).toBeDisabled();
    await edit.getByTestId('case-conclusion-save').click();
    await expect(edit.getByTestId('case-conclusion-state')).toHaveText('შენახულია');
    await expect(read.getByTestId('conclusion-text')).toHaveText(CONCLUSION);
    await expect(complete).toBeEnabled();
    await complete.click();
    await doctor.page.getByTestId('close-confirm').click();

    // Completed: the doctor's tab and view say so, and so does the patient's open case, live.
    await expect(panel.getByTestId('case-view')).toHaveAttribute('data-mode', 'read');
    await expect(panel.getByTestId('case-status')).toHaveAttribute('data-status', 'completed');
    await expect(panel.getByTestId('case-tab').and(doctor.page.locator('[aria-selected="true"]'))).toHaveAttribute('data-status', 'completed');
    await expect(read.getByTestId('case-status')).toHaveAttribute('data-status', 'completed');

    // Everything the doctor wrote is in the patient's view.
    await expect(read.getByTestId('conclusion-text')).toHaveText(CONCLUSION);
    await expect(read.getByTestId('diagnoses-read').getByTestId('diagnosis')).toHaveCount(2);
    await expect(read.getByTestId('diagnoses-read')).toContainText('J20.9');
    await expect(read.getByTestId('treatments-read').getByTestId('treatment')).toHaveCount(1);
    await expect(read.getByTestId('labtests-read')).toContainText(BLOOD_COUNT);
    await expect(read.getByTestId('files-read')).toContainText(FILE_NAME);

    // The patient prints it: the report has the diagnoses with their codes, the lab result and the conclusion.
    await read.getByTestId('case-report-link').click();
    await expect(patient.page).toHaveURL(new RegExp(`/cases/${caseId}/report$`));
    const sheet = patient.page.getByTestId('report-sheet');
    await expect(sheet.getByTestId('report-conclusion')).toContainText(CONCLUSION);
    await expect(sheet.getByTestId('report-diagnoses')).toContainText('J18.9');
    await expect(sheet.getByTestId('report-diagnoses')).toContainText('J20.9');
    const [y, m, d] = labDay.split('-');
    await expect(sheet.getByTestId('report-labtests')).toContainText(`${d}.${m}.${y}`);
    await expect(sheet.getByTestId('report-treatments')).toContainText(DRUG.name);
    await expect(sheet.getByTestId('report-files')).toContainText(FILE_NAME);
    await expect(sheet.getByTestId('report-status')).toContainText('დასრულებული');
    // "Download PDF" leads to the server's PDF.
    const pdfLink = patient.page.getByTestId('report-pdf');
    await expect(pdfLink).toHaveAttribute('href', `/api/cases/${caseId}/report.pdf?lang=ka`);
    const pdf = await request.get(`${server.url}${await pdfLink.getAttribute('href')}`, { headers: bearer(patient.token) });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Back in the history, the case reads as completed with its final diagnosis.
    await patient.page.goto('/p/cases');
    const row = patient.page.locator(`[data-testid="history-row"][data-case="${caseId}"]`);
    await expect(row.getByTestId('case-status')).toHaveAttribute('data-status', 'completed');
    await expect(row.getByTestId('case-diagnosis')).toContainText('J18.9');

    // Anyone else: another patient and a doctor of the same clinic with no part in it learn nothing.
    const fileId = (await (await request.get(`${server.url}/api/cases/${caseId}`, { headers: bearer(patient.token) })).json()).data.files[0].id as string;
    const others = [
      { who: 'another patient', token: await registerPatient(request), viewport: PHONE },
      { who: 'an unrelated doctor', token: await signInByCode(request, OTHER_DOCTOR), viewport: undefined },
    ];
    for (const other of others) {
      for (const path of [`/cases/${caseId}`, `/cases/${caseId}/report.pdf?lang=ka`, `/cases/${caseId}/files/${fileId}`]) {
        const res = await request.get(`${server.url}/api${path}`, { headers: bearer(other.token) });
        expect(res.status(), `${other.who}: GET ${path}`).toBe(404);
      }
      const listedToThem = (await (await request.get(`${server.url}/api/cases`, { headers: bearer(other.token) })).json()).data.items as { id: string }[];
      expect(listedToThem.map((c) => c.id), other.who).not.toContain(caseId);
      const them = await browserWith(browser, other.token, other.viewport);
      contexts.push(them.context);
      await them.page.goto(`/p/case/${caseId}`);
      await expect(them.page.getByTestId('case-not-found')).toBeVisible();
      await expect(them.page.getByTestId('case-view')).toHaveCount(0);
      await them.page.goto(`/cases/${caseId}/report`);
      await expect(them.page.getByTestId('report-not-found')).toBeVisible();
      await expect(them.page.getByTestId('report-sheet')).toHaveCount(0);
    }
  } finally {
    await closeAll(...contexts);
  }
});
