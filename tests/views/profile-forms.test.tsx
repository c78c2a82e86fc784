import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalInfoBody } from '../../src/protocol/profile';
import type { User } from '../../src/protocol/user';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';

const USER = testUser({ language: 'en' });

const refused = (...errors: { path: string; code: string }[]): FakeRoute => () => ({ status: 422, body: { code: 'validation', message: 'Some fields are not valid', errors } });

function open(path: string, routes: Record<string, FakeRoute> = {}, opts: { user?: User; locale?: 'ka' | 'en' } = {}) {
  return renderApp(path, { token: 't', locale: opts.locale ?? 'en', routes: { ...signedInAs(opts.user ?? USER), ...routes } });
}

const saveButton = () => screen.getByTestId('profile-save');
const putsTo = (calls: ReturnType<typeof open>['calls'], path: string) => calls.filter((c) => c.method === 'PUT' && c.path === path);

describe('the personal information page', () => {
  it('labels the four name fields by language and fills them with the person’s names', async () => {
    open('/profile/personal-info');
    expect(await screen.findByLabelText('First name (in Georgian)')).toHaveValue('ნინო');
    expect(screen.getByLabelText('First name (in English)')).toHaveValue('Nino');
    expect(screen.getByLabelText('Last name (in Georgian)')).toHaveValue('ბერიძე');
    expect(screen.getByLabelText('Last name (in English)')).toHaveValue('Beridze');
    expect(screen.getByLabelText('Day')).toHaveValue('7');
    expect(screen.getByLabelText('Year')).toHaveValue('1958');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('uses Georgian labels in Georgian', async () => {
    open('/profile/personal-info', {}, { locale: 'ka', user: { ...USER, language: 'ka' } });
    expect(await screen.findByLabelText('სახელი (ქართულად)')).toHaveValue('ნინო');
    expect(screen.getByLabelText('სახელი (ინგლისურად)')).toHaveValue('Nino');
    expect(screen.getByRole('radio', { name: 'მამაკაცი' })).not.toBeChecked();
  });

  it('keeps Save disabled until something changes', async () => {
    const user = userEvent.setup();
    open('/profile/personal-info');
    const field = await screen.findByLabelText('First name (in English)');
    expect(saveButton()).toBeDisabled();
    await user.type(field, 'a');
    expect(saveButton()).toBeEnabled();
    await user.type(field, '{Backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('saves the names and the header shows the new name at once', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/personal-info', {
      'PUT /api/profile/personal-info': (_req, body) => {
        const b = body as PersonalInfoBody;
        return { body: { data: { ...USER, firstname: b.firstname, lastname: b.lastname } } };
      },
    });
    const field = await screen.findByLabelText('First name (in English)');
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Nino Beridze');
    await user.clear(field);
    await user.type(field, 'Nina');
    await user.clear(screen.getByLabelText('First name (in Georgian)'));
    await user.type(screen.getByLabelText('First name (in Georgian)'), 'ნინა');
    await user.click(saveButton());

    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Your changes are saved.');
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Nina Beridze');
    expect(putsTo(calls, '/api/profile/personal-info').map((c) => c.body)).toEqual([
      { firstname: { ka: 'ნინა', en: 'Nina' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birthdate: '1958-03-07', gender: 'female', email: 'nino@example.ge' },
    ]);
    expect(saveButton()).toBeDisabled();
  });

  it('shows the server’s refusal under the field it is about', async () => {
    const user = userEvent.setup();
    open('/profile/personal-info', { 'PUT /api/profile/personal-info': refused({ path: 'email', code: 'field.email_taken' }) });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'giorgi@example.ge');
    await user.click(saveButton());
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already used by another account/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByTestId('profile-saved')).toBeNull();
  });

  it('shows the server’s refusal in Georgian for a Georgian speaker', async () => {
    const user = userEvent.setup();
    open('/profile/personal-info', { 'PUT /api/profile/personal-info': refused({ path: 'email', code: 'field.email_taken' }) }, { locale: 'ka', user: { ...USER, language: 'ka' } });
    const email = await screen.findByLabelText('ელ. ფოსტა');
    await user.type(email, 'x');
    await user.click(saveButton());
    await waitFor(() => expect(email).toHaveAccessibleDescription(/ეს ელ. ფოსტა უკვე გამოყენებულია/));
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/personal-info');
    await user.clear(await screen.findByLabelText('Last name (in Georgian)'));
    await user.clear(screen.getByLabelText('Last name (in English)'));
    await user.clear(screen.getByLabelText('Year'));
    await user.click(saveButton());
    expect(screen.getByLabelText('Last name (in Georgian)')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Last name (in English)')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Enter a valid date of birth.')).toBeInTheDocument();
    expect(putsTo(calls, '/api/profile/personal-info')).toEqual([]);
    // The person is taken to the first field with a problem.
    await waitFor(() => expect(screen.getByLabelText('Last name (in Georgian)')).toHaveFocus());
  });

  it('keeps what was typed and says why when the clinic cannot be reached', async () => {
    const user = userEvent.setup();
    open('/profile/personal-info', { 'PUT /api/profile/personal-info': () => ({ status: 500, body: { code: 'internal', message: 'boom' } }) });
    const field = await screen.findByLabelText('Last name (in English)');
    await user.type(field, '-Kapanadze');
    await user.click(saveButton());
    const failed = await screen.findByTestId('profile-save-failed');
    expect(failed).toHaveTextContent('Your changes were not saved.');
    await expectSaidOnce(failed, 'Something went wrong on our side');
    expect(field).toHaveValue('Beridze-Kapanadze');
    expect(saveButton()).toBeEnabled();
  });
});

