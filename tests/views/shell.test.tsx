import { describe, expect, it, vi } from 'vitest';
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

describe('the start-up session check', () => {
  it('says the clinic cannot be reached when the check fails for another reason than 401, and keeps the session', async () => {
    renderApp('/dashboard', { token: 'kept', locale: 'en', routes: { 'GET /api/auth/user': () => ({ status: 503, body: { code: 'internal', message: 'down' } }) } });
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('We cannot reach the clinic right now');
    expect(document.cookie).toContain('session=kept');
  });

  it('clears the session and shows Login when the stored token is refused with 401', async () => {
    renderApp('/dashboard', { token: 'revoked', locale: 'en', routes: { 'GET /api/auth/user': () => ({ status: 401, body: { code: 'unauthorized', message: 'no' } }) } });
    await screen.findByTestId('side-menu');
    await vi.waitFor(() => expect(location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('session=revoked');
  });
});
