import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { doctor, HEALTHY_FAMILY, pagedRoute } from './doctors-fixtures';

const years = (from: number) => new Date().getFullYear() - from;
const doctorCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/doctors?'));
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('the doctors list', () => {
  it('shows each doctor with speciality, experience in years, languages and clinic, in Georgian', async () => {
    renderApp('/doctors', { routes: { 'GET /api/doctors': pagedRoute([doctor(1, { title: { ka: 'მედიცინის დოქტორი', en: 'MD, PhD' } }), doctor(2)]) } });
    const cards = await screen.findAllByTestId('doctor-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('ნინო1 ბერიძე')).toBeInTheDocument();
    expect(first.getByText('კარდიოლოგი')).toBeInTheDocument();
    expect(first.getByText('მედიცინის დოქტორი')).toBeInTheDocument();
    expect(first.getByTestId('doctor-experience')).toHaveTextContent(`${years(2010)} წლის გამოცდილება`);
    expect(first.getByTestId('doctor-languages')).toHaveTextContent('საუბრობს: ქართული, ინგლისური');
    expect(first.getByTestId('doctor-clinics')).toHaveTextContent(HEALTHY_FAMILY.name.ka);
    expect(cards[0]).toHaveAttribute('href', `/doctor/${doctor(1).id}`);
    expect(screen.getByTestId('result-count')).toHaveTextContent('ნაპოვნია 2 ექიმი');
  });

  it('shows the same in English, with plural years', async () => {
    renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': pagedRoute([doctor(1, { languages: ['ka', 'de', 'xx'] })]) } });
    const card = await screen.findByTestId('doctor-card');
    expect(within(card).getByTestId('doctor-experience')).toHaveTextContent(`${years(2010)} years of experience`);
    expect(within(card).getByTestId('doctor-languages')).toHaveTextContent('Speaks Georgian, German, XX');
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 doctor found');
  });

  it('shows skeleton cards while the list loads', async () => {
    renderApp('/doctors', { routes: { 'GET /api/doctors': () => new Promise(() => {}) } });
    expect(await screen.findAllByTestId('doctor-card-skeleton')).not.toHaveLength(0);
    expect(screen.queryByTestId('doctor-card')).not.toBeInTheDocument();
  });

  it('searches by name once the person pauses typing', async () => {
    const all = [doctor(1), doctor(2, { firstname: { ka: 'ანა', en: 'Ana' } })];
    const route: FakeRoute = (req) => {
      const q = new URL(req.url).searchParams.get('q');
      return pagedRoute(q ? all.filter((d) => d.firstname.en.toLowerCase().includes(q.toLowerCase())) : all)(req, undefined);
    };
    const { calls } = renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': route } });
    expect(await screen.findAllByTestId('doctor-card')).toHaveLength(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Ana');
    await waitFor(() => expect(screen.getAllByTestId('doctor-card')).toHaveLength(1));
    expect(screen.getByText('Ana Beridze')).toBeInTheDocument();
    // One request for the whole word, not one per letter.
    expect(doctorCalls(calls).map((c) => query(c.path).q)).toEqual([undefined, 'Ana']);
  });

  it('filters by speciality at once', async () => {
    const { calls } = renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': pagedRoute([doctor(1)]) } });
    await screen.findByTestId('doctor-card');
    await userEvent.click(screen.getByRole('textbox', { name: 'Speciality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Therapist', hidden: true }));
    await waitFor(() => expect(doctorCalls(calls)).toHaveLength(2));
    expect(query(doctorCalls(calls)[1].path)).toMatchObject({ speciality_id: '1', page: '1' });
  });

  it('opens already filtered from the address', async () => {
    const { calls } = renderApp('/doctors?speciality=1&q=nino', { locale: 'en', routes: { 'GET /api/doctors': pagedRoute([doctor(1)]) } });
    await screen.findByTestId('doctor-card');
    expect(query(doctorCalls(calls)[0].path)).toMatchObject({ speciality_id: '1', q: 'nino' });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('nino');
  });

  it('says when nobody matches and offers to show every doctor', async () => {
    const route: FakeRoute = (req) => pagedRoute(new URL(req.url).searchParams.get('q') ? [] : [doctor(1)])(req, undefined);
    renderApp('/doctors?q=zzz', { locale: 'en', routes: { 'GET /api/doctors': route } });
    const empty = await screen.findByTestId('empty-face');
    expect(empty).toHaveTextContent('No doctors found');
    await userEvent.click(within(empty).getByRole('button', { name: 'Show all doctors' }));
    expect(await screen.findByTestId('doctor-card')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
  });

  it('says so when the clinic lists no doctors at all, without a pointless button', async () => {
    renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': pagedRoute([]) } });
    const empty = await screen.findByTestId('empty-face');
    expect(empty).toHaveTextContent('No doctors are listed yet');
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what went wrong once, in place of the list with a retry, when the list fails', async () => {
    let fail = true;
    const route: FakeRoute = (req) => (fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : pagedRoute([doctor(1)])(req, undefined));
    renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': route } });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('The list of doctors could not be loaded');
    await expectSaidOnce(error, 'Something went wrong on our side');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('doctor-card')).toBeInTheDocument();
    expect(screen.queryByTestId('error-face')).not.toBeInTheDocument();
  });

  it('shows more doctors a page at a time until all are shown', async () => {
    const all = Array.from({ length: 14 }, (_, i) => doctor(i + 1));
    const { calls } = renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': pagedRoute(all) } });
    expect(await screen.findAllByTestId('doctor-card')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 14')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more doctors' }));
    await waitFor(() => expect(screen.getAllByTestId('doctor-card')).toHaveLength(14));
    expect(query(doctorCalls(calls)[1].path)).toMatchObject({ page: '2', limit: '12' });
    expect(screen.queryByRole('button', { name: 'Show more doctors' })).not.toBeInTheDocument();
  });

  it('keeps the doctors shown when the next page fails, and loads it on retry', async () => {
    const all = Array.from({ length: 14 }, (_, i) => doctor(i + 1));
    let failNext = true;
    const route: FakeRoute = (req) =>
      new URL(req.url).searchParams.get('page') === '2' && failNext ? { status: 503, body: { code: 'network', message: 'down' } } : pagedRoute(all)(req, undefined);
    renderApp('/doctors', { locale: 'en', routes: { 'GET /api/doctors': route } });
    await screen.findAllByTestId('doctor-card');
    await userEvent.click(screen.getByRole('button', { name: 'Show more doctors' }));
    expect(await screen.findByText('We could not load more doctors.')).toBeInTheDocument();
    expect(screen.getAllByTestId('doctor-card')).toHaveLength(12);
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('doctor-card')).toHaveLength(14));
  });
});
