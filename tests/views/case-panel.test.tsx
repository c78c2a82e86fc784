import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, type FakeRoute } from '../support/render-app';
import { expectSaidOnce } from '../support/said-once';
import { signedInAs } from '../support/users';
import { asPatient, chatServer, DOCTOR_CHAT, doctorChat, fakeLive } from './chats-fixtures';
import { caseServer, CHAT_DOCTOR_USER, chatCase } from './case-fixtures';
import { push } from '../machines/case-fakes';

configure({ asyncUtilTimeout: 10_000 });

const ROOM = `/chats/${DOCTOR_CHAT}`;
const older = () => chatCase({ id: 'c-1', start_time: '2026-10-02T06:00:00.000Z', created_at: '2026-10-02T06:00:00.000Z', status: 'completed', conclusion: 'Healthy.' });
const newer = () => chatCase({ id: 'c-2', start_time: '2026-11-21T06:00:00.000Z', created_at: '2026-11-21T06:00:00.000Z' });

function openChatAsDoctor(opts: { cases?: ReturnType<typeof chatCase>[]; hidden?: string[]; opened?: ReturnType<typeof chatCase>; width?: number; failLists?: () => boolean } = {}) {
  (window as unknown as { __testWidth?: number }).__testWidth = opts.width ?? 1280;
  const live = fakeLive();
  const chats = chatServer({ spaces: [doctorChat()] });
  const cases = caseServer(opts.cases ?? [older(), newer()], CHAT_DOCTOR_USER.id, { hidden: opts.hidden, opened: opts.opened });
  const list = cases.routes['GET /api/cases'];
  const failing: FakeRoute = (req, body) => (opts.failLists?.() ? { status: 500, body: { code: 'internal', message: 'x' } } : list(req, body));
  const app = renderApp(ROOM, { token: 't', routes: { ...signedInAs(CHAT_DOCTOR_USER), ...chats.routes, ...cases.routes, 'GET /api/cases': failing }, openLiveSocket: live.open });
  return { ...app, live, cases };
}

const tabs = () => screen.getAllByTestId('case-tab');
const tabTitles = () => tabs().map((t) => t.textContent);
const selectedTab = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true');

afterEach(() => {
  delete (window as unknown as { __testWidth?: number }).__testWidth;
});

describe('the case panel beside a doctor\'s patient chat', { timeout: 40_000 }, () => {
  it('shows the patient\'s cases as tabs titled with their dates, newest first and selected', async () => {
    const { calls } = openChatAsDoctor();
    const column = await screen.findByTestId('case-column');
    expect(await within(column).findByText('Medical cases')).toBeInTheDocument();
    await waitFor(() => expect(tabTitles()).toEqual(['21 November 2026', '02 October 2026 · Completed']));
    expect(selectedTab()).toHaveTextContent('21 November 2026');
    // The active case is the doctor's to edit; the completed one reads.
    expect(await within(column).findByTestId('case-view')).toHaveAttribute('data-mode', 'edit');
    fireEvent.click(tabs()[1]);
    await waitFor(() => expect(within(column).getByTestId('case-view')).toHaveAttribute('data-mode', 'read'));
    expect(within(column).getByTestId('conclusion-text')).toHaveTextContent('Healthy.');
    expect(calls.some((c) => c.path.startsWith('/api/cases?') && c.path.includes(`patient_id=${doctorChat().chat_space.patient_id}`))).toBe(true);
    // The chat itself is still there.
    expect(screen.getByTestId('chat-room')).toBeInTheDocument();
  });

  it('opens the tab of a case created live for this patient and doctor, and selects it', async () => {
    const { live, cases, calls } = openChatAsDoctor({ cases: [older(), newer()], hidden: ['c-2'] });
    const lists = () => calls.filter((c) => c.path.startsWith('/api/cases?')).length;
    await waitFor(() => expect(tabTitles()).toEqual(['02 October 2026 · Completed']));
    await live.connect();
    // The tabs are loaded again after the connection opens; the push comes after that.
    await waitFor(() => expect(lists()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('new-case')).toBeEnabled());
    // An appointment was activated elsewhere: the server opened the case and says so.
    cases.hidden.delete('c-2');
    live.push('PatientCaseCreated', push('PatientCaseCreated', { case_id: 'c-2', version: 1, case: newer() }).payload);
    // The push opens it at once (no load of the list in between).
    expect(tabTitles()).toEqual(['21 November 2026', '02 October 2026 · Completed']);
    expect(selectedTab()).toHaveTextContent('21 November 2026');
    expect(lists()).toBe(2);
    expect(await within(screen.getByTestId('case-column')).findByTestId('case-view')).toHaveAttribute('data-mode', 'edit');
    // A case of another patient does not join the panel.
    live.push('PatientCaseCreated', push('PatientCaseCreated', { case_id: 'c-7', version: 1, case: chatCase({ id: 'c-7', patient_id: 'someone-else' }) }).payload);
    expect(tabs()).toHaveLength(2);
  });

  it('opens a new case from the empty panel', async () => {
    const { calls } = openChatAsDoctor({ cases: [newer()], hidden: ['c-2'], opened: newer() });
    const empty = await screen.findByTestId('case-panel-empty');
    expect(empty).toHaveTextContent('No cases yet');
    fireEvent.click(within(empty).getByTestId('new-case'));
    await waitFor(() => expect(tabTitles()).toEqual(['21 November 2026']));
    const opened = calls.filter((c) => c.method === 'POST' && c.path === '/api/cases');
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toMatchObject({ patient_id: doctorChat().chat_space.patient_id });
    expect((opened[0].body as { client_id: string }).client_id.length).toBeGreaterThanOrEqual(8);
  });

  it('says once, in the panel with a retry, that the cases could not be loaded (the chat beside it is not affected)', async () => {
    let fail = true;
    openChatAsDoctor({ failLists: () => fail });
    const face = await within(await screen.findByTestId('case-column')).findByTestId('error-face');
    await expectSaidOnce(face, 'Something went wrong on our side');
    expect(screen.getByTestId('chat-room')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(face).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tabTitles()).toEqual(['21 November 2026', '02 October 2026 · Completed']));
  });

  it('is a sheet opened from the chat header on a phone', async () => {
    openChatAsDoctor({ width: 390 });
    const button = await screen.findByTestId('open-cases');
    expect(screen.queryByTestId('case-column')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(tabTitles()).toHaveLength(2));
    expect(screen.getByText("Patient's medical cases")).toBeInTheDocument();
  });

  it('is not shown to the patient of the chat', async () => {
    const chats = chatServer({ spaces: [doctorChat()] });
    renderApp(ROOM, { token: 't', routes: { ...asPatient(), ...chats.routes } });
    expect(await screen.findByTestId('chat-room')).toBeInTheDocument();
    expect(screen.queryByTestId('case-column')).toBeNull();
    expect(screen.queryByTestId('open-cases')).toBeNull();
  });
});
