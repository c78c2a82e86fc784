import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES, type RouteDef } from '../../src/app/routes';
import en from '../../src/i18n/messages/en.json';
import { USER_TYPES, type UserType } from '../../src/protocol/user';
import { audienceMessage } from '../../src/views/shell/NotForRolePage';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { chatServer } from './chats-fixtures';
import { signedInUser } from './doctors-fixtures';

/** Someone of `type` who is as much of everything as the role allows (an administrator, support staff of clinic 1). */
const personOf = (type: UserType, language: 'ka' | 'en' = 'en') =>
  signedInUser({
    type,
    language,
    clinics: type === 'Patient' ? [] : [{ id: 1, role: type === 'ClinicOperator' ? 'admin' : 'doctor' }],
    support_clinics: type === 'Patient' ? [] : [1],
  });

/** A concrete address of a route (an id that exists nowhere). */
const addressOf = (def: RouteDef) => def.path.replace(':id', '00000000-0000-4000-8000-0000000000ff');

const ROLE_ROUTES = ROUTES.filter((r) => r.roles);
const WRONG = ROLE_ROUTES.flatMap((def) => USER_TYPES.filter((t) => !def.roles!.includes(t)).map((type) => ({ path: def.path, def, type })));
const RIGHT = ROLE_ROUTES.flatMap((def) => def.roles!.map((type) => ({ path: def.path, def, type })));
const english = (id: string) => (en as Record<string, { defaultMessage: string }>)[id].defaultMessage;

