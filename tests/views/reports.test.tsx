import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { data, failing, never, OPERATOR_USER, PATIENT_USER } from './schedules-fixtures';
import type { CreateReportBody, ReportDestinations, ReportListItem } from '../../src/protocol/reports';
import { SESSION_LOG_FORMAT } from '../../src/protocol/session-log';
import type { User } from '../../src/protocol/user';

const name = (ka: string, en: string) => ({ ka, en });
const VISION = { id: 1, name: name('ნიუ ვიჟენ კლინიკა', 'New Vision Clinic') };
const CENTRAL = { id: 2, name: name('თბილისის ცენტრალური კლინიკა', 'Tbilisi Central Clinic') };
const CLINIC_7 = { id: 7, name: name('მედი კლინიკა', 'Medi Clinic') };
/** A patient's choice: two clinics, the second the clinic of their latest appointment. */
const FOR_PATIENT: ReportDestinations = { clinics: [VISION, CENTRAL], suggested: 2 };
/** A clinic operator's own (one) clinic. */
const FOR_STAFF: ReportDestinations = { clinics: [CLINIC_7], suggested: 7 };
const TEXT = 'I pressed Answer and the call vanished';
const CREATED = { id: 'r-1', created_at: '2026-11-20T12:00:00.000Z' };

/** Mariam, a clinic operator of clinic 7 and its support staff (and of clinic 8 when `both`). */
const SUPPORT_USER: User = testUser({
  id: 's-1',
  type: 'ClinicOperator',
  language: 'en',
  firstname: name('მარიამ', 'Mariam'),
  lastname: name('ჯაფარიძე', 'Japaridze'),
  clinics: [{ id: 7, role: 'operator' }],
  support_clinics: [7],
});

/** The body of every report sent, in order. */
const sentReports = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/reports').map((c) => c.body as CreateReportBody);

function openAs(user: User, routes: Record<string, FakeRoute> = {}, destinations: ReportDestinations = FOR_PATIENT) {
  return renderApp('/p/monitoring', {
    token: 't',
    routes: { ...signedInAs(user), 'GET /api/reports/destinations': data(destinations), 'POST /api/reports': () => ({ status: 201, body: { data: CREATED } }), ...routes },
  });
}

/** Writes into the dialog's text area as a paste (typing key by key is slow in jsdom). */
async function write(dialog: HTMLElement, text: string) {
  await userEvent.click(within(dialog).getByTestId('report-text'));
  await userEvent.paste(text);
}

/**
 * Opens the dialog from the side menu. Its parts load on the click and suspend meanwhile: an
 * awaited act lets React show them once loaded (React's own advice for suspending in act).
 */
async function clickReportProblem() {
  const button = await screen.findByTestId('report-problem');
  await act(async () => {
    fireEvent.click(button);
  });
}

async function openDialog() {
  await clickReportProblem();
  const dialog = await screen.findByTestId('report-dialog');
  await within(dialog).findByTestId('report-form');
  return dialog;
}

