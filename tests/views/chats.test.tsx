import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import {
  asPatient,
  chatServer,
  CLINIC,
  CLINIC_CHAT,
  clinicChat,
  DOCTOR,
  DOCTOR_CHAT,
  doctorChat,
  fakeLive,
  message,
  OPERATOR_ID,
  OTHER_DOCTOR,
  OTHER_DOCTOR_CHAT,
  otherDoctorChat,
  PATIENT,
} from './chats-fixtures';
import { doctor, pagedRoute } from './doctors-fixtures';

// The live channel loads as its own chunk after sign-in: give the first screens time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const rows = () => screen.findAllByTestId('chat-row');
const rowNames = async () => (await rows()).map((r) => r.querySelector('p')?.textContent);
function rowOf(name: string): HTMLElement {
  const row = screen.getAllByTestId('chat-row').find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no chat row for ${name}`);
  return row;
}

/** Ketevan's three chats: the clinic answered last, Giorgi wrote after her last visit, Ana's chat is read. */
function threeChats() {
  const fromGiorgi = message(DOCTOR_CHAT, DOCTOR.id, 'ანალიზის პასუხები მზადაა', '2024-03-15T09:30:00.000Z');
  const mineToClinic = message(CLINIC_CHAT, PATIENT.id, 'გმადლობთ', '2024-03-15T11:00:00.000Z');
  const fromAna = message(OTHER_DOCTOR_CHAT, OTHER_DOCTOR.id, 'კარგად ბრძანდებოდეთ', '2024-03-10T10:00:00.000Z');
  // The server's order is not the list's: the list sorts by the newest message.
  return chatServer({
    spaces: [
      otherDoctorChat({ last_message: fromAna, last_seen: '2024-03-11T08:00:00.000Z' }),
      doctorChat({ last_message: fromGiorgi, last_seen: '2024-03-15T08:00:00.000Z' }),
      clinicChat({ last_message: mineToClinic, last_seen: mineToClinic.created_at }),
    ],
    messages: [fromGiorgi, mineToClinic, fromAna],
  });
}

describe('the chat list', { timeout: 20_000 }, () => {
  it('shows skeleton rows while the chats load', async () => {
    renderApp('/chats', { token: 't', routes: { ...asPatient(), 'GET /api/chat-spaces': () => new Promise(() => {}) } });
    expect(await screen.findByTestId('chats-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'ჩატები' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-row')).not.toBeInTheDocument();
  });

  it('says when there are no chats yet and leads to the doctors', async () => {
    renderApp('/chats', { token: 't', routes: { ...asPatient(), ...chatServer({ spaces: [] }).routes } });
    const empty = await screen.findByTestId('chats-empty');
    expect(empty).toHaveTextContent('ჩატები ჯერ არ გაქვთ');
    expect(within(empty).getByRole('link', { name: 'ექიმის მოძებნა' })).toHaveAttribute('href', '/doctors');
  });

  it('shows what went wrong with a retry that loads the list', async () => {
    const server = threeChats();
    let fail = true;
    const list: FakeRoute = (req, body) => (fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : server.routes['GET /api/chat-spaces'](req, body));
    const { calls } = renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes, 'GET /api/chat-spaces': list } });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('ჩატების ჩატვირთვა ვერ მოხერხდა');
    expect(error).toHaveTextContent('ჩვენს სისტემაში მოხდა შეფერხება');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'ხელახლა ცდა' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByTestId('error-face')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/chat-spaces')).toHaveLength(2);
  });

  it('lists the chats newest first with the other party, the last message and a mark on the unread one', async () => {
    const { calls } = renderApp('/chats', { token: 't', routes: { ...asPatient(), ...threeChats().routes } });
    await waitFor(async () => expect(await rowNames()).toEqual([CLINIC.name.ka, 'გიორგი მაისურაძე', 'ანა ლომიძე']));
    const [clinic, giorgi, ana] = screen.getAllByTestId('chat-row');

    expect(clinic).toHaveAttribute('href', `/chats/${CLINIC_CHAT}`);
    expect(within(clinic).getByText('თქვენ: გმადლობთ')).toBeInTheDocument();
    expect(within(clinic).queryByTestId('unread-mark')).not.toBeInTheDocument();

    expect(giorgi).toHaveAttribute('href', `/chats/${DOCTOR_CHAT}`);
    expect(within(giorgi).getByText('ანალიზის პასუხები მზადაა')).toBeInTheDocument();
    expect(within(giorgi).getByText('15.03.2024')).toBeInTheDocument();
    expect(within(giorgi).getByTestId('unread-mark')).toHaveTextContent('ახალი შეტყობინებები');
    expect(giorgi).toHaveAttribute('data-unread', 'true');

    // Someone else's last message, but seen on a later visit: read.
    expect(within(ana).getByText('კარგად ბრძანდებოდეთ')).toBeInTheDocument();
    expect(within(ana).queryByTestId('unread-mark')).not.toBeInTheDocument();

    // Names come in one call for both doctors, the clinic's from the clinic.
    const users = calls.filter((c) => c.path === '/api/users');
    expect(users).toHaveLength(1);
    expect((users[0].body as { ids: string[] }).ids.sort()).toEqual([DOCTOR.id, OTHER_DOCTOR.id].sort());
    expect(calls.some((c) => c.path === `/api/clinics/${CLINIC.id}`)).toBe(true);
  });

  it('shows the list in English, with "You:" before the person’s own last message', async () => {
    renderApp('/chats', { token: 't', routes: { ...asPatient({ language: 'en' }), ...threeChats().routes } });
    await waitFor(async () => expect(await rowNames()).toEqual(['Healthy Family Clinic', 'Giorgi Maisuradze', 'Ana Lomidze']));
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    expect(within(rowOf('Healthy Family Clinic')).getByText('You: გმადლობთ')).toBeInTheDocument();
    expect(within(rowOf('Giorgi Maisuradze')).getByTestId('unread-mark')).toHaveTextContent('New messages');
  });

  it('puts a chat on top with its new message when one arrives, and plays the message cue', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const server = threeChats();
    renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes }, openLiveSocket: live.open, playCue });
    await waitFor(async () => expect(await rowNames()).toEqual([CLINIC.name.ka, 'გიორგი მაისურაძე', 'ანა ლომიძე']));
    await live.connect();

    const fresh = server.deliver(message(OTHER_DOCTOR_CHAT, OTHER_DOCTOR.id, 'ხვალ 10 საათზე გელოდებით', new Date().toISOString()));
    live.push('MessageCreated', fresh);
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('ანა ლომიძე'));
    const ana = screen.getAllByTestId('chat-row')[0];
    expect(within(ana).getByText('ხვალ 10 საათზე გელოდებით')).toBeInTheDocument();
    expect(within(ana).getByTestId('unread-mark')).toBeInTheDocument();
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(playCue).toHaveBeenCalledWith('message');
  });

  it('plays no cue for the person’s own message (written on another device), and shows it as theirs', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const server = threeChats();
    renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes }, openLiveSocket: live.open, playCue });
    await rows();
    await live.connect();

    live.push('MessageCreated', server.deliver(message(OTHER_DOCTOR_CHAT, PATIENT.id, 'კარგით, მოვალ', new Date().toISOString())));
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('თქვენ: კარგით, მოვალ'));
    expect(within(screen.getAllByTestId('chat-row')[0]).queryByTestId('unread-mark')).not.toBeInTheDocument();
    expect(playCue).not.toHaveBeenCalled();
  });

  it('fetches a chat it does not know yet when a message arrives for it, and lists it on top', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const mine = message(DOCTOR_CHAT, PATIENT.id, 'გამარჯობა', '2024-03-15T09:30:00.000Z');
    const server = chatServer({
      spaces: [doctorChat({ last_message: mine, last_seen: mine.created_at })],
      unlisted: [clinicChat()],
      messages: [mine],
    });
    const { calls } = renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes }, openLiveSocket: live.open, playCue });
    await waitFor(async () => expect(await rowNames()).toEqual(['გიორგი მაისურაძე']));
    await live.connect();

    // The clinic opens a chat by writing first.
    server.list(CLINIC_CHAT);
    live.push('MessageCreated', server.deliver(message(CLINIC_CHAT, OPERATOR_ID, 'თქვენი მიმართვა მიღებულია', new Date().toISOString())));
    await waitFor(async () => expect(await rowNames()).toEqual([CLINIC.name.ka, 'გიორგი მაისურაძე']));
    expect(within(screen.getAllByTestId('chat-row')[0]).getByText('თქვენი მიმართვა მიღებულია')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === `/api/chat-spaces/${CLINIC_CHAT}`)).toBe(true);
    expect(playCue).toHaveBeenCalledWith('message');
  });

  // Leaving the chat page stops its room: the inbox must then count the chat as closed again.
  it('plays the message cue for a chat the person has left', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const server = threeChats();
    renderApp(`/chats/${DOCTOR_CHAT}`, { token: 't', routes: { ...asPatient(), ...server.routes }, openLiveSocket: live.open, playCue });
    const back = await screen.findByRole('link', { name: 'ჩატებზე დაბრუნება' });
    await screen.findByTestId('chat-room');
    // The list loads as a chunk: a click in an awaited act lets it resume once loaded.
    await act(async () => fireEvent.click(back));
    await rows();
    await live.connect();

    live.push('MessageCreated', server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'დამიკავშირდით, გთხოვთ', new Date().toISOString())));
    await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('დამიკავშირდით, გთხოვთ'));
    expect(playCue).toHaveBeenCalledWith('message');
  });
});

describe('who is online', { timeout: 20_000 }, () => {
  it('marks a chat’s doctor online when the live channel says they came online', async () => {
    const live = fakeLive();
    const server = threeChats();
    renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes }, openLiveSocket: live.open });
    await waitFor(() => expect(rowOf('გიორგი მაისურაძე')).toBeDefined());
    expect(screen.queryByTestId('online-marker')).not.toBeInTheDocument();
    await live.connect();

    server.online[DOCTOR.id] = 'online';
    live.push('UserStatusChange', { user_id: DOCTOR.id, status: 'online' });
    const marker = await within(rowOf('გიორგი მაისურაძე')).findByTestId('online-marker');
    expect(marker).toHaveAttribute('aria-label', 'ონლაინ');
    expect(screen.getAllByTestId('online-marker')).toHaveLength(1);

    server.online[DOCTOR.id] = 'offline';
    live.push('UserStatusChange', { user_id: DOCTOR.id, status: 'offline' });
    await waitFor(() => expect(screen.queryByTestId('online-marker')).not.toBeInTheDocument());
  });

  it('marks a chat’s doctor online when the presence lookup says so', async () => {
    const server = threeChats();
    server.online[OTHER_DOCTOR.id] = 'online';
    const { calls } = renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes } });
    expect(await within(await waitFor(() => rowOf('ანა ლომიძე'))).findByTestId('online-marker')).toBeInTheDocument();
    expect(within(rowOf('გიორგი მაისურაძე')).queryByTestId('online-marker')).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path.startsWith('/api/presence?')).flatMap((c) => new URL(c.path, 'http://x').searchParams.get('ids')!.split(','));
    expect(asked.sort()).toEqual([DOCTOR.id, OTHER_DOCTOR.id].sort());
  });

  it('marks a doctor card online for a signed-in visitor of the doctors list', async () => {
    const [nino1, nino2] = [doctor(1), doctor(2)];
    const presence: FakeRoute = (req) => ({
      body: { data: new URL(req.url).searchParams.get('ids')!.split(',').map((id) => ({ user_id: id, status: id === nino2.id ? 'online' : 'offline' })) },
    });
    renderApp('/doctors', { token: 't', routes: { ...signedInAs(PATIENT), 'GET /api/doctors': pagedRoute([nino1, nino2]), 'GET /api/presence': presence } });
    const cards = await screen.findAllByTestId('doctor-card');
    const online = await within(cards[1]).findByTestId('online-marker');
    expect(online).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('(ახლა ონლაინაა)');
    expect(within(cards[0]).queryByTestId('online-marker')).not.toBeInTheDocument();
  });

  it('never asks who is online for an anonymous visitor of the doctors list', async () => {
    const { calls, runtime } = renderApp('/doctors', { routes: { 'GET /api/doctors': pagedRoute([doctor(1), doctor(2)]) } });
    expect(await screen.findAllByTestId('doctor-card')).toHaveLength(2);
    // Without a session the live channel is not even loaded, so nothing could ask later either.
    await waitFor(() => expect(runtime.statics.getSnapshot().value).toBe('ready'));
    expect(runtime.socket).toBeUndefined();
    expect(calls.filter((c) => c.path.startsWith('/api/presence'))).toEqual([]);
    expect(screen.queryByTestId('online-marker')).not.toBeInTheDocument();
  });
});