describe('pages that belong to some roles', { timeout: 20_000 }, () => {
  it('give the pages SPEC §2 puts in one role\'s menu to that role only, and the clinic pages to the roles the server serves', () => {
    const rolesOf = (path: string) => ROUTES.find((r) => r.path === path)?.roles;
    for (const path of ['/p/cases', '/p/interviews', '/p/checkups', '/p']) expect(rolesOf(path), path).toEqual(['Patient']);
    for (const path of ['/my/schedule', '/my/schedule-manager']) expect(rolesOf(path), path).toEqual(['Doctor']);
    for (const path of ['/schedules', '/clinic-doctors', '/patient/register', '/cadmin', '/cadmin/doctors', '/cadmin/services']) expect(rolesOf(path), path).toEqual(['ClinicOperator']);
    for (const path of ['/patients', '/patients/:id', '/cases', '/support/reports', '/support/reports/:id', '/support/replay']) expect(rolesOf(path), path).toEqual(['Doctor', 'ClinicOperator']);
    // A doctor reads the health log and checkups of the patients they treat.
    expect(rolesOf('/p/monitoring')).toEqual(['Patient', 'Doctor']);
    for (const path of ['/dashboard', '/chats', '/schedules/:id', '/profile', '/notifications']) expect(rolesOf(path), path).toBeUndefined();
  });

  it('say in words whom each page is for', () => {
    for (const def of ROLE_ROUTES) expect(audienceMessage(def.roles!), def.path).not.toBe('notForRole.for.other');
  });

  it.each(WRONG)('tell a $type on $path whose page it is, with the way to their home page', async ({ def, type }) => {
    renderApp(addressOf(def), { token: 't', routes: signedInAs(personOf(type)) });
    const elsewhere = def.instead?.[type];
    if (elsewhere) {
      await waitFor(() => expect(location.pathname).toBe(elsewhere));
      return;
    }
    const page = await screen.findByTestId('not-for-role');
    expect(within(page).getByTestId('not-for-role-page')).toHaveTextContent(english(def.title));
    expect(within(page).getByTestId('not-for-role-text')).toHaveTextContent(english(audienceMessage(def.roles!)));
    expect(within(page).getByTestId('not-for-role-text')).toHaveTextContent(english(`notForRole.you.${type}`));
    expect(within(page).getByRole('link', { name: 'Go to my home page' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it.each(RIGHT)('open $path for a $type', async ({ def, type }) => {
    renderApp(addressOf(def), { token: 't', routes: signedInAs(personOf(type)) });
    // The page's own heading, whatever it then loads.
    await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.queryByTestId('not-for-role')).not.toBeInTheDocument();
    // /my opens the doctor's schedule.
    expect(location.pathname).toBe(def.path === '/my' ? '/my/schedule' : addressOf(def));
  });

  it('tells a patient in Georgian that their doctor\'s schedule is for doctors', async () => {
    renderApp('/my/schedule', { token: 't', routes: signedInAs(personOf('Patient', 'ka')) });
    const page = await screen.findByTestId('not-for-role');
    expect(page).toHaveTextContent('ჩემი განრიგი');
    expect(page).toHaveTextContent('ეს გვერდი ექიმებისთვისაა. თქვენ შესული ხართ პაციენტის ანგარიშით.');
    expect(within(page).getByRole('link', { name: 'ჩემს მთავარ გვერდზე გადასვლა' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks the server nothing for a page that is not the person\'s', async () => {
    const { calls } = renderApp('/schedules', { token: 't', routes: signedInAs(personOf('Patient')) });
    await screen.findByTestId('not-for-role');
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/schedules') || p.startsWith('/api/clinic-desk'))).toEqual([]);
  });
});

describe('a patient finds their chats and the clinics', { timeout: 20_000 }, () => {
  it('in the side menu', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(personOf('Patient')) });
    const menu = await screen.findByTestId('side-menu');
    expect(await within(menu).findByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/chats');
    expect(within(menu).getByRole('link', { name: 'Clinics' })).toHaveAttribute('href', '/clinics');
  });

  it('on the dashboard, as cards like the others, in Georgian too', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(personOf('Patient', 'ka')) });
    const cards = await screen.findAllByTestId('next-step');
    const chats = cards.find((c) => c.getAttribute('href') === '/chats');
    const clinics = cards.find((c) => c.getAttribute('href') === '/clinics');
    expect(chats).toHaveTextContent('ჩატებიმიმოწერა და ვიდეოზარები თქვენს ექიმებთან და კლინიკებთან.');
    expect(clinics).toHaveTextContent('კლინიკებიიპოვეთ კლინიკა, გაეცანით მის ექიმებსა და სერვისებს ან მისწერეთ შეკითხვა.');
  });
});

describe('each role reads its own words', { timeout: 20_000 }, () => {
  it.each([
    ['Patient', 'How can we help you today?', 'Find a doctor'],
    ['Doctor', 'Your schedule, patients and conversations, one tap away.', null],
    ['ClinicOperator', "Manage your clinic's bookings, doctors and conversations.", null],
  ] as const)('on the dashboard (%s)', async (type, lead, findDoctor) => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(personOf(type)) });
    expect(await screen.findByText(lead)).toBeInTheDocument();
    await screen.findAllByTestId('next-step');
    if (findDoctor) expect(screen.getByText(findDoctor)).toBeInTheDocument();
    else expect(screen.queryByText('Find a doctor')).not.toBeInTheDocument();
  });

  it.each([
    ['Patient', 'Your conversations with doctors and clinics. The newest are on top.', 'A chat opens when you book a consultation with a doctor or send a question to a clinic.', 'Find a doctor', '/doctors'],
    ['Doctor', 'Your conversations with patients and clinics. The newest are on top.', 'A chat opens when a patient books a consultation with you or a clinic writes to you.', 'Go to patients', '/patients'],
    ['ClinicOperator', "The clinic's conversations with patients and doctors. The newest are on top.", 'A chat opens when a patient sends the clinic a question, or when you write to a patient or a doctor for the clinic.', 'Go to patients', '/patients'],
  ] as const)('on the chat list (%s)', async (type, intro, emptyText, action, href) => {
    renderApp('/chats', { token: 't', routes: { ...signedInAs(personOf(type)), ...chatServer({ spaces: [] }).routes } });
    expect(await screen.findByText(intro)).toBeInTheDocument();
    const empty = await screen.findByTestId('chats-empty');
    expect(empty).toHaveTextContent(emptyText);
    expect(within(empty).getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('on the chat list in Georgian (a doctor)', async () => {
    renderApp('/chats', { token: 't', routes: { ...signedInAs(personOf('Doctor', 'ka')), ...chatServer({ spaces: [] }).routes } });
    expect(await screen.findByText('თქვენი მიმოწერა პაციენტებთან და კლინიკებთან. ბოლო საუბრები ზემოთაა.')).toBeInTheDocument();
    expect(await screen.findByTestId('chats-empty')).toHaveTextContent('ჩატი გაიხსნება, როცა პაციენტი თქვენთან კონსულტაციაზე ჩაეწერება ან კლინიკა მოგწერთ.');
  });

  it.each([
    ['Patient', '/profile', 'Your details as your doctors and the clinic see them.'],
    ['Doctor', '/profile', 'Your details as patients and colleagues see them.'],
    ['Patient', '/profile/contact-info', 'How your doctor and the clinic can reach you.'],
    ['ClinicOperator', '/profile/contact-info', 'How patients and colleagues can reach you.'],
  ] as const)('on the profile pages (%s on %s)', async (type, path, intro) => {
    renderApp(path, { token: 't', routes: signedInAs(personOf(type)) });
    expect(await screen.findByText(intro)).toBeInTheDocument();
  });
});

describe('/app-pay', () => {
  it.each([
    ['en', 'Go to home'],
    ['ka', 'მთავარ გვერდზე გადასვლა'],
  ] as const)('shows its way home in words (%s), not a message key', async (locale, text) => {
    renderApp('/app-pay?status=success', { locale });
    await screen.findByTestId('app-pay-title');
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', '/dashboard');
    expect(document.body).not.toHaveTextContent('toDashboard');
  });
});
