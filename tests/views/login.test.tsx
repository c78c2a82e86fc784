import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginMethod } from '../../src/protocol/auth';
import type { User } from '../../src/protocol/user';
import { renderApp, type FakeRoute } from '../support/render-app';
import { testUser } from '../support/users';

const USER = testUser({ country: null });

const methods = (...m: LoginMethod[]): FakeRoute => () => ({ body: { data: { methods: m } } });
const signedIn = (user: User = USER): FakeRoute => () => ({ body: { data: { token: 'fresh-session-token', user } } });
const codeSent = (resendIn = 60, to = '+995 5** *** *01'): FakeRoute => () => ({ body: { data: { sent_to: to, expires_in: 300, resend_in: resendIn } } });

async function submitIdentifier(user: ReturnType<typeof userEvent.setup>, identifier = '01001000001') {
  await user.type(await screen.findByLabelText('ID'), identifier);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** index.html's prerendered Login (scripts/prerender-login.mjs), reduced to what the swap reads. */
function addLoginShell(typed = '') {
  const shell = document.createElement('div');
  shell.id = 'login-shell';
  shell.innerHTML = '<form><input name="identifier"></form>';
  shell.querySelector('input')!.value = typed;
  document.body.prepend(shell);
}

describe('the prerendered Login (issue 19)', () => {
  it('goes when the live form is in place, and an ID typed into it meanwhile carries over', async () => {
    addLoginShell('0100100');
    renderApp('/', { locale: 'en' });
    expect(await screen.findByLabelText('ID')).toHaveValue('0100100');
    expect(document.getElementById('login-shell')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('goes when the screen is not Login', async () => {
    addLoginShell();
    renderApp('/covid-19', { locale: 'en' });
    await waitFor(() => expect(document.getElementById('login-shell')).toBeNull());
  });
});

describe('login step 1', () => {
  it('offers guests the symptom checker, no account needed', async () => {
    renderApp('/login', { locale: 'en' });
    const line = await screen.findByTestId('login-symptom-checker');
    expect(within(line).getByRole('link', { name: 'Check your symptoms without signing in' })).toHaveAttribute('href', '/symptom-checker');
  });

  it('keeps Next disabled while the ID is blank or only spaces', async () => {
    const user = userEvent.setup();
    renderApp('/login', { locale: 'en' });
    const field = await screen.findByLabelText('ID');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(field, '   ');
    expect(next).toBeDisabled();
    await user.type(field, '0100');
    expect(next).toBeEnabled();
  });

  it('labels the ID field in Georgian with the hint for an 11-digit personal number', async () => {
    renderApp('/login');
    const field = await screen.findByLabelText('პირადი ნომერი');
    expect(field).toHaveAccessibleDescription(/11-ნიშნა პირადი ნომერი/);
    expect(screen.getByRole('button', { name: 'შემდეგი' })).toBeDisabled();
  });

  it('submits the identifier in the address at once', async () => {
    const { calls } = renderApp('/login?identifier=01001000001', { locale: 'en', routes: { 'POST /api/auth/login': methods('Password') } });
    expect(await screen.findByLabelText('Password', { selector: 'input[name=password]' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/login').map((c) => c.body)).toEqual([{ identifier: '01001000001' }]);
    expect(screen.getByText('01001000001')).toBeInTheDocument();
  });

  it('sends an unknown identifier to Register and keeps it for the wizard', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      locale: 'en',
      routes: { 'POST /api/auth/login': () => ({ status: 422, body: { code: 'auth.unknown_identifier', message: 'No account has this identifier' } }) },
    });
    await submitIdentifier(user, ' 12345678901 ');
    await waitFor(() => expect(location.pathname).toBe('/register'));
    expect(new URLSearchParams(location.search).get('identifier')).toBe('12345678901');
    expect(localStorage.getItem('pending_identifier')).toBe('12345678901');
  });

  it("shows 'ID not Found' with a Register link when the person comes back with that identifier", async () => {
    localStorage.setItem('pending_identifier', '12345678901');
    const { calls } = renderApp('/login?identifier=12345678901', { locale: 'en' });
    const warning = await screen.findByTestId('unknown-identifier');
    expect(warning).toHaveTextContent('ID not Found');
    expect(warning).toHaveTextContent('Not registered yet?');
    expect(within(warning).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?identifier=12345678901');
    expect(screen.getByLabelText('ID')).toHaveValue('12345678901');
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('forgets a mistyped ID it kept as unknown once the person signs in with their own, so the next visit does not offer it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('pending_identifier', '01001000009');
    const first = renderApp('/login', { locale: 'en', routes: { 'POST /api/auth/login': methods('Password') } });
    const field = await screen.findByLabelText('ID');
    expect(field).toHaveValue('01001000009');
    await user.clear(field);
    await submitIdentifier(user, '01001000001');
    await screen.findByLabelText('Password', { selector: 'input[name=password]' });
    expect(localStorage.getItem('pending_identifier')).toBeNull();
    first.unmount();
    renderApp('/login', { locale: 'en' });
    expect(await screen.findByLabelText('ID')).toHaveValue('');
  });
});

describe('login step 2', () => {
  it('signs in with the password, sets the session cookie and lands on the Dashboard', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', { locale: 'en', routes: { 'POST /api/auth/login': methods('Password', 'PhoneCode'), 'POST /api/auth/login-with-password': signedIn() } });
    await submitIdentifier(user);
    await user.type(await screen.findByLabelText('Password', { selector: 'input[name=password]' }), 'demo-patient');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(document.cookie).toContain('session=fresh-session-token');
    expect(calls.find((c) => c.path === '/api/auth/login-with-password')?.body).toEqual({ identifier: '01001000001', password: 'demo-patient' });
  });

  it('goes to the page the person wanted before being sent to Login', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('redirect_to', '/profile/personal-info');
    renderApp('/', { locale: 'en', routes: { 'POST /api/auth/login': methods('Password'), 'POST /api/auth/login-with-password': signedIn() } });
    await submitIdentifier(user);
    await user.type(await screen.findByLabelText('Password', { selector: 'input[name=password]' }), 'demo-patient');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.pathname).toBe('/profile/personal-info'));
  });

  it('shows a wrong password as the alert in the person’s language', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      routes: {
        'POST /api/auth/login': methods('Password'),
        'POST /api/auth/login-with-password': () => ({ status: 401, body: { code: 'auth.invalid_credentials', message: 'The identifier or password is not correct' } }),
      },
    });
    await user.type(await screen.findByLabelText('პირადი ნომერი'), '01001000001');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    await user.type(await screen.findByLabelText('პაროლი', { selector: 'input[name=password]' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'შესვლა' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('პირადი ნომერი ან პაროლი არასწორია.');
    expect(location.pathname).toBe('/');
    expect(document.cookie).not.toContain('session=');
  });

  it('names the show-password button in Georgian, and Tab then Enter or Space shows and hides the password', async () => {
    const user = userEvent.setup();
    renderApp('/', { routes: { 'POST /api/auth/login': methods('Password') } });
    await user.type(await screen.findByLabelText('პირადი ნომერი'), '01001000001');
    await user.click(screen.getByRole('button', { name: 'შემდეგი' }));
    const password = await screen.findByLabelText('პაროლი', { selector: 'input[name=password]' });
    await user.type(password, 'demo-patient');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'პაროლის ჩვენება' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('says how many minutes to wait after too many attempts', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      locale: 'en',
      routes: {
        'POST /api/auth/login': methods('Password'),
        'POST /api/auth/login-with-password': () => ({ status: 429, body: { code: 'auth.too_many_attempts', message: 'Too many', retry_after: 840 } }),
      },
    });
    await submitIdentifier(user);
    await user.type(await screen.findByLabelText('Password', { selector: 'input[name=password]' }), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 14 minutes.');
  });

  it('preselects the SMS code when the account has no password, and requests it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      locale: 'en',
      routes: { 'POST /api/auth/login': methods('EmailCode', 'PhoneCode'), 'POST /api/auth/login-with-phone/request': codeSent() },
    });
    await submitIdentifier(user);
    expect(await screen.findByRole('radio', { name: 'SMS code' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-mail code' })).not.toBeChecked();
    expect(await screen.findByText('+995 5** *** *01')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/login-with-phone/request').map((c) => c.body)).toEqual([{ identifier: '01001000001' }]);
  });

  it('takes the code in a numeric one-time-code field and signs in with it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      locale: 'en',
      routes: { 'POST /api/auth/login': methods('PhoneCode'), 'POST /api/auth/login-with-phone/request': codeSent(), 'POST /api/auth/login-with-phone/submit': signedIn() },
    });
    await submitIdentifier(user);
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    expect(signIn).toBeDisabled();
    await user.type(code, '456');
    await user.click(signIn);
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/auth/login-with-phone/submit')?.body).toEqual({ identifier: '01001000001', code: '123456' });
  });

  it('requests the e-mail code when the person switches to it', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', {
      locale: 'en',
      routes: {
        'POST /api/auth/login': methods('Password', 'EmailCode'),
        'POST /api/auth/login-with-email/request': codeSent(60, 'n***@example.ge'),
      },
    });
    await submitIdentifier(user);
    expect(await screen.findByRole('radio', { name: 'Password' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'E-mail code' }));
    expect(await screen.findByText('n***@example.ge')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/login-with-email/request')).toHaveLength(1);
  });

  it('keeps Send Again disabled with a countdown, then sends a new code', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/', { locale: 'en', routes: { 'POST /api/auth/login': methods('PhoneCode'), 'POST /api/auth/login-with-phone/request': codeSent(1) } });
    await submitIdentifier(user);
    expect(await screen.findByRole('button', { name: 'Send Again (0:01)' })).toBeDisabled();
    const again = await screen.findByRole('button', { name: 'Send Again' }, { timeout: 2500 });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/login-with-phone/request')).toHaveLength(2));
  });

  /** A code request the server refuses with 429: the reason and the wait show in the form, not as the general alert. */
  const refusals = [
    {
      name: 'a code asked for again too soon, with the wait in seconds',
      code: 'auth.code_resend_too_soon',
      params: { retry_after: 42 },
      retryAfter: 42,
      description: 'You can request a new code in 42 seconds.',
      button: 'Send Again (0:42)',
    },
    {
      name: 'the limit per network, with the wait in minutes',
      code: 'auth.code_ip_limit',
      params: { seconds: 600, minutes: 10 },
      retryAfter: 600,
      description: 'Too many codes have been requested from this network. Try again in 10 minutes.',
      button: 'Send Again (10:00)',
    },
  ];
  for (const r of refusals) {
    it(`shows ${r.name} in the form and on Send Again, not as the general alert`, async () => {
      const user = userEvent.setup();
      renderApp('/', {
        locale: 'en',
        routes: {
          'POST /api/auth/login': methods('PhoneCode'),
          'POST /api/auth/login-with-phone/request': () => ({
            status: 429,
            body: { code: r.code, message: 'refused', errors: [{ path: 'code', code: r.code, params: r.params }], retry_after: r.retryAfter },
          }),
        },
      });
      await submitIdentifier(user);
      const code = await screen.findByLabelText('6-digit code');
      await waitFor(() => expect(code).toHaveAccessibleDescription(r.description));
      expect(screen.getByRole('button', { name: r.button })).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }

  it('goes back to step 1 with the ID kept', async () => {
    const user = userEvent.setup();
    renderApp('/', { locale: 'en', routes: { 'POST /api/auth/login': methods('Password') } });
    await submitIdentifier(user);
    await user.click(await screen.findByRole('button', { name: 'Change ID' }));
    expect(await screen.findByLabelText('ID')).toHaveValue('01001000001');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
