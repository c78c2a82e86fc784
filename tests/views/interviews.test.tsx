import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview, InterviewQuestion, InterviewSummary } from '../../src/protocol/interviews';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { signedInUser } from './doctors-fixtures';
import { interviewFixture } from '../support/interview-fixtures';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWx';
const yesNo = [
  { id: 'present' as const, label: 'Yes' },
  { id: 'absent' as const, label: 'No' },
  { id: 'unknown' as const, label: "Don't know" },
];
const single: InterviewQuestion = { type: 'single', text: 'Do you have a cough?', items: [{ id: 's_227', name: 'Cough', choices: yesNo }] };
const degrees: InterviewQuestion = {
  type: 'group_single',
  text: 'How high is your temperature?',
  items: [
    { id: 's_153', name: '37.5–37.9 °C', choices: yesNo },
    { id: 's_154', name: '38–39.9 °C', choices: yesNo },
  ],
};
const features: InterviewQuestion = {
  type: 'group_multiple',
  text: 'About “Chest pain”: which of these do you have?',
  items: [
    { id: 's_201', name: 'Pressing pain', choices: yesNo },
    { id: 's_202', name: 'Spreading to the arm', choices: yesNo },
  ],
};
const interview = (over: Partial<Interview> = {}): Interview => interviewFixture({ id: ID, patient_gender: 'female', language: 'en', current_question: single, ...over });
const RESULT = interview({
  status: 'finished',
  current_question: null,
  should_stop: true,
  finished_at: '2026-11-21T10:05:00.000Z',
  question_count: 6,
  triage: { level: 'emergency_ambulance', red_flags: [{ id: 'rf_1', name: 'Chest pain with a cold sweat' }], reasons: [{ id: 's_200', name: 'Chest pain' }, { id: 's_425', name: 'Cold sweat' }], unsure: [] },
  conditions: [
    { id: 'c_100', name: 'Acute coronary syndrome (heart attack)', description: 'The blood supply to part of the heart is blocked.', probability: 0.82, strength: 'strong', triage: 'emergency_ambulance', raised_by: [{ id: 's_425', name: 'Cold sweat' }], lowered_by: [] },
    { id: 'c_120', name: 'Costochondritis', description: 'Inflammation where the ribs join the breastbone.', probability: 0.06, strength: 'less_likely', triage: 'self_care', raised_by: [], lowered_by: [{ id: 's_208', name: 'Pain on pressing the chest' }] },
  ],
  obligatory_labtests: [{ id: 56, name: 'Troponin I' }],
  recommended_labtests: [{ id: 1, name: 'Complete blood count' }],
  recommended_specialist: { speciality: { id: 3, name: 'Cardiologist' }, doctors: [{ id: 'd-1', name: 'Giorgi Maisuradze', photo: null }] },
});
const ok = (data: unknown): FakeRoute => () => ({ body: { data } });
const path = `/api/interviews/${ID}`;

