import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { testUser } from '../support/users';

const USER = testUser({
  id: '6f1c1a54-0000-4000-8000-000000000099',
  id_number: '01001000099',
  firstname: { ka: 'Nino', en: 'Nino' },
  lastname: { ka: 'Beridze', en: 'Beridze' },
  language: 'en',
  email: null,
  phone: '+995555123456',
  country: null,
});

const SENT = { data: { sent_to: '+995 5** ** 34 56', expires_in: 300, resend_in: 60 } };
const codeSent: FakeRoute = () => ({ body: SENT });
const signedIn: FakeRoute = () => ({ status: 201, body: { data: { token: 'new-session-token', user: USER } } });

type UserEvents = ReturnType<typeof userEvent.setup>;

async function fillNames(user: UserEvents) {
  await user.type(await screen.findByLabelText('First Name'), 'Nino');
  await user.type(screen.getByLabelText('Last Name'), 'Beridze');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('register-step-details');
}

async function fillDetails(user: UserEvents) {
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText('Day'), '7');
  await user.selectOptions(screen.getByLabelText('Month'), 'March');
  await user.type(screen.getByLabelText('Year'), '1958');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('register-step-contact');
}

async function fillContact(user: UserEvents, password = 'tbilisi-2026', confirm = password) {
  await user.type(screen.getByLabelText('Phone'), '555 12 34 56');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('checkbox'));
}

async function reachCodeStep(user: UserEvents) {
  await fillNames(user);
  await fillDetails(user);
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('register-step-confirm');
}

