import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';

describe('the user agreement', () => {
  it('lists its sections with a table of contents, in Georgian', async () => {
    renderApp('/user-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'მომხმარებლის შეთანხმება' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toContain('5. პერსონალური მონაცემების დაცვა');
    expect(sections).toContain('6. თანხმობა ჯანმრთელობის მონაცემების დამუშავებაზე');
    const toc = screen.getByRole('navigation', { name: 'სარჩევი' });
    expect(within(toc).getByRole('link', { name: '8. გადახდა და თანხის დაბრუნება' })).toHaveAttribute('href', '#payments');
    expect(document.getElementById('payments')).toHaveTextContent('2 საათით ადრე');
  });

  it('says in English that video consultations are not for emergencies and to call 112', async () => {
    renderApp('/user-agreement', { locale: 'en' });
    const urgent = await screen.findByTestId('urgent');
    expect(urgent).toHaveTextContent('Not for emergencies');
    expect(urgent).toHaveTextContent('call 112 at once');
    expect(screen.getByText(/Law of Georgia on Personal Data Protection/)).toBeInTheDocument();
    expect(screen.getByText(/Video consultations are not recorded/)).toBeInTheDocument();
  });
});

describe('the COVID-19 page', () => {
  it('tells when to call 112 and dials it', async () => {
    renderApp('/covid-19', { locale: 'en' });
    const urgent = await screen.findByTestId('urgent');
    expect(urgent).toHaveTextContent('Call 112 at once if there is:');
    expect(within(urgent).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    for (const heading of ['Symptoms', 'When to contact a doctor', 'Self-isolation and care at home', 'Testing', 'Vaccination', 'Where to get help']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('points to the 1505 hotline and to the clinic, in Georgian', async () => {
    renderApp('/covid-19');
    const help = await screen.findByTestId('covid-help');
    expect(help).toHaveTextContent('1505 — დაავადებათა კონტროლისა');
    expect(within(help).getByRole('link', { name: 'დარეკეთ 1505-ზე' })).toHaveAttribute('href', 'tel:1505');
    expect(screen.getByRole('link', { name: 'ექიმის მოძებნა' })).toHaveAttribute('href', '/doctors');
  });
});