describe('starting a symptom check', () => {
  it('asks who it is for, then finds complaints, starts a guest interview, remembers it and opens it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/symptom-checker', {
      locale: 'en',
      routes: {
        'GET /api/symptoms/catalogue': ok({ body_areas: [{ id: 'chest', name: 'Chest', symptoms: { both: [{ id: 's_200', name: 'Chest pain' }], female: [], male: [] } }] }),
        'GET /api/symptoms/search': ok([{ id: 's_227', name: 'Cough', areas: ['chest'] }]),
        'POST /guest/interviews': ok(interview({ evidences: [], current_question: null })),
        [`POST ${path}/evidence`]: ok(interview()),
        [`GET ${path}`]: ok(interview()),
      },
    });
    expect(await screen.findByTestId('not-a-diagnosis')).toHaveTextContent('This is not a diagnosis');
    await user.click(screen.getByTestId('who-next'));
    expect(await screen.findByText('Enter an age from 0 to 130 years.')).toBeInTheDocument();
    expect(screen.getByText(/Choose the sex/)).toBeInTheDocument();
    await user.type(screen.getByTestId('who-age'), '34');
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByTestId('who-next'));
    expect(await screen.findByTestId('who-summary')).toHaveTextContent('For you: Female, 34 years');
    expect(screen.getByTestId('start-interview')).toBeDisabled();

    await user.type(screen.getByTestId('complaint-search'), 'cugh');
    await user.click(await screen.findByTestId('complaint-hit'));
    expect(screen.getAllByTestId('complaint-chip').map((c) => c.textContent)).toEqual(['Cough']);
    const search = calls.find((c) => c.path.startsWith('/api/symptoms/search'))!;
    expect(search.path).toContain('q=cugh');
    expect(search.path).toContain('sex=female');

    await user.click(screen.getByTestId('start-interview'));
    await waitFor(() => expect(location.pathname).toBe(`/interview/${ID}`));
    expect(calls.find((c) => c.path === '/guest/interviews')!.body).toEqual({ type: 'symptom_checker', language: 'en', age: 34, age_unit: 'year', gender: 'female' });
    expect(calls.find((c) => c.path === `${path}/evidence`)!.body).toEqual({ evidence: [{ id: 's_227', choice: 'present' }] });
    expect(document.cookie).toContain(`interview=${ID}`);
    expect(await screen.findByTestId('question-text')).toHaveTextContent('Do you have a cough?');
  });

  it('picks complaints from a body area and keeps them when starting fails', async () => {
    const user = userEvent.setup();
    renderApp('/symptom-checker', {
      locale: 'en',
      routes: {
        'GET /api/symptoms/catalogue': ok({ body_areas: [{ id: 'chest', name: 'Chest', symptoms: { both: [{ id: 's_200', name: 'Chest pain' }], female: [{ id: 's_238', name: 'Breast lump' }], male: [{ id: 's_248', name: 'Breast enlargement in a man' }] } }] }),
        'POST /guest/interviews': () => ({ status: 500, body: { code: 'internal', message: 'down' } }),
      },
    });
    await user.click(await screen.findByText('Someone else'));
    await user.type(screen.getByTestId('who-age'), '70');
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByTestId('who-next'));
    await screen.findByTestId('who-summary', {}, { timeout: 3000 });
    await user.click(await screen.findByTestId('body-area'));
    await user.click(await screen.findByRole('option', { name: 'Chest', hidden: true }));
    const listed = (await screen.findAllByTestId('area-symptom')).map((b) => b.textContent);
    expect(listed).toEqual(['Breast enlargement in a man', 'Chest pain']);
    await user.click(screen.getByRole('button', { name: 'Chest pain' }));
    await user.click(screen.getByTestId('start-interview'));
    await expectSaidOnce(await screen.findByTestId('start-error'), 'Something went wrong on our side');
    expect(screen.getAllByTestId('complaint-chip').map((c) => c.textContent)).toEqual(['Chest pain']);
  });
});

