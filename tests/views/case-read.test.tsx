import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { fakeLive } from './chats-fixtures';
import { caseServer, PATIENT_USER } from './case-fixtures';
import { ANA, at, fullCase, push } from '../machines/case-fakes';

configure({ asyncUtilTimeout: 8000 });

/** Nino's case with everything in it: a final diagnosis, a drug and a stopped recommendation, a lab result, a referral, a conclusion. */
const richCase = (over = {}) =>
  fullCase({
    status: 'completed',
    conclusion: 'Acute bronchitis. Rest, drink plenty of fluids.',
    diagnoses: [
      { id: 'dx-1', type: 'preliminary', code: 'J06.9', name: { ka: 'ზედა სასუნთქი გზების მწვავე ინფექცია', en: 'Acute upper respiratory infection' }, note: null, created_at: at(3) },
      { id: 'dx-2', type: 'final', code: 'J20.9', name: { ka: 'მწვავე ბრონქიტი', en: 'Acute bronchitis' }, note: null, created_at: at(5) },
    ],
    treatments: [
      { id: 't-1', type: 'Recommendation', drug: null, text: 'Stay at home', status: 'cancelled', created_at: at(4), cancelled_at: at(6) },
      { id: 't-2', type: 'Drug', drug: { name: 'Paracetamol', dose: '500 mg', route: 'oral', frequency: '3 times a day', duration: '5 days' }, text: null, status: 'active', created_at: at(7), cancelled_at: null },
    ],
    labtests: [{ id: 'l-1', labtest_id: 1, name: { ka: 'სისხლის საერთო ანალიზი', en: 'Complete blood count' }, result: 'WBC 11.2', file_id: 'f-1', date: '2026-11-20', created_at: at(2) }],
    shared_with: [],
    ...over,
  });

function openAsPatient(c = richCase(), live?: ReturnType<typeof fakeLive>) {
  const server = caseServer([c], PATIENT_USER.id);
  const app = renderApp('/p/case/c-1', { token: 't', routes: { ...signedInAs(PATIENT_USER), ...server.routes }, ...(live ? { openLiveSocket: live.open } : {}) });
  return { ...app, server };
}

describe('the case read view (the patient)', { timeout: 30_000 }, () => {
  it('shows the case in plain words with no edit controls', async () => {
    openAsPatient();
    expect(await screen.findByTestId('case-view')).toHaveAttribute('data-mode', 'read');
    expect(screen.getByTestId('case-read-intro')).toHaveTextContent('What your doctor recorded about this visit');
    expect(screen.getByTestId('conclusion-text')).toHaveTextContent('Acute bronchitis. Rest, drink plenty of fluids.');
    // The final diagnosis first; the preliminary one said to be so.
    const diagnoses = within(screen.getByTestId('diagnoses-read')).getAllByTestId('diagnosis');
    expect(diagnoses.map((d) => d.getAttribute('data-type'))).toEqual(['final', 'preliminary']);
    expect(diagnoses[0]).toHaveTextContent('Acute bronchitis');
    expect(diagnoses[1]).toHaveTextContent('Preliminary');
    // What to take first; the stopped recommendation after, marked.
    const treatments = within(screen.getByTestId('treatments-read')).getAllByTestId('treatment');
    expect(treatments.map((t) => t.getAttribute('data-status'))).toEqual(['active', 'cancelled']);
    expect(treatments[0]).toHaveTextContent('500 mg, by mouth, 3 times a day, for 5 days');
    expect(treatments[1]).toHaveTextContent('Stopped');
    expect(screen.getByTestId('labtests-read')).toHaveTextContent('WBC 11.2');
    expect(within(screen.getByTestId('labtests-read')).getByRole('link', { name: 'blood.pdf' })).toHaveAttribute('href', '/api/cases/c-1/files/f-1');
    expect(screen.getByTestId('referrals-read')).toHaveTextContent('Cardiology consultation');
    expect(screen.getByTestId('files-read')).toHaveTextContent('blood.pdf');
    expect(screen.getByTestId('case-report-link')).toHaveAttribute('href', '/cases/c-1/report');
    expect(screen.getByTestId('case-back')).toHaveAttribute('href', '/p/cases');
    // Nothing to change: no edit sections, no referral moves, no history, no doctor's comment.
    for (const id of ['case-edit', 'symptom-search', 'icd-search', 'add-treatment', 'complete-case', 'cancel-case', 'upload-file', 'history-section', 'comment-read', 'fulfil_service_request']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
    expect(screen.queryAllByRole('textbox').filter((t) => !(t as HTMLInputElement).closest('[data-testid="doctor-search"]'))).toEqual([]);
  });

  it('lets the patient share the case with a doctor and withdraw it', async () => {
    const { calls } = openAsPatient();
    const share = await screen.findByTestId('share-section');
    expect(share).toHaveTextContent('Show this case to a doctor');
    expect(within(share).getByText('Not shared with anyone.')).toBeInTheDocument();
    await userEvent.type(within(share).getByTestId('doctor-search-input'), 'Ana');
    fireEvent.click(await within(share).findByTestId('share-with'));
    expect(await within(share).findByTestId('shared-with')).toHaveTextContent('Ana Lomidze');
    fireEvent.click(within(share).getByTestId('unshare'));
    await waitFor(() => expect(within(share).queryByTestId('shared-with')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/cases/c-1/commands').map((c) => c.body)).toEqual([
      { type: 'share', doctor_id: ANA.id, version: 5 },
      { type: 'unshare', doctor_id: ANA.id, version: 6 },
    ]);
  });

  it('follows the case live: a conclusion the doctor writes appears for the patient', async () => {
    const live = fakeLive();
    openAsPatient(richCase({ status: 'active', conclusion: '' }), live);
    expect(await screen.findByTestId('conclusion-read')).toHaveTextContent('The doctor has not written the conclusion yet.');
    await live.connect();
    live.push('PatientCaseConclusionUpdated', push('PatientCaseConclusionUpdated', { version: 6, conclusion: 'Rest for a week.' }).payload);
    await waitFor(() => expect(screen.getByTestId('conclusion-text')).toHaveTextContent('Rest for a week.'));
  });

  it('speaks Georgian to a Georgian patient', async () => {
    const server = caseServer([richCase()], PATIENT_USER.id);
    renderApp('/p/case/c-1', { token: 't', routes: { ...signedInAs({ ...PATIENT_USER, language: 'ka' }), ...server.routes } });
    expect(await screen.findByTestId('case-title')).toHaveTextContent('21 ნოემბერი 2026');
    expect(screen.getByTestId('conclusion-read')).toHaveTextContent('ექიმის დასკვნა');
    expect(screen.getByTestId('case-report-link')).toHaveTextContent('ამობეჭდვა / PDF');
  });
});
