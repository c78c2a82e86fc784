import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaidOnce } from '../support/said-once';
import { renderApp, STARTUP_ROUTES, type FakeRoute } from '../support/render-app';
import { testUser, userRoute } from '../support/users';

const USER = testUser({ language: 'en' });

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const photoFile = (bytes: Uint8Array<ArrayBuffer> = PNG, name = 'me.png', type = 'image/png') => new File([bytes], name, { type });

const settingsWithLimit = (mb: number): FakeRoute => async (req, body) => {
  const answer = (await STARTUP_ROUTES['GET /api/settings'](req, body)) as { body: { data: object } };
  return { body: { data: { ...answer.body.data, max_upload_mb: mb } } };
};

function open(path: string, routes: Record<string, FakeRoute> = {}, locale: 'ka' | 'en' = 'en') {
  return renderApp(path, { token: 't', locale, routes: { 'GET /api/auth/user': userRoute(USER), ...routes } });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
/** Lets the person pick any file, as "All files" in a browser's picker does. */
const person = () => userEvent.setup({ applyAccept: false });

describe('the profile overview', () => {
  it('shows the photo placeholder, name in both languages, ID number and every detail', async () => {
    open('/profile');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Nino Beridze');
    expect(screen.getByText('ნინო ბერიძე')).toBeInTheDocument();
    expect(screen.getByTestId('profile-id-number')).toHaveTextContent('01001000001');
    const details = screen.getByTestId('profile-details');
    expect(within(details).getByTestId('profile-detail-birthdate')).toHaveTextContent('7 March 1958');
    expect(within(details).getByTestId('profile-detail-gender')).toHaveTextContent('Female');
    expect(within(details).getByTestId('profile-detail-phone')).toHaveTextContent('+995 555 12 34 01');
    expect(within(details).getByTestId('profile-detail-email')).toHaveTextContent('nino@example.ge');
    expect(within(details).getByTestId('profile-detail-country')).toHaveTextContent('Georgia');
    expect(within(details).getByTestId('profile-detail-language')).toHaveTextContent('English');
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.queryByTestId('avatar-remove')).toBeNull();
  });

  it('shows the details in Georgian, with "not specified" for what is missing', async () => {
    open('/profile', { 'GET /api/auth/user': userRoute({ ...USER, language: 'ka', phone: null, country: null, gender: null }) }, 'ka');
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('ნინო ბერიძე');
    expect(screen.getByTestId('profile-detail-birthdate')).toHaveTextContent('7 მარტი 1958');
    expect(screen.getByTestId('profile-detail-phone')).toHaveTextContent('არ არის მითითებული');
    expect(screen.getByTestId('profile-detail-gender')).toHaveTextContent('არ არის მითითებული');
    expect(screen.getByTestId('profile-detail-language')).toHaveTextContent('ქართული');
  });

  it('links to the three pages that change the profile, offering to set a password when there is none', async () => {
    const user = userEvent.setup();
    open('/profile', { 'GET /api/auth/user': userRoute({ ...USER, password_set: false }) });
    expect(await screen.findByTestId('profile-link-password')).toHaveTextContent('Set a password to sign in without a code');
    expect(screen.getByTestId('profile-link-personal-info')).toHaveAttribute('href', '/profile/personal-info');
    expect(screen.getByTestId('profile-link-password')).toHaveAttribute('href', '/profile/password');
    await user.click(screen.getByTestId('profile-link-contact-info'));
    await waitFor(() => expect(location.pathname).toBe('/profile/contact-info'));
  });

  it('leads from a sub-page back to the profile', async () => {
    open('/profile/password');
    expect(await screen.findByTestId('profile-back')).toHaveAttribute('href', '/profile');
  });

  it('has menu links to personal info, contact info and password', async () => {
    open('/profile');
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Personal information' })).toHaveAttribute('href', '/profile/personal-info');
    expect(within(menu).getByRole('link', { name: 'Contact information' })).toHaveAttribute('href', '/profile/contact-info');
    expect(within(menu).getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/profile/password');
  });
});

describe('the profile photo', () => {
  it('uploads the chosen photo, refetches the user and shows the new versioned photo everywhere', async () => {
    const user = person();
    let release!: () => void;
    const uploaded = { ...USER, photo: `/api/files/avatars/${USER.id}?v=1` };
    const { calls } = open('/profile', {
      'GET /api/auth/user': userRoute(USER, { ...uploaded, photo: `/api/files/avatars/${USER.id}?v=2` }),
      'POST /api/profile/avatar': () => new Promise((resolve) => (release = () => resolve({ body: { data: uploaded } }))),
    });
    await screen.findByTestId('profile-name');
    await user.upload(fileInput(), photoFile());

    expect(await screen.findByText('Uploading your photo…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeDisabled();
    // The chosen photo already shows, as a preview from the device.
    expect(within(screen.getByTestId('profile-avatar')).getByRole('img').getAttribute('src')).toMatch(/^blob:/);
    release();

    expect(await screen.findByTestId('avatar-done')).toHaveTextContent('Your new photo is saved.');
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/profile/avatar');
    expect(posted).toHaveLength(1);
    expect(posted[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(String(posted[0].body)).toContain('name="file"');
    const order = calls.filter((c) => c.path === '/api/profile/avatar' || c.path === '/api/auth/user').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['GET /api/auth/user', 'POST /api/profile/avatar', 'GET /api/auth/user']);

    // The refetched user's photo (version 2) shows in the profile and in the header.
    const src = `/api/files/avatars/${USER.id}?v=2`;
    await waitFor(() => expect(within(screen.getByTestId('profile-avatar')).getByRole('img')).toHaveAttribute('src', src));
    // The header's photo sits beside the name: decorative (alt=""), so no role img.
    const header = screen.getByRole('banner');
    expect(header.querySelector('img[alt=""]')).toHaveAttribute('src', src);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
    expect(screen.getByTestId('avatar-remove')).toBeInTheDocument();
  });

  it('refuses a photo over the upload limit on the device, without sending it', async () => {
    const user = person();
    const { calls } = open('/profile', { 'GET /api/settings': settingsWithLimit(1) });
    expect(await screen.findByText('JPG, PNG, WebP or GIF, up to 1 MB')).toBeInTheDocument();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    await user.upload(fileInput(), photoFile(big, 'big.png'));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('This photo is larger than 1 MB. Please choose a smaller one.');
    expect(calls.filter((c) => c.path === '/api/profile/avatar')).toEqual([]);
  });

  it('refuses a file that is not a picture on the device, whatever its name says', async () => {
    const user = person();
    const { calls } = open('/profile');
    await screen.findByTestId('profile-name');
    await user.upload(fileInput(), photoFile(new TextEncoder().encode('Just some notes, not a picture.'), 'photo.png', 'image/png'));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('This file is not a picture.');
    expect(calls.filter((c) => c.path === '/api/profile/avatar')).toEqual([]);
  });

  it('says once, at the photo, that it could not be sent when the clinic fails', async () => {
    const user = person();
    open('/profile', { 'POST /api/profile/avatar': () => ({ status: 500, body: { code: 'internal', message: 'boom' } }) });
    await screen.findByTestId('profile-name');
    await user.upload(fileInput(), photoFile());
    await expectSaidOnce(await screen.findByTestId('avatar-error'), 'Something went wrong on our side');
  });

  it('shows the server’s refusal of the photo', async () => {
    const user = person();
    open('/profile', { 'POST /api/profile/avatar': () => ({ status: 415, body: { code: 'upload.not_image', message: 'The file is not a PNG, JPEG, WebP or GIF image' } }) });
    await screen.findByTestId('profile-name');
    await user.upload(fileInput(), photoFile());
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('This file is not a picture.');
    await user.click(within(screen.getByTestId('avatar-error')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('avatar-error')).toBeNull();
  });

  it('removes the photo and the header shows the initials again', async () => {
    const user = person();
    const withPhoto = { ...USER, photo: `/api/files/avatars/${USER.id}?v=3` };
    const { calls } = open('/profile', {
      'GET /api/auth/user': userRoute(withPhoto),
      'DELETE /api/profile/avatar': () => ({ body: { data: { ...USER, photo: null } } }),
    });
    await user.click(await screen.findByTestId('avatar-remove'));
    expect(await screen.findByTestId('avatar-done')).toHaveTextContent('Your photo has been removed.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  });
});