describe('the interview', () => {
  it('asks one question at a time of each type, goes back, and ends on the result with the triage first', async () => {
    const user = userEvent.setup();
    const answers: unknown[] = [];
    let step = 0;
    const { calls } = renderApp(`/interview/${ID}`, {
      locale: 'en',
      routes: {
        [`GET ${path}`]: ok(interview()),
        [`POST ${path}/answer`]: (_, body) => {
          answers.push(body);
          step += 1;
          if (step === 1) return { body: { data: interview({ question_count: 1, current_question: degrees }) } };
          if (step === 2) return { body: { data: interview({ question_count: 2, current_question: features }) } };
          return { body: { data: interview({ question_count: 3, should_stop: true }) } };
        },
        [`POST ${path}/back`]: ok(interview({ question_count: 0 })),
        [`POST ${path}/finish`]: ok(RESULT),
      },
    });
    expect(await screen.findByTestId('question-text')).toHaveTextContent('Do you have a cough?');
    expect(screen.getByTestId('interview-back')).toBeDisabled();
    await user.click(screen.getByTestId('answer-absent'));
    expect(await screen.findByText('How high is your temperature?')).toBeInTheDocument();

    await user.click(screen.getByTestId('interview-back'));
    expect(await screen.findByText('Do you have a cough?')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `${path}/back`)).toHaveLength(1);
    step = 0;
    await user.click(screen.getByTestId('answer-present'));
    // Never measured the temperature: "I don't know" answers every item unknown.
    await user.click(await screen.findByTestId('group-unknown'));
    await user.click(screen.getByTestId('answer-continue'));
    expect(await screen.findByText(/About “Chest pain”/)).toBeInTheDocument();
    const items = screen.getAllByTestId('group-item');
    expect(screen.getByTestId('answer-continue')).toBeDisabled();
    await user.click(within(items[0]).getByText('Yes'));
    await user.click(within(items[1]).getByText("Don't know"));
    await user.click(screen.getByTestId('answer-continue'));

    const triage = await screen.findByTestId('triage');
    expect(triage).toHaveAttribute('data-level', 'emergency_ambulance');
    expect(triage).toHaveTextContent('Call an ambulance now');
    expect(triage).toHaveTextContent('Chest pain with a cold sweat');
    expect(screen.getByTestId('call-112')).toHaveAttribute('href', 'tel:112');
    expect(answers).toEqual([
      { answers: [{ id: 's_227', choice: 'absent' }] },
      { answers: [{ id: 's_227', choice: 'present' }] },
      { answers: [{ id: 's_153', choice: 'unknown' }, { id: 's_154', choice: 'unknown' }] },
      { answers: [{ id: 's_201', choice: 'present' }, { id: 's_202', choice: 'unknown' }] },
    ]);
    const conditions = screen.getAllByTestId('condition');
    expect(conditions[0]).toHaveTextContent('Acute coronary syndrome (heart attack)');
    expect(conditions[0]).toHaveTextContent('Strong match');
    expect(screen.getByTestId('labtests')).toHaveTextContent('Troponin I');
    expect(screen.getByTestId('specialist')).toHaveTextContent('Recommended doctor: Cardiologist');
    // Each recommended doctor leads to their booking, with this interview offered to share.
    expect(screen.getByTestId('specialist-doctor').getAttribute('href')).toMatch(/^\/doctor\/d-1\?interview=[^#]+#booking$/);
    expect(screen.getByTestId('specialist-doctors')).toHaveAttribute('href', '/doctors?speciality=3');
    expect(screen.getByTestId('not-a-diagnosis')).toBeInTheDocument();
  });

  it('says which question it is, the most it will ask, and about how far along it is', async () => {
    renderApp(`/interview/${ID}`, { locale: 'en', routes: { [`GET ${path}`]: ok(interview({ question_count: 3, progress: 0.41 })) } });
    expect(await screen.findByTestId('interview-progress')).toHaveTextContent('Question 4');
    expect(screen.getByTestId('interview-limit')).toHaveTextContent('at most 25 questions');
    expect(screen.getByRole('progressbar', { name: 'About 40% done' })).toBeInTheDocument();
    // No urgent advice: nothing to finish early.
    expect(screen.queryByTestId('urgent-advice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('finish-now')).not.toBeInTheDocument();
  });

  it('shows urgent advice above the question at once, and lets the person see the result without the last questions', async () => {
    const user = userEvent.setup();
    const urgent = { level: 'emergency_ambulance' as const, red_flags: [{ id: 'rf_1', name: 'Chest pain with a cold sweat' }], reasons: [{ id: 's_200', name: 'Chest pain' }], unsure: [] };
    const { calls } = renderApp(`/interview/${ID}`, {
      locale: 'en',
      routes: {
        [`GET ${path}`]: ok(interview({ question_count: 1 })),
        [`POST ${path}/answer`]: ok(interview({ question_count: 2, question_limit: 4, triage: urgent, current_question: degrees })),
        [`POST ${path}/finish`]: ok(RESULT),
      },
    });
    await user.click(await screen.findByTestId('answer-present'));
    const advice = await screen.findByTestId('urgent-advice');
    expect(within(advice).getByTestId('triage')).toHaveAttribute('data-level', 'emergency_ambulance');
    expect(advice).toHaveTextContent('Call an ambulance now');
    expect(advice).toHaveTextContent('Chest pain with a cold sweat');
    expect(within(advice).getByTestId('call-112')).toHaveAttribute('href', 'tel:112');
    expect(advice).toHaveTextContent('answer a few more questions so the doctor gets a clearer picture');
    // The advice comes first, then the question (still open), then the way out.
    const question = screen.getByTestId('question');
    const finish = screen.getByTestId('finish-now');
    expect(advice.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(question.compareDocumentPosition(finish) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('question-text')).toHaveTextContent('How high is your temperature?');
    expect(screen.getByTestId('interview-limit')).toHaveTextContent('at most 4 questions');

    await user.click(finish);
    expect(await screen.findByTestId('interview-result')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `${path}/finish`)).toHaveLength(1);
    expect(calls.filter((c) => c.path === `${path}/answer`)).toHaveLength(1);
  });

  it('puts the advice and why first, and keeps each possible cause closed until it is opened', async () => {
    const user = userEvent.setup();
    renderApp(`/interview/${ID}`, { locale: 'en', routes: { [`GET ${path}`]: ok(RESULT) } });
    const triage = await screen.findByTestId('triage');
    expect(within(triage).getByTestId('triage-reasons')).toHaveTextContent('Because you said: Chest pain, Cold sweat');
    const conditions = screen.getAllByTestId('condition');
    expect(triage.compareDocumentPosition(conditions[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Collapsed: the name and the strength in words; no percentages.
    expect(conditions.map((c) => within(c).getByTestId('condition-strength').textContent)).toEqual(['Strong match', 'Less likely']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    const details = screen.getAllByTestId('condition-details');
    expect(details[0]).not.toBeVisible();
    expect(details[1]).not.toBeVisible();

    // A tap opens one cause: what it is and what spoke for it; the other stays closed.
    const first = within(conditions[0]).getByRole('button', { name: /Acute coronary syndrome/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(details[0]).toBeVisible());
    expect(details[0]).toHaveTextContent('The blood supply to part of the heart is blocked.');
    expect(details[0]).toHaveTextContent('Speaks for it: Cold sweat');
    expect(details[1]).not.toBeVisible();

    // From the keyboard too.
    const second = within(conditions[1]).getByRole('button', { name: /Costochondritis/ });
    second.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(details[1]).toBeVisible());
    expect(details[1]).toHaveTextContent('Speaks against it: Pain on pressing the chest');
  });

  it('says plainly when no cause stands out, points back to the advice, and names the warning signs the person was unsure of', async () => {
    renderApp(`/interview/${ID}`, { locale: 'en', routes: { [`GET ${path}`]: ok({ ...RESULT, conditions: [], triage: { level: 'consultation', red_flags: [], reasons: [{ id: 's_152', name: 'Fever' }], unsure: [{ id: 's_535', name: 'Shaking chills (rigors)' }] } }) } });
    expect(await screen.findByTestId('no-conditions')).toHaveTextContent('No condition stands out from your answers. Follow the advice above.');
    expect(screen.queryByTestId('condition')).not.toBeInTheDocument();
    expect(screen.getByTestId('triage-reasons')).toHaveTextContent('Because you said: Fever');
    expect(screen.getByTestId('triage-unsure')).toHaveTextContent('You were not sure about these warning signs. If you have any of them, seek medical help at once: Shaking chills (rigors)');
  });

  it('carries the not-a-diagnosis note as a note, not an alert: screen readers do not announce it on every question', async () => {
    renderApp(`/interview/${ID}`, { locale: 'en', routes: { [`GET ${path}`]: ok(interview()) } });
    await screen.findByTestId('question-text');
    expect(screen.getByTestId('not-a-diagnosis')).toHaveAttribute('role', 'note');
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('keeps the question when an answer cannot be sent, and says why', async () => {
    const user = userEvent.setup();
    renderApp(`/interview/${ID}`, {
      locale: 'en',
      routes: { [`GET ${path}`]: ok(interview()), [`POST ${path}/answer`]: () => ({ status: 409, body: { code: 'interview.not_asked', message: 'x' } }) },
    });
    await user.click(await screen.findByTestId('answer-present'));
    await expectSaidOnce(await screen.findByTestId('answer-error'), 'This question is no longer open');
    expect(screen.getByTestId('question-text')).toHaveTextContent('Do you have a cough?');
  });

  it('shows a finished interview as its result in Georgian, and a missing one plainly', async () => {
    renderApp(`/interview/${ID}`, { routes: { [`GET ${path}`]: ok({ ...RESULT, triage: { level: 'self_care', red_flags: [], reasons: [], unsure: [] } }) } });
    expect(await screen.findByTestId('triage')).toHaveTextContent('სავარაუდოდ, სახლში მკურნალობაც საკმარისი იქნება');
    expect(screen.queryByTestId('call-112')).not.toBeInTheDocument();
  });

  it('says when an interview does not exist (or is no longer the visitor\'s)', async () => {
    renderApp('/interview/nope', { locale: 'en', routes: { 'GET /api/interviews/nope': () => ({ status: 404, body: { code: 'interview.not_found', message: 'x' } }) } });
    expect(await screen.findByTestId('interview-not-found')).toHaveTextContent('Interview not found');
    // Someone else's result link (issue 20): it opens only where it was taken, or in the patient's account.
    expect(screen.getByTestId('interview-not-found')).toHaveTextContent('An interview opens only in the browser it was taken in');
  });

  it('says so in Georgian when someone else\'s result link opens nothing', async () => {
    renderApp('/interview/nope', { routes: { 'GET /api/interviews/nope': () => ({ status: 404, body: { code: 'interview.not_found', message: 'x' } }) } });
    const card = await screen.findByTestId('interview-not-found');
    expect(card).toHaveTextContent('კითხვარი ვერ მოიძებნა');
    expect(card).toHaveTextContent('კითხვარი იხსნება მხოლოდ იმ ბრაუზერში, რომელშიც შეივსო');
  });
});

describe('AI results', () => {
  const summary = (over: Partial<InterviewSummary>): InterviewSummary => ({
    id: ID,
    language: 'en',
    status: 'finished',
    triage: 'consultation_24',
    top_condition: { id: 'c_12', name: 'Community-acquired pneumonia', probability: 0.7 },
    complaints: ['Cough', 'Fever'],
    patient_age_in_months: 420,
    patient_gender: 'female',
    created_at: '2026-11-20T09:00:00.000Z',
    finished_at: '2026-11-20T09:05:00.000Z',
    ...over,
  });
  const patient = () => signedInAs(signedInUser({ language: 'en' }));

  it('lists the patient\'s results, newest first, each opening its result', async () => {
    renderApp('/p/interviews', {
      token: 't',
      routes: { ...patient(), 'GET /api/interviews': ok({ items: [summary({}), summary({ id: 'older', status: 'in_progress', triage: 'self_care', top_condition: null, complaints: ['Headache'] })], total: 2 }) },
    });
    const cards = await screen.findAllByTestId('ai-result');
    expect(cards[0]).toHaveTextContent('Community-acquired pneumonia');
    expect(cards[0]).toHaveTextContent('Within 24 hours');
    expect(cards[0]).toHaveTextContent('Cough, Fever');
    expect(cards[0]).toHaveAttribute('href', `/interview/${ID}`);
    expect(cards[1]).toHaveTextContent('Not finished');
  });

  it('invites a first check when there are none, and offers a retry when the list fails', async () => {
    const first = renderApp('/p/interviews', { token: 't', routes: { ...patient(), 'GET /api/interviews': ok({ items: [], total: 0 }) } });
    expect(await screen.findByTestId('ai-results-empty')).toHaveTextContent('No results yet');
    expect(screen.getByTestId('ai-results-start')).toHaveAttribute('href', '/symptom-checker');
    first.unmount();
    renderApp('/p/interviews', { token: 't', routes: { ...patient(), 'GET /api/interviews': () => ({ status: 500, body: { code: 'internal', message: 'x' } }) } });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('Your results could not be loaded');
    await expectSaidOnce(error, 'Something went wrong on our side');
  });
});

describe('the symptom checker with the keyboard (issue 20)', () => {
  it('moves the focus to the complaints once the person is described, and keeps it on a complaint added from the hits', async () => {
    const user = userEvent.setup();
    renderApp('/symptom-checker', {
      locale: 'en',
      routes: {
        'GET /api/symptoms/catalogue': ok({ body_areas: [] }),
        'GET /api/symptoms/search': ok([{ id: 's_227', name: 'Cough', areas: ['chest'] }]),
      },
    });
    await user.type(await screen.findByTestId('who-age'), '34');
    await user.click(screen.getByLabelText('Female'));
    await user.keyboard('{Enter}');
    const title = await screen.findByRole('heading', { name: 'What is troubling you?' });
    await waitFor(() => expect(title).toHaveFocus());
    await user.tab();
    expect(screen.getByTestId('complaint-search')).toHaveFocus();
    await user.keyboard('cough');
    const hit = await screen.findByTestId('complaint-hit');
    expect(hit.parentElement).toHaveAttribute('role', 'listitem');
    expect(within(screen.getByRole('list', { name: 'Matching symptoms' })).getByRole('button', { name: /Cough/ })).toBe(hit);
    await user.tab();
    expect(hit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByTestId('complaint-chip').map((c) => c.textContent)).toEqual(['Cough']);
    expect(hit).toHaveFocus();
    expect(hit).toHaveAttribute('aria-disabled', 'true');
    expect(hit).toHaveTextContent('Added');
    // Pressed again, it adds nothing.
    await user.keyboard('{Enter}');
    expect(screen.getAllByTestId('complaint-chip')).toHaveLength(1);
  });

  it('gives the next question, and then the result, the focus the pressed answer lost', async () => {
    const user = userEvent.setup();
    let step = 0;
    renderApp(`/interview/${ID}`, {
      locale: 'en',
      routes: {
        [`GET ${path}`]: ok(interview()),
        [`POST ${path}/answer`]: () => {
          step += 1;
          return { body: { data: step === 1 ? interview({ question_count: 1, current_question: degrees }) : interview({ question_count: 2, should_stop: true }) } };
        },
        [`POST ${path}/finish`]: ok(RESULT),
      },
    });
    expect(await screen.findByTestId('question-text')).toHaveTextContent('Do you have a cough?');
    expect(screen.getByTestId('question-text')).not.toHaveFocus();
    screen.getByTestId('answer-absent').focus();
    await user.keyboard('{Enter}');
    const next = await screen.findByRole('heading', { name: 'How high is your temperature?' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.tab();
    expect(screen.getAllByTestId('group-option')[0]).toHaveFocus();
    await user.click(screen.getByTestId('group-none'));
    screen.getByTestId('answer-continue').focus();
    await user.keyboard('{Enter}');
    const result = await screen.findByRole('heading', { name: 'Your result' });
    await waitFor(() => expect(result).toHaveFocus());
  });
});
