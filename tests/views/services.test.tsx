import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, STARTUP_ROUTES, type FakeRoute } from '../support/render-app';
import { CARDIOLOGY_SERVICE, CATEGORY_LISTS, GIORGI, HEALTHY_FAMILY, KOLKHETI, pagedRoute, SERVICES } from './doctors-fixtures';

const withCategories = { 'GET /api/static/service-categories': () => ({ body: { data: { data: CATEGORY_LISTS } } }) };
const serviceCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/services?'));
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const byCategory: FakeRoute = (req) => {
  const category = new URL(req.url).searchParams.get('category_id');
  return pagedRoute(category ? SERVICES.filter((s) => String(s.category_id) === category) : SERVICES)(req, undefined);
};

describe('the services list', () => {
  it('groups services under their category with their price range, in Georgian', async () => {
    renderApp('/services', { routes: { ...withCategories, 'GET /api/services': byCategory } });
    const groups = await screen.findAllByTestId('service-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['კონსულტაციები', 'ლაბორატორია']);
    const [cardiology] = within(groups[0]).getAllByTestId('service-card');
    expect(cardiology).toHaveAttribute('href', '/service/3');
    expect(cardiology).toHaveTextContent('კარდიოლოგის კონსულტაცია');
    expect(cardiology).toHaveTextContent('2 კლინიკაში');
    await waitFor(() => expect(within(cardiology).getByTestId('service-price').textContent).toMatch(/^70\s₾-დან$/));
    const [blood, vaccines] = within(groups[1]).getAllByTestId('service-card');
    expect(within(blood).getByTestId('service-price').textContent).toMatch(/^15\s₾$/);
    expect(within(vaccines).getByTestId('service-price')).toHaveTextContent('უფასო');
    expect(screen.getByTestId('result-count')).toHaveTextContent('ნაპოვნია 3 სერვისი');
  });

  it('shows "from" prices in English and says when no clinic offers a service', async () => {
    const unoffered = { ...SERVICES[1], id: 99, clinic_services: [] };
    renderApp('/services', { locale: 'en', routes: { 'GET /api/services': pagedRoute([SERVICES[0], unoffered]) } });
    const cards = await screen.findAllByTestId('service-card');
    await waitFor(() => expect(within(cards[0]).getByTestId('service-price').textContent).toMatch(/^from GEL\s70$/));
    expect(within(cards[1]).getByTestId('service-price')).toHaveTextContent('Not offered at the moment');
  });

  it('filters by category at once and then shows no group headings', async () => {
    const { calls } = renderApp('/services', { locale: 'en', routes: { ...withCategories, 'GET /api/services': byCategory } });
    await screen.findAllByTestId('service-group');
    await userEvent.click(screen.getByRole('textbox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laboratory', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('service-card')).toHaveLength(2));
    expect(query(serviceCalls(calls).at(-1)!.path)).toMatchObject({ category_id: '3', page: '1' });
    expect(within(screen.getByTestId('service-group')).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    renderApp('/services', { routes: { 'GET /api/services': () => new Promise(() => {}) } });
    expect(await screen.findAllByTestId('service-card-skeleton')).not.toHaveLength(0);
  });

  it('says when nothing matches the search and offers every service', async () => {
    const route: FakeRoute = (req) => pagedRoute(new URL(req.url).searchParams.get('q') ? [] : SERVICES)(req, undefined);
    renderApp('/services?q=xyz', { locale: 'en', routes: { 'GET /api/services': route } });
    const empty = await screen.findByTestId('empty-face');
    expect(empty).toHaveTextContent('No services found');
    await userEvent.click(within(empty).getByRole('button', { name: 'Show all services' }));
    expect(await screen.findAllByTestId('service-card')).toHaveLength(3);
  });

  it('shows the error with a retry when the list fails', async () => {
    let fail = true;
    renderApp('/services', {
      locale: 'en',
      routes: { 'GET /api/services': (req) => (fail ? { status: 502, body: { code: 'network', message: 'x' } } : pagedRoute(SERVICES)(req, undefined)) },
    });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('The list of services could not be loaded');
    await expectSaidOnce(error, 'No connection to the clinic');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('service-card')).toHaveLength(3);
  });
});

describe("a service's page", () => {
  const route = { 'GET /api/services/3': () => ({ body: { data: CARDIOLOGY_SERVICE } }) };

  it('describes the service and lists the clinics with price and duration, and the doctors', async () => {
    renderApp('/service/3', { locale: 'en', routes: route });
    expect(await screen.findByTestId('service-name')).toHaveTextContent('Cardiology consultation');
    expect(screen.getByText('Diagnosis and treatment of heart disease.')).toBeInTheDocument();
    const offers = screen.getAllByTestId('offer');
    expect(offers.map((o) => o.textContent)).toEqual([expect.stringContaining(HEALTHY_FAMILY.name.en), expect.stringContaining(KOLKHETI.name.en)]);
    expect(offers[0]).toHaveTextContent('40 min');
    await waitFor(() => expect(within(offers[0]).getByTestId('offer-price').textContent).toMatch(/GEL\s80/));
    expect(screen.getByTestId('service-price').textContent).toMatch(/from GEL\s70/);
    const doctorLink = screen.getByTestId('service-doctor');
    expect(doctorLink).toHaveAttribute('href', `/doctor/${GIORGI.id}`);
    expect(doctorLink).toHaveTextContent('Giorgi Maisuradze');
  });

  it('asks an anonymous visitor to sign in to book, and brings them back to the service', async () => {
    renderApp('/service/3', { locale: 'en', routes: route });
    const call = await screen.findByTestId('booking-call');
    expect(call).toHaveTextContent('Sign in to book this service at the clinic of your choice.');
    await userEvent.click(within(call).getByRole('link', { name: 'Sign in to book' }));
    expect(location.pathname).toBe('/login');
    expect(sessionStorage.getItem('redirect_to')).toBe('/service/3');
  });

  it('says when no clinic offers the service, and leaves out the doctors when nobody provides it', async () => {
    renderApp('/service/3', { locale: 'en', routes: { 'GET /api/services/3': () => ({ body: { data: { ...CARDIOLOGY_SERVICE, clinic_services: [], doctors: [] } } }) } });
    expect(await screen.findByTestId('service-no-offers')).toHaveTextContent('No clinic offers this service at the moment.');
    expect(screen.queryByTestId('service-doctor')).not.toBeInTheDocument();
  });

  it('shows a friendly not-found card for an unknown service', async () => {
    renderApp('/service/12345', { routes: { ...STARTUP_ROUTES, 'GET /api/services/12345': () => ({ status: 404, body: { code: 'not_found', message: 'x' } }) } });
    expect(await screen.findByTestId('not-found-face')).toHaveTextContent('სერვისი ვერ მოიძებნა');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the page fails', async () => {
    let fail = true;
    renderApp('/service/3', { locale: 'en', routes: { 'GET /api/services/3': () => (fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: CARDIOLOGY_SERVICE } }) } });
    const error = await screen.findByTestId('error-face');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('service-name')).toBeInTheDocument();
  });
});