describe('registration wizard', () => {
  it('prefills the ID from the identifier in the address and labels step 1 in Georgian', async () => {
    renderApp('/register?identifier=01001000099');
    expect(await screen.findByLabelText('პირადი ნომერი')).toHaveValue('01001000099');
    expect(screen.getByLabelText('სახელი')).toHaveValue('');
    expect(screen.getByLabelText('გვარი')).toHaveValue('');
    expect(screen.getByText('ნაბიჯი 1 / 4')).toBeInTheDocument();
  });

  it('prefills the ID Login left behind when the address has none', async () => {
    localStorage.setItem('pending_identifier', '01001000777');
    renderApp('/register', { locale: 'en' });
    expect(await screen.findByLabelText('ID')).toHaveValue('01001000777');
  });

  it('says which fields of step 1 are missing instead of moving on', async () => {
    const user = userEvent.setup();
    renderApp('/register', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('register-step-names')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });

  it('shows the steps as a list that marks the current one and offers nothing to press or focus', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    const steps = await screen.findByRole('list', { name: 'Registration steps' });
    const markers = within(steps).getAllByRole('listitem');
    expect(markers.map((m) => m.textContent)).toEqual(['1Name', '2About you', '3Phone', '4Confirm']);
    expect(markers[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps).queryAllByRole('button')).toHaveLength(0);
    expect(steps.querySelectorAll('button, a, input, [tabindex]')).toHaveLength(0);

    await fillNames(user);
    const now = within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(now.filter((m) => m.getAttribute('aria-current') === 'step')).toEqual([now[1]]);
    expect(now[1]).toHaveTextContent('About you');
  });

  it('requires a gender on step 2 with "Bad gender value"', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Bad gender value')).toBeInTheDocument();
    expect(screen.getByTestId('register-step-details')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.queryByText('Bad gender value')).not.toBeInTheDocument();
  });

  it('makes the two gender choices one Tab stop that the arrow keys move within', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About you' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
  });

  it('shows the gender message in Georgian and offers ქალი and მამაკაცი', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099');
    await user.type(await screen.findByLabelText('სახელი'), 'ნინო');
    await user.type(screen.getByLabelText('გვარი'), 'ბერიძე');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    expect(await screen.findByRole('radio', { name: 'ქალი' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'მამაკაცი' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    expect(await screen.findByText('მიუთითეთ სქესი')).toBeInTheDocument();
  });

  it('refuses a birthdate that does not exist', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.type(screen.getByLabelText('Year'), '1980');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a valid date of birth.')).toBeInTheDocument();
  });

  it('refuses step 4 for a 6-character password and says why under the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    await fillContact(user, 'abc123');
    const password = screen.getByLabelText('Password');
    // Shown once the person has left the field (here for the confirmation).
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('The password must be longer than 6 characters.');
    const rules = screen.getByTestId('password-rules');
    expect(within(rules).getByText('longer than 6 characters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(within(rules).getByText('the same in both fields').closest('li')).toHaveAttribute('data-met', 'true');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByTestId('register-step-contact')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(calls.some((c) => c.path === '/api/auth/register/request')).toBe(false);
    await user.type(password, '4');
    expect(screen.queryByText('The password must be longer than 6 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), '4');
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  it('says under the confirmation that it differs from the password, and goes no further', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    await fillContact(user, 'abc12345', 'abc12346');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(within(screen.getByTestId('password-rules')).getByText('the same in both fields').closest('li')).toHaveAttribute('data-met', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('register-step-contact')).toBeInTheDocument();
  });

  it('names every unmet rule of step 3 under its field when Next is pressed, and takes the focus to the first', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('register-step-contact')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    const agreement = screen.getByRole('checkbox');
    expect(agreement).toHaveAttribute('aria-invalid', 'true');
    expect(agreement).toHaveAccessibleDescription('Please accept the user agreement.');
    await waitFor(() => expect(phone).toHaveFocus());
    await user.type(phone, '32 212 34 56');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a valid mobile number (for Georgia, 9 digits starting with 5).'));
    await user.click(agreement);
    expect(agreement).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please accept the user agreement.')).not.toBeInTheDocument();
  });

  it('shows a field\'s problem only once the person has left it', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    await user.type(screen.getByLabelText('Phone'), '555');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The password must be longer than 6 characters.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('The password must be longer than 6 characters.')).toBeInTheDocument();
  });

  it('offers each password field of step 3 a named show-password button that Tab reaches and Enter presses', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.type(screen.getByLabelText('Password'), 'tbilisi-2026');
    await user.tab();
    expect(toggles[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await user.tab();
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
  });

  it('says in Georgian what step 3 still needs', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099');
    await user.type(await screen.findByLabelText('სახელი'), 'ნინო');
    await user.type(screen.getByLabelText('გვარი'), 'ბერიძე');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    await user.click(await screen.findByRole('radio', { name: 'ქალი' }));
    await user.type(screen.getByLabelText('დღე'), '7');
    await user.selectOptions(screen.getByLabelText('თვე'), 'მარტი');
    await user.type(screen.getByLabelText('წელი'), '1958');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    await user.type(await screen.findByLabelText('ტელეფონი'), '32 212 34 56');
    await user.type(screen.getByLabelText('პაროლი'), 'abc123');
    await user.type(screen.getByLabelText('გაიმეორეთ პაროლი'), 'abc124');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    expect(screen.getByLabelText('ტელეფონი')).toHaveAccessibleDescription(expect.stringContaining('შეიყვანეთ მობილურის სწორი ნომერი (საქართველოს ნომერი 9-ნიშნაა და 5-ით იწყება).'));
    expect(screen.getByLabelText('პაროლი')).toHaveAccessibleDescription('პაროლი უნდა შედგებოდეს 6-ზე მეტი სიმბოლოსგან.');
    expect(screen.getByLabelText('გაიმეორეთ პაროლი')).toHaveAccessibleDescription('პაროლები ერთმანეთს არ ემთხვევა.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('გთხოვთ, დაეთანხმოთ მომხმარებლის შეთანხმებას.');
  });

  it('shows no problem on step 3 when every rule holds, and goes on to the code', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en', routes: { 'POST /api/auth/register/request': codeSent } });
    await fillNames(user);
    await fillDetails(user);
    await fillContact(user);
    await user.tab();
    const form = screen.getByTestId('register-step-contact');
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('register-step-confirm')).toBeInTheDocument();
  });

  it('shows the server\'s field error under the ID and returns to step 1 with everything kept', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/register?identifier=01001000099', {
      locale: 'en',
      routes: {
        'POST /api/auth/register/request': () => ({
          status: 422,
          body: { code: 'validation', message: 'Some fields are not valid', errors: [{ path: 'id_number', code: 'field.identifier_taken' }] },
        }),
      },
    });
    await fillNames(user);
    await fillDetails(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('register-step-names');
    expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();
    const id = screen.getByLabelText('ID');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription(expect.stringContaining('An account with this ID number already exists. Sign in instead.'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Nino');
    expect(calls.find((c) => c.path === '/api/auth/register/request')?.body).toMatchObject({ id_number: '01001000099', gender: 'female', birthdate: '1958-03-07', country_code: '+995', agreed: true, language: 'en' });
    // Going forward again keeps the later steps as they were typed.
    await user.clear(id);
    await user.type(id, '01001000098');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: 'Female' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Phone')).toHaveValue('555 12 34 56');
  });

  it('shows a phone problem under the phone field on step 3 in Georgian', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', {
      routes: {
        'POST /api/auth/register/request': () => ({
          status: 422,
          body: { code: 'validation', message: 'x', errors: [{ path: 'phone_number', code: 'field.phone_taken' }] },
        }),
      },
    });
    await user.type(await screen.findByLabelText('სახელი'), 'ნინო');
    await user.type(screen.getByLabelText('გვარი'), 'ბერიძე');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    await user.click(await screen.findByRole('radio', { name: 'ქალი' }));
    await user.type(screen.getByLabelText('დღე'), '7');
    await user.selectOptions(screen.getByLabelText('თვე'), 'მარტი');
    await user.type(screen.getByLabelText('წელი'), '1958');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    await user.type(await screen.findByLabelText('ტელეფონი'), '555123456');
    await user.type(screen.getByLabelText('პაროლი'), 'tbilisi-2026');
    await user.type(screen.getByLabelText('გაიმეორეთ პაროლი'), 'tbilisi-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    expect(await screen.findByText('ეს ტელეფონის ნომერი უკვე გამოყენებულია სხვა ანგარიშზე.')).toBeInTheDocument();
    expect(screen.getByTestId('register-step-contact')).toBeInTheDocument();
  });

  it('links the agreement to /user-agreement in a new tab', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    await fillNames(user);
    await fillDetails(user);
    const link = screen.getByRole('link', { name: /user agreement/ });
    expect(link).toHaveAttribute('href', '/user-agreement');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('confirms the phone on step 4: where the code went and Send Again after the countdown', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', { locale: 'en', routes: { 'POST /api/auth/register/request': codeSent } });
    await reachCodeStep(user);
    expect(screen.getByTestId('code-sent-to')).toHaveTextContent('We have sent a 6-digit code by SMS to +995 5** ** 34 56.');
    expect(screen.getByLabelText('Code from the SMS')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finish registration' })).toBeDisabled();
  });

  it('creates the account with the code, sets the session cookie and lands on the Dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/register?identifier=01001000099', {
      locale: 'en',
      routes: { 'POST /api/auth/register/request': codeSent, 'POST /api/auth/register': signedIn },
    });
    localStorage.setItem('pending_identifier', '01001000099');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Code from the SMS'), '12a3456');
    expect(screen.getByLabelText('Code from the SMS')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(document.cookie).toContain('session=new-session-token');
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({ id_number: '01001000099', phone_number: '555 12 34 56', code: '123456' });
    expect(localStorage.getItem('pending_identifier')).toBeNull();
  });

  it('shows a wrong code in the form and lets the person try again', async () => {
    const user = userEvent.setup();
    let answer: ReturnType<FakeRoute> = {
      status: 422,
      body: { code: 'auth.code_invalid', message: 'Wrong code', errors: [{ path: 'code', code: 'auth.code_invalid' }] },
    };
    renderApp('/register?identifier=01001000099', {
      locale: 'en',
      routes: { 'POST /api/auth/register/request': codeSent, 'POST /api/auth/register': () => answer },
    });
    await reachCodeStep(user);
    const code = screen.getByLabelText('Code from the SMS');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByText('The code is incorrect. Check it and try again.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('register-step-confirm')).toBeInTheDocument();
    answer = { status: 201, body: { data: { token: 'second-try', user: USER } } };
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
  });

  it('shows an expired code in the form and keeps the draft when going back', async () => {
    const user = userEvent.setup();
    renderApp('/register?identifier=01001000099', {
      locale: 'en',
      routes: {
        'POST /api/auth/register/request': codeSent,
        'POST /api/auth/register': () => ({ status: 422, body: { code: 'auth.code_expired', message: 'x', errors: [{ path: 'code', code: 'auth.code_expired' }] } }),
      },
    });
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Code from the SMS'), '111111');
    await user.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(await screen.findByText('The code has expired. Request a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('tbilisi-2026');
  });
});

describe('registration reached from Login with an ID it found no account for', () => {
  const unknownIdentifier: FakeRoute = () => ({ status: 422, body: { code: 'auth.unknown_identifier', message: 'No account has this identifier' } });

  it('says no account has the ID, and its link goes back to Login with the number in the field, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', { locale: 'en', routes: { 'POST /api/auth/login': unknownIdentifier } });
    await user.type(await screen.findByLabelText('ID'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByTestId('register-unknown-identifier');
    expect(location.pathname).toBe('/register');
    expect(notice).toHaveTextContent('No account has the ID number 12345678901');
    expect(notice).toHaveTextContent('If you mistyped the number, go back and correct it');
    expect(screen.getByLabelText('ID')).toHaveValue('12345678901');
    const back = within(notice).getByRole('link', { name: 'Correct the ID number' });
    expect(back).toHaveAttribute('href', '/login?identifier=12345678901');

    await user.click(back);
    await waitFor(() => expect(location.pathname).toBe('/login'));
    const field = await screen.findByLabelText('ID');
    expect(field).toHaveValue('12345678901');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('readonly');
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(1);
    await user.type(field, '{Backspace}2');
    expect(field).toHaveValue('12345678902');
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(1);
  });

  it('goes on registering with the ID when the person says it is right: the notice goes and the first field takes the focus', async () => {
    const user = userEvent.setup();
    localStorage.setItem('pending_identifier', '12345678901');
    renderApp('/register?identifier=12345678901', { locale: 'en' });
    const notice = await screen.findByTestId('register-unknown-identifier');
    await user.click(within(notice).getByRole('button', { name: 'Continue registering' }));
    expect(screen.queryByTestId('register-unknown-identifier')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('ID')).toHaveValue('12345678901');
  });

  it('says it in Georgian', async () => {
    localStorage.setItem('pending_identifier', '12345678901');
    renderApp('/register?identifier=12345678901');
    const notice = await screen.findByTestId('register-unknown-identifier');
    expect(notice).toHaveTextContent('პირადი ნომრით 12345678901 ანგარიში ვერ მოიძებნა');
    expect(within(notice).getByRole('link', { name: 'პირადი ნომრის შესწორება' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'რეგისტრაციის გაგრძელება' })).toBeInTheDocument();
  });

  it('shows no notice on /register opened directly, nor for an ID in the address Login did not look for', async () => {
    localStorage.setItem('pending_identifier', '12345678901');
    const first = renderApp('/register', { locale: 'en' });
    expect(await screen.findByLabelText('ID')).toHaveValue('12345678901');
    expect(screen.queryByTestId('register-unknown-identifier')).not.toBeInTheDocument();
    first.unmount();
    renderApp('/register?identifier=01001000099', { locale: 'en' });
    expect(await screen.findByLabelText('ID')).toHaveValue('01001000099');
    expect(screen.queryByTestId('register-unknown-identifier')).not.toBeInTheDocument();
  });
});