describe('the contact information page', () => {
  it('shows the phone grouped and Georgia first among the countries', async () => {
    open('/profile/contact-info');
    expect(await screen.findByLabelText('Phone')).toHaveValue('+995 555 12 34 01');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country).toHaveValue('GE');
    const options = within(country).getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['Not specified', 'Georgia', 'Afghanistan']);
    expect(options.length).toBe(250);
  });

  it('sends a 9-digit mobile number with +995, the chosen country code and the e-mail', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/contact-info', {
      'PUT /api/profile/contact-info': () => ({ body: { data: { ...USER, phone: '+995599123456', country: 'DE' } } }),
    });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '599 12 34 56');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(saveButton());
    await screen.findByTestId('profile-saved');
    expect(putsTo(calls, '/api/profile/contact-info').map((c) => c.body)).toEqual([{ phone: '+995599123456', country: 'DE', email: 'nino@example.ge' }]);
    expect(phone).toHaveValue('+995 599 12 34 56');
  });

  it('shows a taken phone number under the phone field', async () => {
    const user = userEvent.setup();
    open('/profile/contact-info', { 'PUT /api/profile/contact-info': refused({ path: 'phone', code: 'field.phone_taken' }) });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+995599000000');
    await user.click(saveButton());
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/already used by another account/));
  });
});

describe('the password page', () => {
  it('asks for the current password when the account has one', async () => {
    open('/profile/password');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the new password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it('offers to set a password without a current one, and says what it is for', async () => {
    open('/profile/password', {}, { user: { ...USER, password_set: false } });
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.getByText(/you can also sign in with your ID number and this password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
  });

  it('refuses a short or unmatched password before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/password', {}, { user: { ...USER, password_set: false } });
    await user.type(await screen.findByLabelText('New password'), '123456');
    await user.type(screen.getByLabelText('Repeat the new password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/longer than 6 characters/);
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(putsTo(calls, '/api/profile/password')).toEqual([]);
  });

  it('shows a wrong current password and a common new one under their fields', async () => {
    const user = userEvent.setup();
    open('/profile/password', {
      'PUT /api/profile/password': refused({ path: 'current_password', code: 'field.password_wrong' }, { path: 'password', code: 'field.password_common' }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'guess-me');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect.'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/too common/);
  });

  it('sets a first password, confirms it and asks for it as the current one from then on', async () => {
    const user = userEvent.setup();
    const { calls } = open('/profile/password', { 'PUT /api/profile/password': () => ({ body: { data: { ...USER, password_set: true } } }) }, { user: { ...USER, password_set: false } });
    await user.type(await screen.findByLabelText('New password'), 'seven77x');
    await user.type(screen.getByLabelText('Repeat the new password'), 'seven77x');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Your password is set. From now on you can sign in with it.');
    expect(putsTo(calls, '/api/profile/password').map((c) => c.body)).toEqual([{ password: 'seven77x', password_confirm: 'seven77x' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
