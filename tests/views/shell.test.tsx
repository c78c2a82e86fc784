import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';

describe('the app shell', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page', { locale: 'en' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('404 not found');
  });

  it('shows the anonymous side menu in Georgian by default', async () => {
    renderApp('/no-such-page-either');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('404 გვერდი ვერ მოიძებნა');
  });

  it('sends an anonymous visitor of a protected page to Login and lists the public menu', async () => {
    renderApp('/dashboard', { locale: 'en' });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByText('Doctors')).toBeInTheDocument();
    expect(within(menu).getByText('Register')).toBeInTheDocument();
    expect(location.pathname).toBe('/');
  });
});