describe('the "Report a problem" dialog', () => {
  it('opens from the menu with the consent unticked and the suggested clinic; without consent it sends no log', async () => {
    const { calls } = openAs(PATIENT_USER);
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('report-consent')).not.toBeChecked();
    expect(within(dialog).getByTestId('report-clinic')).toHaveValue('Tbilisi Central Clinic');
    expect(dialog).toHaveTextContent('including medical information shown on your screen');
    expect(dialog).toHaveTextContent('Only the clinic\'s support staff can open it.');
    expect(dialog).toHaveTextContent('Passwords and confirmation codes are never included.');
    // Nothing to send yet.
    expect(within(dialog).getByTestId('report-send')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('report-text'), `  ${TEXT} `);
    expect(dialog).toHaveTextContent(`${TEXT.length + 3} of 4000 characters`);
    await userEvent.click(within(dialog).getByTestId('report-send'));
    const sent = await within(dialog).findByTestId('report-sent');
    expect(sent).toHaveTextContent(/Received on 20 November 2026, \d\d:00/);
    expect(sent).toHaveTextContent('No session log was attached.');
    const [body] = sentReports(calls);
    expect(body).toMatchObject({ text: TEXT, clinic_id: 2, consent: false, log: null });
    expect(typeof body.build).toBe('string');
    await userEvent.click(within(sent).getByTestId('report-close'));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
  });

  it('sends the session\'s log, and its build, only once the person ticks the consent, to the clinic they chose', async () => {
    const { calls, runtime } = openAs(PATIENT_USER);
    const dialog = await openDialog();
    await write(dialog, TEXT);
    await userEvent.click(within(dialog).getByTestId('report-clinic'));
    await userEvent.click(await screen.findByRole('option', { name: 'New Vision Clinic', hidden: true }));
    await userEvent.click(within(dialog).getByTestId('report-consent'));
    expect(within(dialog).getByTestId('report-consent')).toBeChecked();
    await userEvent.click(within(dialog).getByTestId('report-send'));
    expect(await within(dialog).findByTestId('report-sent')).toHaveTextContent('The log of this session was attached.');
    const [body] = sentReports(calls);
    expect(body).toMatchObject({ text: TEXT, clinic_id: 1, consent: true });
    expect(body.log).toMatchObject({ format: SESSION_LOG_FORMAT, build: runtime.exportLog().build });
    expect(body.log!.steps.length).toBeGreaterThan(0);
    expect(body.build).toBe(body.log!.build);
  });

  it('keeps the text and the consent after a failure, says why in the person\'s language, and sends again', async () => {
    let answers = 0;
    const flaky: FakeRoute = () => (answers++ === 0 ? { status: 500, body: { code: 'internal', message: 'boom' } } : { status: 201, body: { data: CREATED } });
    const { calls } = openAs({ ...PATIENT_USER, language: 'ka' }, { 'POST /api/reports': flaky });
    const dialog = await openDialog();
    await write(dialog, 'ზარს ვუპასუხე და გაქრა');
    await userEvent.click(within(dialog).getByTestId('report-consent'));
    await userEvent.click(within(dialog).getByTestId('report-send'));
    const error = await within(dialog).findByTestId('report-error');
    expect(error).toHaveTextContent('შეტყობინება ვერ გაიგზავნა');
    expect(error).toHaveTextContent('ჩვენს სისტემაში მოხდა შეფერხება');
    expect(error).toHaveTextContent('დაწერილი ტექსტი შენახულია');
    expect(within(dialog).getByTestId('report-text')).toHaveValue('ზარს ვუპასუხე და გაქრა');
    expect(within(dialog).getByTestId('report-consent')).toBeChecked();
    await userEvent.click(within(dialog).getByTestId('report-send'));
    expect(await within(dialog).findByTestId('report-sent')).toHaveTextContent('გმადლობთ, შეტყობინება გაიგზავნა');
    const bodies = sentReports(calls);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ text: 'ზარს ვუპასუხე და გაქრა', consent: true });
  });

  it('sends a staff member\'s report to their own clinic, with no choice to make', async () => {
    const { calls } = openAs(OPERATOR_USER, {}, FOR_STAFF);
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('report-clinic-name')).toHaveTextContent('To: Medi Clinic, support staff');
    expect(within(dialog).queryByTestId('report-clinic')).toBeNull();
    await write(dialog, TEXT);
    await userEvent.click(within(dialog).getByTestId('report-send'));
    await within(dialog).findByTestId('report-sent');
    expect(sentReports(calls)[0]).toMatchObject({ clinic_id: 7, consent: false, log: null });
  });

  it('says when there is no clinic to send to', async () => {
    openAs(PATIENT_USER, {}, { clinics: [], suggested: null });
    await clickReportProblem();
    expect(await screen.findByTestId('report-no-destinations')).toHaveTextContent('There is no clinic to send a report to');
  });

  it('shows the loading face, then the error face with a retry when the clinics cannot be loaded', async () => {
    let answers = 0;
    const later: FakeRoute = () => (answers++ === 0 ? { status: 503, body: { code: 'internal', message: 'down' } } : { body: { data: FOR_PATIENT } });
    openAs(PATIENT_USER, { 'GET /api/reports/destinations': later });
    await clickReportProblem();
    const failed = await screen.findByTestId('report-load-failed');
    expect(failed).toHaveTextContent('The form could not be opened');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('report-form')).toBeInTheDocument();
  });

  it('waits for the clinics with a loader', async () => {
    openAs(PATIENT_USER, { 'GET /api/reports/destinations': never });
    await clickReportProblem();
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
  });
});

const report = (over: Partial<ReportListItem> = {}): ReportListItem => ({
  id: 'r-1',
  clinic_id: 7,
  created_at: '2026-11-20T12:00:00.000Z',
  expires_at: '2027-02-18T12:00:00.000Z',
  build: '2026.11.20-abc123',
  text_preview: TEXT,
  has_log: true,
  steps: 214,
  reporter: { id: 'p-1', type: 'Patient', firstname: name('ნინო', 'Nino'), lastname: name('ბერიძე', 'Beridze') },
  ...over,
});

