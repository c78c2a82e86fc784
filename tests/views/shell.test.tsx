import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { signedInUser } from './doctors-fixtures';

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

describe("the header's language switch for a signed-in person (issue 20)", () => {
  it("asks in the chosen language before changing the account's language, and changes nothing on Cancel", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/dashboard', { token: 't', locale: 'ka', routes: { ...signedInAs(signedInUser({ language: 'ka' })), 'PUT /api/profile/language': () => ({ status: 200, body: { data: signedInUser({ language: 'en' }) } }) } });
    const en = await screen.findByTestId('locale-en');
    await user.click(en);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to English?' });
    expect(dialog).toHaveTextContent('English will become the language of your account');
    expect(within(dialog).getByTestId('account-language-confirm')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.lang).toBe('ka');
    expect(calls.filter((c) => c.method === 'PUT' && c.path === '/api/profile/language')).toEqual([]);

    await user.click(screen.getByTestId('locale-en'));
    await user.click(await screen.findByTestId('account-language-confirm'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT' && c.path === '/api/profile/language')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a person whose account speaks another language that the page switched to it', async () => {
    renderApp('/dashboard', { token: 't', locale: 'ka', routes: signedInAs(signedInUser({ language: 'en' })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page is now in English, the language of your account');
  });
});
