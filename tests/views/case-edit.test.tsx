import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaidOnce } from '../support/said-once';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { activeCase, caseServer, DOCTOR_USER } from './case-fixtures';
import { evidence, push } from '../machines/case-fakes';
import { fakeLive } from './chats-fixtures';

// The case view and its flows load as their own chunks: give them time on a busy machine.
configure({ asyncUtilTimeout: 8000 });

function openCase(over = {}) {
  const server = caseServer([activeCase(over)], DOCTOR_USER.id);
  const app = renderApp('/p/case/c-1', { token: 't', routes: { ...signedInAs(DOCTOR_USER), ...server.routes } });
  return { ...app, server };
}

const commands = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/cases/c-1/commands').map((c) => c.body);

describe('the case edit view (the assignee of an active case)', { timeout: 30_000 }, () => {
  it('shows the loading face, then the case titled with its date and every part to edit', async () => {
    openCase();
    expect(await screen.findByTestId('case-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('case-title')).toHaveTextContent('21 November 2026');
    expect(screen.getByTestId('case-view')).toHaveAttribute('data-mode', 'edit');
    for (const section of ['evidence-section', 'diagnosis-section', 'treatment-section', 'labtest-section', 'files-section', 'referral-section', 'reference-section', 'notes-section', 'share-section', 'history-section']) {
      expect(screen.getByTestId(section)).toBeInTheDocument();
    }
    expect(screen.getByTestId('case-people')).toHaveTextContent('Doctor: Giorgi Kapanadze · Vivamedi · Patient: Nino Beridze');
  });

  it('adds a symptom found in the catalogue as present, and marks the initial ones', async () => {
    const { calls } = openCase({ evidences: [evidence('s_5', { is_initial: true, source: 'interview', name: { ka: 'ცხელება', en: 'Fever' } })] });
    const initial = await screen.findByTestId('evidence');
    expect(within(initial).getByTestId('evidence-initial')).toHaveTextContent('From the symptom check');
    await userEvent.type(screen.getByTestId('symptom-search-input'), 'head');
    const option = await screen.findByTestId('symptom-option');
    expect(option).toHaveTextContent('Headache');
    fireEvent.click(within(option).getByTestId('add-present'));
    await waitFor(() => expect(screen.getAllByTestId('evidence')).toHaveLength(2));
    expect(commands(calls)).toEqual([{ type: 'add_evidence', evidence_id: 's_21', choice: 'present', version: 1 }]);
    const added = screen.getAllByTestId('evidence').find((e) => e.getAttribute('data-id') === 's_21')!;
    expect(added).toHaveTextContent('Headache');
    expect(added).toHaveAttribute('data-choice', 'present');
    // The search box was emptied for the next one.
    expect(screen.getByTestId('symptom-search-input')).toHaveValue('');
    expect(calls.some((c) => c.path.startsWith('/api/symptoms/search?') && c.path.includes('sex=female'))).toBe(true);
  });

  it('says once, under the search box, that a search did not work, and searches again on retry', async () => {
    let fail = true;
    const server = caseServer([activeCase()], DOCTOR_USER.id);
    const icd = server.routes['GET /api/icd10'];
    renderApp('/p/case/c-1', {
      token: 't',
      routes: { ...signedInAs(DOCTOR_USER), ...server.routes, 'GET /api/icd10': (req, body) => (fail ? { status: 502, body: { code: 'network', message: 'x' } } : icd(req, body)) },
    });
    await userEvent.type(await screen.findByTestId('icd-search-input'), 'bronch');
    const section = screen.getByTestId('diagnosis-section');
    await expectSaidOnce(section, 'The search did not work. Check the connection and try again.');
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('icd-option')).toHaveTextContent('J20.9 Acute bronchitis, unspecified');
  });

  it('adds a diagnosis found by an ICD-10 search, asking once the typing pauses', async () => {
    const { calls } = openCase();
    const box = await screen.findByTestId('icd-search-input');
    fireEvent.click(within(screen.getByTestId('diagnosis-type')).getByText('Final'));
    await userEvent.type(box, 'bronch');
    const option = await screen.findByTestId('icd-option');
    expect(option).toHaveTextContent('J20.9 Acute bronchitis, unspecified');
    // One request for the whole word, not one per letter.
    expect(calls.filter((c) => c.path.startsWith('/api/icd10?'))).toHaveLength(1);
    fireEvent.click(option);
    const diagnosis = await screen.findByTestId('diagnosis');
    expect(diagnosis).toHaveTextContent('J20.9');
    expect(diagnosis).toHaveAttribute('data-type', 'final');
    expect(commands(calls)).toEqual([{ type: 'add_diagnosis', diagnosis_type: 'final', code: 'J20.9', version: 1 }]);
  });

  it('prescribes a drug with its dose, route, frequency and duration', async () => {
    const { calls } = openCase();
    await screen.findByTestId('add-treatment');
    expect(screen.getByTestId('treatment-add')).toBeDisabled();
    await userEvent.type(screen.getByTestId('drug-name'), 'Paracetamol');
    await userEvent.type(screen.getByTestId('drug-dose'), '500 mg');
    await userEvent.type(screen.getByTestId('drug-frequency'), '3 times a day');
    await userEvent.type(screen.getByTestId('drug-duration'), '5 days');
    fireEvent.click(screen.getByTestId('treatment-add'));
    const line = await screen.findByTestId('treatment');
    expect(line).toHaveTextContent('Paracetamol');
    expect(line).toHaveTextContent('500 mg, by mouth, 3 times a day, for 5 days');
    expect(commands(calls)).toEqual([
      { type: 'add_treatment', treatment_type: 'Drug', drug: { name: 'Paracetamol', dose: '500 mg', route: 'oral', frequency: '3 times a day', duration: '5 days' }, version: 1 },
    ]);
    // Saved: the form is empty for the next prescription.
    await waitFor(() => expect(screen.getByTestId('drug-name')).toHaveValue(''));
  });

  it('keeps Complete disabled with a hint until a conclusion is saved, then completes after confirming', async () => {
    const { calls } = openCase();
    const complete = await screen.findByTestId('complete-case');
    expect(complete).toBeDisabled();
    expect(screen.getByTestId('complete-hint')).toHaveTextContent('Write and save the conclusion to complete the case.');
    const conclusion = screen.getByTestId('case-conclusion');
    await userEvent.type(conclusion, 'Acute bronchitis; rest and fluids.');
    expect(complete).toBeDisabled();
    fireEvent.blur(conclusion);
    await waitFor(() => expect(screen.getByTestId('complete-case')).toBeEnabled());
    expect(screen.queryByTestId('complete-hint')).toBeNull();
    expect(screen.getByTestId('case-conclusion-state')).toHaveTextContent('Saved');
    fireEvent.click(screen.getByTestId('complete-case'));
    fireEvent.click(await screen.findByTestId('close-confirm'));
    // Completed: the doctor now reads it (no edit controls), and the patient's conclusion shows.
    await waitFor(() => expect(screen.getByTestId('case-view')).toHaveAttribute('data-mode', 'read'));
    expect(screen.getByTestId('case-status')).toHaveTextContent('Completed');
    expect(screen.getByTestId('conclusion-text')).toHaveTextContent('Acute bronchitis; rest and fluids.');
    expect(commands(calls)).toEqual([
      { type: 'update_conclusion', conclusion: 'Acute bronchitis; rest and fluids.', version: 1 },
      { type: 'complete', version: 2 },
    ]);
  });

  it('says a change was not saved when someone else changed the case, shows their change, and keeps what was typed', async () => {
    const { server, calls } = openCase();
    const loads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/cases/c-1').length;
    await screen.findByTestId('diagnosis-section');
    await userEvent.type(screen.getByTestId('diagnosis-text'), 'Viral infection');
    const fresh = server.change('c-1', { comment: 'Changed on another device' });
    server.refuseNext({ status: 409, code: 'event.conflict', current: fresh });
    fireEvent.click(screen.getByTestId('diagnosis-add-text'));
    expect(await screen.findByTestId('case-conflict')).toHaveTextContent('Someone else changed this case at the same moment');
    expect(screen.getByTestId('case-comment')).toHaveValue('Changed on another device');
    // The fresh case came with the refusal: nothing was loaded again.
    expect(loads()).toBe(1);
    expect(screen.getByTestId('diagnosis-text')).toHaveValue('Viral infection');
    expect(screen.queryByTestId('diagnosis')).toBeNull();
    // Trying again goes with the fresh version and clears the notice.
    fireEvent.click(screen.getByTestId('diagnosis-add-text'));
    expect(await screen.findByTestId('diagnosis')).toHaveTextContent('Viral infection');
    expect(screen.queryByTestId('case-conflict')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('diagnosis-text')).toHaveValue(''));
  });

  it('raises the alert for any other refusal and keeps the typed conclusion', async () => {
    const { server } = openCase();
    const conclusion = await screen.findByTestId('case-conclusion');
    await userEvent.type(conclusion, 'Draft');
    server.refuseNext({ status: 422, code: 'case.closed' });
    fireEvent.click(screen.getByTestId('case-conclusion-save'));
    expect(await screen.findByTestId('case-conclusion-state')).toHaveTextContent('Not saved');
    expect(conclusion).toHaveValue('Draft');
    expect(await screen.findByText('The case is closed; it can no longer be changed.')).toBeInTheDocument();
  });

  it('keeps what the doctor is typing when a push changes the saved text, and says so', async () => {
    const live = fakeLive();
    const server = caseServer([activeCase({ comment: 'First visit' })], DOCTOR_USER.id);
    const { calls } = renderApp('/p/case/c-1', { token: 't', routes: { ...signedInAs(DOCTOR_USER), ...server.routes }, openLiveSocket: live.open });
    const comment = await screen.findByTestId('case-comment');
    await live.connect();
    await userEvent.type(comment, '; cough since Monday');
    server.change('c-1', { comment: 'Seen by the nurse' });
    live.push('PatientCaseCommentUpdated', push('PatientCaseCommentUpdated', { version: 2, comment: 'Seen by the nurse' }).payload);
    expect(comment).toHaveValue('First visit; cough since Monday');
    expect(screen.getByTestId('case-comment-state')).toHaveTextContent('The saved text changed meanwhile');
    // Leaving the field saves what was typed, on the version the push brought.
    fireEvent.blur(comment);
    await waitFor(() => expect(screen.getByTestId('case-comment-state')).toHaveTextContent('Saved'));
    expect(commands(calls)).toEqual([{ type: 'update_comment', comment: 'First visit; cough since Monday', version: 2 }]);
    expect(comment).toHaveValue('First visit; cough since Monday');
  });

  it('shows the history, folded until asked for', async () => {
    openCase();
    fireEvent.click(await screen.findByTestId('history-toggle'));
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Case opened');
    expect(entry).toHaveTextContent('Giorgi Kapanadze');
  });

  it('shows the not-found face for a case the person may not read', async () => {
    renderApp('/p/case/c-9', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases/c-9': () => ({ status: 404, body: { code: 'case.not_found', message: 'x' } }) } });
    expect(await screen.findByTestId('case-not-found')).toHaveTextContent('Case not found');
  });

  it('shows the error face with a retry', async () => {
    let fail = true;
    renderApp('/p/case/c-1', {
      token: 't',
      routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases/c-1': () => (fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: activeCase() } }) },
    });
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The case could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('case-title')).toHaveTextContent('21 November 2026');
  });

  it('titles the case in Georgian for a Georgian doctor', async () => {
    const server = caseServer([activeCase()], DOCTOR_USER.id);
    renderApp('/p/case/c-1', { token: 't', routes: { ...signedInAs({ ...DOCTOR_USER, language: 'ka' }), ...server.routes } });
    expect(await screen.findByTestId('case-title')).toHaveTextContent('21 ნოემბერი 2026');
    expect(screen.getByTestId('complete-case')).toHaveTextContent('შემთხვევის დასრულება');
  });
});
