import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { signedInUser } from './doctors-fixtures';

const stepLinks = async () => {
  const steps = await screen.findAllByTestId('next-step');
  return steps.map((s) => [s.querySelector('p')?.textContent, s.getAttribute('href')]);
};

describe('the dashboard', () => {
  it('greets a patient by first name and offers what a patient does next', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(signedInUser({ language: 'en' })) });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Ketevan!');
    expect(await stepLinks()).toEqual([
      ['Find a doctor', '/doctors'],
      ['Chats', '/chats'],
      ['Clinics', '/clinics'],
      ['Services and prices', '/services'],
      ['Symptom checker', '/symptom-checker'],
      ['Medical history', '/p/cases'],
      ['Checkups', '/p/checkups'],
      ['AI results', '/p/interviews'],
      ['Health monitoring', '/p/monitoring'],
    ]);
    expect(screen.queryByTestId('profile-card')).not.toBeInTheDocument();
  });

  it('offers a doctor their schedule, schedule manager, patients, cases and chats', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(signedInUser({ type: 'Doctor', language: 'en', firstname: { ka: 'გიორგი', en: 'Giorgi' } })) });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Giorgi!');
    expect(await stepLinks()).toEqual([
      ['My schedule', '/my/schedule'],
      ['Schedule manager', '/my/schedule-manager'],
      ['Patients', '/patients'],
      ['Medical cases', '/cases'],
      ['Chats', '/chats'],
    ]);
  });

  it('offers a clinic\'s administrator schedules, clinic doctors, patient registration, clinic administration and chats', async () => {
    const admin = signedInUser({ type: 'ClinicOperator', language: 'en', firstname: { ka: 'მარიამ', en: 'Mariam' }, clinics: [{ id: 1, role: 'admin' }] });
    renderApp('/dashboard', { token: 't', routes: signedInAs(admin) });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Mariam!');
    expect(await stepLinks()).toEqual([
      ['Schedules', '/schedules'],
      ['Clinic doctors', '/clinic-doctors'],
      ['Register a patient', '/patient/register'],
      ['Clinic administration', '/cadmin'],
      ['Chats', '/chats'],
    ]);
  });

  it('offers an operator who administers no clinic no clinic administration (issue 16)', async () => {
    const desk = signedInUser({ type: 'ClinicOperator', language: 'en', firstname: { ka: 'ეკა', en: 'Eka' }, clinics: [{ id: 1, role: 'operator' }] });
    renderApp('/dashboard', { token: 't', routes: signedInAs(desk) });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Eka!');
    expect((await stepLinks()).map(([, href]) => href)).toEqual(['/schedules', '/clinic-doctors', '/patient/register', '/chats']);
  });

  it('greets in Georgian for a Georgian-speaking person', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(signedInUser()) });
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('გამარჯობა, ქეთევან!');
    expect(screen.getByText('იპოვეთ ექიმი')).toBeInTheDocument();
  });

  it('asks the person to add a missing e-mail, phone and photo, each with a link to where it is added', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(signedInUser({ language: 'en', email: null, phone: null, photo: null })) });
    const card = await screen.findByTestId('profile-card');
    expect(card).toHaveTextContent('Complete your profile');
    expect(within(card).getByTestId('profile-gap-email')).toHaveAttribute('href', '/profile/contact-info');
    expect(within(card).getByTestId('profile-gap-phone')).toHaveAttribute('href', '/profile/contact-info');
    expect(within(card).getByTestId('profile-gap-photo')).toHaveAttribute('href', '/profile');
  });

  it('asks only for what is missing', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(signedInUser({ type: 'Doctor', language: 'en', photo: null })) });
    const card = await screen.findByTestId('profile-card');
    expect(within(card).getAllByRole('link').map((l) => l.getAttribute('data-testid'))).toEqual(['profile-gap-photo']);
  });
});
