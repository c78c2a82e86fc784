import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { data, failing, never, notFound } from './schedules-fixtures';
import { clinic, DOCTOR_USER, fullCase, OPERATOR_USER, PATIENT_USER } from './cases-fixtures';

const reportAs = (user = DOCTOR_USER, answer: FakeRoute = data(fullCase()), clinicAnswer: FakeRoute = data(clinic())) =>
  renderApp('/cases/c-1/report', { token: 't', routes: { ...signedInAs(user), 'GET /api/cases/c-1': answer, 'GET /api/clinics/7': clinicAnswer } });

const rowsOf = (section: HTMLElement) => within(section).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('/cases/{id}/report', () => {
  it('shows the loading face in the blank layout (no header, no menu)', async () => {
    reportAs(DOCTOR_USER, never);
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it('shows the clinic\'s header, the patient, the doctor and the dates', async () => {
    reportAs();
    const sheet = await screen.findByTestId('report-sheet');
    expect(within(sheet).getByTestId('report-clinic')).toHaveTextContent('Vivamedi');
    expect(within(sheet).getByTestId('report-logo')).toHaveAttribute('src', '/api/files/clinics/7/logo');
    expect(sheet).toHaveTextContent('10 Chavchavadze Ave, Tbilisi');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Medical case report');
    expect(within(sheet).getByTestId('report-patient')).toHaveTextContent(/^Nino Beridze, born 07\.03\.1958 · \d+ years · female$/);
    expect(within(sheet).getByTestId('report-doctor')).toHaveTextContent('Giorgi Kapanadze');
    expect(sheet).toHaveTextContent('Video consultation');
    expect(within(sheet).getByTestId('report-opened')).toHaveTextContent('21 November 2026');
    expect(within(sheet).getByTestId('report-status')).toHaveTextContent('Active');
  });

  it('shows every part of the case', async () => {
    reportAs();
    await screen.findByTestId('report-sheet');
    expect(rowsOf(screen.getByTestId('report-evidences'))).toEqual(['Coughpresentmain complaint, reported at the start', 'Feverabsent']);
    expect(rowsOf(screen.getByTestId('report-labtests'))).toEqual(['Complete blood countWBC 11.221.11.2026', 'C-reactive proteinin the file crp-result.pdf22.11.2026']);
    // The final diagnosis first, each with its ICD-10 code; a note under its diagnosis.
    expect(rowsOf(screen.getByTestId('report-diagnoses'))).toEqual(['FinalJ20.9Acute bronchitisConfirmed by the blood count', 'PreliminaryJ06.9Acute upper respiratory infection']);
    const treatments = within(screen.getByTestId('report-treatments')).getAllByTestId('report-treatment');
    expect(treatments.map((t) => t.textContent)).toEqual(['Amoxicillin 500 mg, orally, 3 times a day, 7 days (cancelled)', 'Drink plenty of warm fluids']);
    expect(rowsOf(screen.getByTestId('report-referrals'))).toEqual(['Chest X-rayActiveRule out pneumonia']);
    expect(screen.getByTestId('report-references')).toHaveTextContent('02 March 2026 — Acute pharyngitis');
    expect(screen.getByTestId('report-files')).toHaveTextContent('crp-result.pdf (20 KB, 22.11.2026)');
    expect(screen.getByTestId('report-comment')).toHaveTextContent('Symptoms began after a cold.');
    expect(screen.getByTestId('report-conclusion')).toHaveTextContent('Acute bronchitis; follow up in a week.');
    const signature = screen.getByTestId('report-signature');
    expect(signature).toHaveTextContent('Giorgi Kapanadze');
    expect(signature).toHaveTextContent('Doctor\'s signature');
    expect(signature).toHaveTextContent('Clinic stamp');
  });

  it('leaves out the parts a case does not have, and says when there is no conclusion', async () => {
    reportAs(PATIENT_USER, data(fullCase({ evidences: [], labtests: [], files: [], diagnoses: [], treatments: [], service_requests: [], references: [], comment: '', conclusion: '' })));
    await screen.findByTestId('report-sheet');
    for (const part of ['evidences', 'labtests', 'diagnoses', 'treatments', 'referrals', 'references', 'files', 'comment']) expect(screen.queryByTestId(`report-${part}`)).toBeNull();
    expect(screen.getByTestId('report-conclusion')).toHaveTextContent('No conclusion has been written.');
  });

  it('writes a closed case\'s date and why it was cancelled', async () => {
    reportAs(PATIENT_USER, data(fullCase({ status: 'cancelled', closed_at: '2026-11-23T10:00:00.000Z', cancel_reason: 'Patient moved abroad' })));
    expect(await screen.findByTestId('report-status')).toHaveTextContent('Cancelled, 23 November 2026 — Patient moved abroad');
  });

  it('prints from the browser and downloads the server\'s PDF in the person\'s language', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    reportAs(PATIENT_USER);
    fireEvent.click(await screen.findByTestId('report-print'));
    expect(print).toHaveBeenCalledTimes(1);
    const pdf = screen.getByTestId('report-pdf');
    // A plain link: the session cookie authorises the download, as for chat and appointment files.
    expect(pdf).toHaveAttribute('href', '/api/cases/c-1/report.pdf?lang=en');
    expect(pdf).toHaveAttribute('download', 'case-c-1.pdf');
    expect(screen.getByTestId('report-back')).toHaveAttribute('href', '/p/case/c-1');
    print.mockRestore();
  });

  it('speaks Georgian to a Georgian reader, PDF included', async () => {
    reportAs({ ...PATIENT_USER, language: 'ka' });
    const sheet = await screen.findByTestId('report-sheet');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('ამონაწერი სამედიცინო შემთხვევიდან');
    expect(within(sheet).getByTestId('report-clinic')).toHaveTextContent('ვივამედი');
    expect(within(sheet).getByTestId('report-opened')).toHaveTextContent('21 ნოემბერი 2026');
    expect(screen.getByTestId('report-diagnoses')).toHaveTextContent('საბოლოოJ20.9მწვავე ბრონქიტი');
    expect(screen.getByTestId('report-treatments')).toHaveTextContent('პერორალურად');
    expect(screen.getByTestId('report-pdf')).toHaveAttribute('href', '/api/cases/c-1/report.pdf?lang=ka');
  });

  it('keeps the case\'s clinic name when the clinic cannot be read', async () => {
    reportAs(DOCTOR_USER, data(fullCase()), failing);
    expect(await screen.findByTestId('report-clinic')).toHaveTextContent('Vivamedi');
    expect(screen.queryByTestId('report-logo')).toBeNull();
  });

  it('says the case was not found (404), with no print or download', async () => {
    reportAs(DOCTOR_USER, notFound('case.not_found'));
    expect(await screen.findByTestId('report-not-found')).toHaveTextContent('Case not found');
    expect(screen.queryByTestId('report-print')).toBeNull();
    expect(screen.queryByTestId('report-pdf')).toBeNull();
  });

  it('tells an operator they may not read the case\'s content (403)', async () => {
    reportAs(OPERATOR_USER, () => ({ status: 403, body: { code: 'case.clinical_content', message: 'no' } }));
    const face = await screen.findByTestId('report-forbidden');
    expect(face).toHaveTextContent('You cannot read this case');
    expect(face).toHaveTextContent('see only that a case exists');
    expect(screen.queryByTestId('report-sheet')).toBeNull();
  });

  it('shows the error face with a retry', async () => {
    reportAs(DOCTOR_USER, failing);
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The report could not be loaded');
  });
});

describe('the report\'s print style sheet', () => {
  const css = readFileSync(join(import.meta.dirname, '../../src/views/cases/report/report.module.css'), 'utf8');
  const print = css.slice(css.indexOf('@media print'));

  it('prints on A4 with 18 mm margins', () => {
    expect(css).toMatch(/@page\s*{\s*size:\s*A4;\s*margin:\s*18mm;\s*}/);
  });

  it('prints no toolbar (no buttons), no alert and no layout padding', () => {
    expect(print).toMatch(/\.toolbar\s*{\s*display:\s*none !important;/);
    expect(print).toMatch(/\[role='alert'\]\)\s*{\s*display:\s*none !important;/);
    expect(print).toMatch(/:global\(\*\):has\(> \.page\)\s*{\s*padding:\s*0 !important;/);
  });

  it('keeps a section heading with its content and a table row whole', () => {
    expect(css).toMatch(/\.section h2\s*{[^}]*break-after:\s*avoid;/);
    expect(css).toMatch(/\.table tr\s*{[^}]*break-inside:\s*avoid;/);
  });
});
