import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { doctor, GIORGI, HEALTHY_FAMILY, KOLKHETI, signedInUser } from './doctors-fixtures';

const route = `GET /api/doctors/${GIORGI.id}`;
const answer: FakeRoute = () => ({ body: { data: GIORGI } });
const years = new Date().getFullYear() - 1998;

describe("a doctor's page", () => {
  it('shows who the doctor is, where they work and their services with prices, in English', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { locale: 'en', routes: { [route]: answer } });
    expect(await screen.findByTestId('doctor-name')).toHaveTextContent('Giorgi Maisuradze');
    expect(screen.getByRole('img', { name: 'Photo of Giorgi Maisuradze' })).toHaveAttribute('src', GIORGI.photo);
    expect(screen.getByText('PhD in Medicine')).toBeInTheDocument();
    expect(screen.getByText('Cardiologist')).toBeInTheDocument();
    expect(screen.getByTestId('doctor-experience')).toHaveTextContent(`${years} years of experience`);
    expect(screen.getByTestId('doctor-languages')).toHaveTextContent('Speaks Georgian, Russian, English');
    expect(screen.getByTestId('doctor-bio')).toHaveTextContent('A cardiologist with 25 years of practice.');
    expect(screen.getAllByTestId('doctor-clinic').map((c) => c.textContent)).toEqual([HEALTHY_FAMILY.name.en, KOLKHETI.name.en]);
    const offers = screen.getAllByTestId('offer');
    expect(offers).toHaveLength(2);
    expect(within(offers[0]).getByRole('link', { name: 'Cardiology consultation' })).toHaveAttribute('href', '/service/3');
    expect(offers[0]).toHaveTextContent(HEALTHY_FAMILY.name.en);
    expect(offers[0]).toHaveTextContent('40 min');
    await waitFor(() => expect(within(offers[0]).getByTestId('offer-price').textContent).toMatch(/GEL\s80/));
    // 70.50 lari keeps its tetri.
    expect(within(offers[1]).getByTestId('offer-price').textContent).toMatch(/GEL\s70\.50/);
  });

  it('shows prices and experience in Georgian', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { routes: { [route]: answer } });
    expect(await screen.findByTestId('doctor-name')).toHaveTextContent('გიორგი მაისურაძე');
    expect(screen.getByTestId('doctor-experience')).toHaveTextContent(`${years} წლის გამოცდილება`);
    expect(screen.getByTestId('doctor-languages')).toHaveTextContent('საუბრობს: ქართული, რუსული, ინგლისური');
    await waitFor(() => expect(screen.getAllByTestId('offer-price')[0].textContent).toMatch(/80\s₾/));
    expect(screen.getAllByTestId('offer')[0]).toHaveTextContent('40 წთ');
  });

  // The booking itself is tested in tests/views/booking.test.tsx.
  it('tells a visitor how to reach the doctor: book below, or ask one of their clinics', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { locale: 'en', routes: { [route]: answer } });
    const reach = await screen.findByTestId('reach-doctor');
    expect(reach).toHaveTextContent('How to reach the doctor');
    expect(within(reach).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '#booking');
    expect(within(reach).getByRole('link', { name: `Ask ${HEALTHY_FAMILY.name.en}` })).toHaveAttribute('href', `/clinics/${HEALTHY_FAMILY.id}/inquiry`);
    expect(await screen.findByTestId('booking-panel')).toBeInTheDocument();
  });

  it('offers no booking to a doctor looking at a colleague', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { token: 't', routes: { [route]: answer, ...signedInAs(signedInUser({ type: 'Doctor', language: 'en' })) } });
    await screen.findByTestId('doctor-name');
    expect(screen.queryByTestId('booking-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reach-doctor')).not.toBeInTheDocument();
  });

  it('says plainly when the doctor lists no services', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { locale: 'en', routes: { [route]: () => ({ body: { data: { ...GIORGI, services: [], bio: null } } }) } });
    expect(await screen.findByTestId('doctor-no-services')).toHaveTextContent('Please call the clinic to book');
    expect(screen.queryByTestId('doctor-bio')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the page loads', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { routes: { [route]: () => new Promise(() => {}) } });
    expect(await screen.findByTestId('doctor-skeleton')).toBeInTheDocument();
  });

  it('shows a friendly not-found card for an unknown doctor, without an alert', async () => {
    renderApp('/doctor/nobody', { locale: 'en', routes: { 'GET /api/doctors/nobody': () => ({ status: 404, body: { code: 'not_found', message: 'No such doctor' } }) } });
    const card = await screen.findByTestId('not-found-face');
    expect(card).toHaveTextContent('Doctor not found');
    expect(within(card).getByRole('link', { name: 'Go to the list of doctors' })).toHaveAttribute('href', '/doctors');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the page fails, then the doctor', async () => {
    let fail = true;
    renderApp(`/doctor/${GIORGI.id}`, {
      locale: 'en',
      routes: { [route]: () => (fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: GIORGI } }) },
    });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent("The doctor's page could not be loaded");
    await expectSaidOnce(error, 'Something went wrong on our side');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('doctor-name')).toHaveTextContent('Giorgi Maisuradze');
  });

  it('loads the other doctor when a link leads from one doctor to another', async () => {
    const other = { ...GIORGI, ...doctor(2), bio: null, services: [] };
    renderApp(`/doctor/${GIORGI.id}`, { locale: 'en', routes: { [route]: answer, [`GET /api/doctors/${other.id}`]: () => ({ body: { data: other } }) } });
    expect(await screen.findByTestId('doctor-name')).toHaveTextContent('Giorgi Maisuradze');
    act(() => {
      history.pushState(null, '', `/doctor/${other.id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('doctor-name')).toHaveTextContent('Nino2 Beridze'));
  });
});