/** GET /api/reports for a clinic: `items` one page at a time, `perPage` a page (the body is the page, not wrapped in `data`). */
function reportsServer(items: ReportListItem[], perPage = 20): FakeRoute {
  return (req) => {
    const url = new URL(req.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const mine = items.filter((r) => r.clinic_id === Number(url.searchParams.get('clinic_id')));
    return { body: { data: mine.slice((page - 1) * perPage, page * perPage), total: mine.length, page, per_page: perPage } };
  };
}

describe('/support/reports', () => {
  const listAs = (user: User, answer: FakeRoute, extra: Record<string, FakeRoute> = {}) =>
    renderApp('/support/reports', { token: 't', routes: { ...signedInAs(user), 'GET /api/reports': answer, ...extra } });
  const requests = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/reports?')).map((c) => c.path);

  it('lists the clinic\'s reports newest first: time, reporter and role, text, log and build; each opens its replay page', async () => {
    const doctor = report({ id: 'r-2', has_log: false, steps: 0, text_preview: 'The schedule does not load', reporter: { id: 'd-1', type: 'Doctor', firstname: name('გიორგი', 'Giorgi'), lastname: name('კაპანაძე', 'Kapanadze') } });
    const { calls } = listAs(SUPPORT_USER, reportsServer([report(), doctor, report({ id: 'r-9', clinic_id: 8 })]));
    const rows = await screen.findAllByTestId('report-row');
    expect(rows.map((r) => r.getAttribute('data-report'))).toEqual(['r-1', 'r-2']);
    expect(within(rows[0]).getByTestId('report-reporter')).toHaveTextContent('Nino Beridze · Patient');
    expect(within(rows[0]).getByTestId('report-time')).toHaveTextContent(/^20 November 2026, \d\d:00$/);
    expect(within(rows[0]).getByTestId('report-preview')).toHaveTextContent(TEXT);
    expect(within(rows[0]).getByTestId('report-log')).toHaveTextContent('With session log (214 steps)');
    expect(within(rows[0]).getByTestId('report-build')).toHaveTextContent('Build 2026.11.20-abc123');
    expect(rows[0]).toHaveAttribute('href', '/support/reports/r-1');
    expect(within(rows[1]).getByTestId('report-reporter')).toHaveTextContent('Giorgi Kapanadze · Doctor');
    expect(within(rows[1]).getByTestId('report-log')).toHaveTextContent('No log');
    expect(requests(calls)).toEqual(['/api/reports?clinic_id=7&page=1']);
    expect(screen.queryByTestId('support-clinic')).toBeNull();
  });

  it('pages through many reports, and lets support of several clinics choose the clinic', async () => {
    const many = Array.from({ length: 3 }, (_, i) => report({ id: `r-${i + 1}` }));
    const { calls } = listAs({ ...SUPPORT_USER, support_clinics: [7, 8] }, reportsServer([...many, report({ id: 'r-80', clinic_id: 8 })], 2), {
      'GET /api/reports/destinations': data({ clinics: [CLINIC_7, { id: 8, name: name('ვიტა კლინიკა', 'Vita Clinic') }], suggested: 7 }),
    });
    await waitFor(() => expect(screen.getAllByTestId('report-row').map((r) => r.getAttribute('data-report'))).toEqual(['r-1', 'r-2']));
    // The arrows are named (issue 20: unnamed icon buttons), the numbers by their number.
    expect(within(screen.getByTestId('reports-pages')).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(screen.getByTestId('reports-pages')).getByRole('button', { name: 'Next page' })).toBeEnabled();
    await userEvent.click(within(screen.getByTestId('reports-pages')).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('report-row').map((r) => r.getAttribute('data-report'))).toEqual(['r-3']));
    const picker = screen.getByTestId('support-clinic');
    await waitFor(() => expect(picker).toHaveValue('Medi Clinic'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Vita Clinic', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('report-row').map((r) => r.getAttribute('data-report'))).toEqual(['r-80']));
    expect(requests(calls)).toEqual(['/api/reports?clinic_id=7&page=1', '/api/reports?clinic_id=7&page=2', '/api/reports?clinic_id=8&page=1']);
  });

  it('says when the clinic has no reports yet', async () => {
    listAs(SUPPORT_USER, reportsServer([]));
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('No reports yet');
  });

  it('shows the error face with a retry', async () => {
    listAs(SUPPORT_USER, failing);
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The reports could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Georgian to a Georgian support person', async () => {
    listAs({ ...SUPPORT_USER, language: 'ka' }, reportsServer([report()]));
    const [row] = await screen.findAllByTestId('report-row');
    expect(within(row).getByTestId('report-reporter')).toHaveTextContent('ნინო ბერიძე · პაციენტი');
    expect(within(row).getByTestId('report-time')).toHaveTextContent(/^20 ნოემბერი 2026, \d\d:00$/);
    expect(within(row).getByTestId('report-log')).toHaveTextContent('სესიის ჩანაწერით (214 ნაბიჯი)');
    expect(screen.getByText('პრობლემების შესახებ შეტყობინებები', { selector: 'h1' })).toBeInTheDocument();
  });

  it('shows support staff the menu entry, and tells anyone else the page is not theirs without asking the server', async () => {
    listAs(SUPPORT_USER, reportsServer([report()]));
    const menu = await screen.findByTestId('side-menu');
    expect(await within(menu).findByTestId('menu-support-reports')).toHaveAttribute('href', '/support/reports');
  });

  it.each([
    // A patient is never a clinic's support staff: the route guard tells them the page is the clinic's people's (src/app/routes.tsx).
    ['a patient', PATIENT_USER, 'not-for-role', 'This page is for doctors and clinic operators.'],
    ['a clinic operator without the support role', OPERATOR_USER, 'support-only', 'This page is for a clinic\'s support staff.'],
  ])('keeps the page and its menu entry from %s', async (_, user, face, text) => {
    const { calls } = listAs(user, reportsServer([report()]));
    expect(await screen.findByTestId(face)).toHaveTextContent(text);
    const menu = screen.getByTestId('side-menu');
    expect(within(menu).getByTestId('report-problem')).toBeInTheDocument();
    expect(within(menu).queryByTestId('menu-support-reports')).toBeNull();
    expect(requests(calls)).toEqual([]);
  });
});
