import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isClientId, type Message } from '../../src/protocol/chats';
import { renderApp, STARTUP_ROUTES, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { signedInUser } from './doctors-fixtures';
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
  PATIENT,
  type ChatServerOptions,
} from './chats-fixtures';

// The room and the live channel load as their own chunks after sign-in: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ROOM = `/chats/${DOCTOR_CHAT}`;
const textPath = `/api/chat-spaces/${DOCTOR_CHAT}/messages/text`;

/** Opens Giorgi's chat for Ketevan over a chat server holding `opts`. */
function openRoom(opts: Partial<ChatServerOptions> & { locale?: 'en' } = {}, effects: Parameters<typeof renderApp>[1] = {}) {
  const server = chatServer({ spaces: [doctorChat()], ...opts });
  const app = renderApp(opts.spaces?.[0] ? `/chats/${opts.spaces[0].id}` : ROOM, {
    token: 't',
    ...effects,
    routes: { ...asPatient(opts.locale ? { language: opts.locale } : {}), ...server.routes, ...effects.routes },
  });
  return { ...app, server };
}

const historyLog = () => screen.findByTestId('chat-history');
const composer = () => screen.findByRole('textbox', { name: 'შეტყობინება' });
/** The text of each delivered message shown, in order (without its time and marks). */
const shownTexts = () =>
  screen.queryAllByTestId('message').map((m) => {
    const bubble = m.firstElementChild!.cloneNode(true) as HTMLElement;
    bubble.querySelector('time')?.parentElement?.remove();
    return bubble.textContent;
  });
const bubbleWith = (text: string) => screen.getAllByTestId('message').find((m) => m.textContent?.includes(text))!;
const sends = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === textPath);
const seenCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path === `/api/chat-spaces/${DOCTOR_CHAT}/seen`);

describe('a chat room: header and history', { timeout: 20_000 }, () => {
  it('shows a back link, the doctor’s name and speciality, and "ონლაინ" while the doctor is online', async () => {
    const live = fakeLive();
    const { server } = openRoom({}, { openLiveSocket: live.open });
    const back = await screen.findByRole('link', { name: 'ჩატებზე დაბრუნება' });
    expect(back).toHaveAttribute('href', '/chats');
    await waitFor(() => expect(screen.getByTestId('chat-party-name')).toHaveTextContent('გიორგი მაისურაძე'));
    expect(screen.getByTestId('chat-party-status')).toHaveTextContent('თერაპევტი');
    expect(await screen.findByTestId('chat-empty')).toHaveTextContent('შეტყობინებები ჯერ არ არის');

    await live.connect();
    server.online[DOCTOR.id] = 'online';
    live.push('UserStatusChange', { user_id: DOCTOR.id, status: 'online' });
    await waitFor(() => expect(screen.getByTestId('chat-party-status')).toHaveTextContent('ონლაინ'));
    expect(within(screen.getByTestId('chat-room')).getByTestId('online-marker')).toBeInTheDocument();
  });

  it('groups the history by day under day headings', async () => {
    openRoom({
      messages: [
        message(DOCTOR_CHAT, DOCTOR.id, 'გამარჯობა, როგორ ბრძანდებით?', '2024-03-14T10:00:00.000Z'),
        message(DOCTOR_CHAT, PATIENT.id, 'კარგად, გმადლობთ', '2024-03-14T10:05:00.000Z'),
        message(DOCTOR_CHAT, DOCTOR.id, 'პასუხები მოვიდა', '2024-03-15T09:00:00.000Z'),
        message(DOCTOR_CHAT, DOCTOR.id, 'დღეს დაგირეკავთ', new Date().toISOString()),
      ],
    });
    const log = await historyLog();
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(4));
    // Headings and messages in reading order.
    const order = Array.from(log.querySelectorAll('span, [data-testid="message"]'))
      .filter((el) => el.matches('[data-testid="message"]') || /^(\d+ მარტი 2024|დღეს)$/.test(el.textContent ?? ''))
      .map((el) => (el.matches('[data-testid="message"]') ? 'message' : el.textContent));
    expect(order).toEqual(['14 მარტი 2024', 'message', 'message', '15 მარტი 2024', 'message', 'დღეს', 'message']);
    expect(bubbleWith('კარგად, გმადლობთ')).toHaveAttribute('data-mine', 'true');
    expect(bubbleWith('პასუხები მოვიდა')).not.toHaveAttribute('data-mine');
  });

  it('turns web addresses into links and shows HTML as the text it is', async () => {
    openRoom({
      messages: [
        message(DOCTOR_CHAT, DOCTOR.id, 'რეკომენდაციები იხილეთ: https://clinic.ge/guide.', '2024-03-15T09:00:00.000Z'),
        message(DOCTOR_CHAT, PATIENT.id, '<b>მადლობა</b> <img src=x onerror="alert(1)">', '2024-03-15T09:05:00.000Z'),
      ],
    });
    const link = await screen.findByRole('link', { name: 'https://clinic.ge/guide' });
    expect(link).toHaveAttribute('href', 'https://clinic.ge/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const html = bubbleWith('<b>მადლობა</b>');
    expect(html).toHaveTextContent('<b>მადლობა</b> <img src=x onerror="alert(1)">');
    expect(html.querySelector('b, img')).toBeNull();
  });

  it('shows a picture inline and any other file as a download with its name and size', async () => {
    const file = (name: string, size: number, contentType: string) => ({ name, size, content_type: contentType, url: `/api/files/chat/${name}` });
    openRoom({
      messages: [
        message(DOCTOR_CHAT, PATIENT.id, '', '2024-03-15T09:00:00.000Z', { text: undefined, file: file('rentgeni.png', 245_760, 'image/png') }),
        message(DOCTOR_CHAT, DOCTOR.id, '', '2024-03-15T09:10:00.000Z', { text: undefined, file: file('analizi.pdf', 1_258_291, 'application/pdf') }),
      ],
    });
    const picture = await screen.findByRole('img', { name: 'rentgeni.png' });
    expect(picture).toHaveAttribute('src', '/api/files/chat/rentgeni.png');
    const download = screen.getByTestId('file-download');
    expect(download).toHaveAttribute('href', '/api/files/chat/analizi.pdf');
    expect(download).toHaveAttribute('download', 'analizi.pdf');
    expect(download).toHaveTextContent('analizi.pdf');
    expect(download).toHaveTextContent('1,2 MB');
  });

  it('shows earlier messages on request, above the ones shown', async () => {
    const all = ['პირველი', 'მეორე', 'მესამე', 'მეოთხე', 'მეხუთე'].map((text, i) =>
      message(DOCTOR_CHAT, i % 2 ? PATIENT.id : DOCTOR.id, text, `2024-03-15T09:0${i}:00.000Z`),
    );
    const { calls } = openRoom({ messages: all, pageSize: 3 });
    await waitFor(() => expect(shownTexts()).toEqual(['მესამე', 'მეოთხე', 'მეხუთე']));
    await userEvent.click(screen.getByRole('button', { name: 'ადრინდელი შეტყობინებების ჩვენება' }));
    await waitFor(() => expect(shownTexts()).toEqual(['პირველი', 'მეორე', 'მესამე', 'მეოთხე', 'მეხუთე']));
    expect(calls.filter((c) => c.path.startsWith(`/api/chat-spaces/${DOCTOR_CHAT}/messages?`)).map((c) => c.path)).toEqual([
      `/api/chat-spaces/${DOCTOR_CHAT}/messages?before=${all[2].id}`,
    ]);
    expect(screen.queryByTestId('load-older')).not.toBeInTheDocument();
  });

  it('says a chat that could not load once, on the page with its retry, not in the alert at the top as well', async () => {
    let failing = true;
    const server = chatServer({ spaces: [doctorChat()] });
    const space: FakeRoute = (req, body) => (failing ? { status: 500, body: { code: 'internal', message: 'boom' } } : server.routes[`GET /api/chat-spaces/${DOCTOR_CHAT}`](req, body));
    renderApp(ROOM, { token: 't', routes: { ...asPatient(), ...server.routes, [`GET /api/chat-spaces/${DOCTOR_CHAT}`]: space } });
    const face = await screen.findByTestId('error-face');
    expect(face).toHaveTextContent('ჩატის ჩატვირთვა ვერ მოხერხდა');
    // The error's own text is on the page, so the alert would have had its text too.
    await waitFor(() => expect(face).toHaveTextContent('ჩვენს სისტემაში მოხდა შეფერხება.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(face).getByRole('button', { name: 'ხელახლა ცდა' }));
    expect(await composer()).toBeInTheDocument();
  });

  it('says the chat is not available for an id the person has no chat with', async () => {
    const missing = '10000000-0000-4000-8000-000000000099';
    renderApp(`/chats/${missing}`, { token: 't', routes: { ...asPatient(), ...chatServer({ spaces: [], missing: [missing] }).routes } });
    const face = await screen.findByTestId('chat-not-found');
    expect(face).toHaveTextContent('ეს ჩატი მიუწვდომელია');
    expect(within(face).getByRole('link', { name: 'ჩატებზე დაბრუნება' })).toHaveAttribute('href', '/chats');
    expect(screen.queryByRole('textbox', { name: 'შეტყობინება' })).not.toBeInTheDocument();
  });
});

describe('a chat room: sending', { timeout: 20_000 }, () => {
  it('sends with Enter and with the send button, each with its own client id, and shows what was sent', async () => {
    const { calls } = openRoom();
    const box = await composer();
    await userEvent.type(box, 'გამარჯობა, ექიმო{Enter}');
    await waitFor(() => expect(shownTexts()).toEqual(['გამარჯობა, ექიმო']));
    expect(box).toHaveValue('');

    await userEvent.type(box, 'როდის მიგიღებთ?');
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(shownTexts()).toEqual(['გამარჯობა, ექიმო', 'როდის მიგიღებთ?']));
    expect(screen.queryByTestId('outgoing')).not.toBeInTheDocument();

    const bodies = sends(calls).map((c) => c.body as { text: string; client_id: string });
    expect(bodies.map((b) => b.text)).toEqual(['გამარჯობა, ექიმო', 'როდის მიგიღებთ?']);
    expect(bodies.every((b) => isClientId(b.client_id))).toBe(true);
    expect(bodies[0].client_id).not.toBe(bodies[1].client_id);
    expect(bubbleWith('როდის მიგიღებთ?')).toHaveAttribute('data-mine', 'true');
  });

  it('keeps a message that could not go out waiting, and sends it again with the same client id once the connection is back', async () => {
    const live = fakeLive();
    const { calls, server } = openRoom({}, { openLiveSocket: live.open });
    const box = await composer();
    await live.connect();

    server.state.offline = true;
    await userEvent.type(box, 'ხვალ მოვალ{Enter}');
    await waitFor(() => expect(screen.getByTestId('outgoing')).toHaveTextContent('ველოდებით კავშირს…'));
    expect(sends(calls)).toHaveLength(1);

    // The connection drops; the socket tries again after its 5 s pause, and the network is back.
    server.state.offline = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      live.drop();
      vi.advanceTimersByTime(5000);
    } finally {
      vi.useRealTimers();
    }
    await live.connect();

    await waitFor(() => expect(screen.queryByTestId('outgoing')).not.toBeInTheDocument());
    expect(shownTexts()).toEqual(['ხვალ მოვალ']);
    const [first, again] = sends(calls);
    expect(sends(calls)).toHaveLength(2);
    expect(again.body).toEqual(first.body);
  });

  it('says above the composer while the connection is lost, keeps the composer in place and usable, and stops saying it once back', async () => {
    const live = fakeLive();
    openRoom({}, { openLiveSocket: live.open });
    const box = await composer();
    await live.connect();
    expect(screen.queryByTestId('chat-offline')).not.toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      live.drop();
      const strip = screen.getByTestId('chat-offline');
      expect(strip).toHaveTextContent('კლინიკასთან კავშირი გაწყდა');
      // In the room's column, before the composer (not laid over it), and the composer still takes text.
      expect(strip.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(strip.closest('[data-testid="chat-room"]')).toBe(box.closest('[data-testid="chat-room"]'));
      expect(getComputedStyle(strip).position).not.toBe('fixed');
      expect(box).toBeEnabled();
      vi.advanceTimersByTime(5000);
    } finally {
      vi.useRealTimers();
    }
    // Still lost during the next attempt; gone once it opens.
    expect(screen.getByTestId('chat-offline')).toBeInTheDocument();
    await live.connect();
    await waitFor(() => expect(screen.queryByTestId('chat-offline')).not.toBeInTheDocument());
  });

  it('marks a refused message failed with the reason, and removes it on request', async () => {
    const { calls, server } = openRoom();
    server.state.refusal = { status: 409, code: 'chat.inactive' };
    await userEvent.type(await composer(), 'კიდევ ერთი კითხვა{Enter}');
    const failed = await screen.findByTestId('outgoing');
    await waitFor(() => expect(failed).toHaveTextContent('ჩატი დახურულია: მიმოწერის ნახვა შეგიძლიათ, ახალი შეტყობინების გაგზავნა — აღარ.'));
    expect(failed).toHaveAttribute('data-failed', 'true');
    expect(within(failed).getByText('კიდევ ერთი კითხვა')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'ხელახლა გაგზავნა' })).toBeInTheDocument();

    await userEvent.click(within(failed).getByRole('button', { name: 'წაშლა' }));
    expect(screen.queryByTestId('outgoing')).not.toBeInTheDocument();
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
    expect(sends(calls)).toHaveLength(1);
  });

  it('refuses a file over the upload limit at once, without uploading it', async () => {
    const settings = await STARTUP_ROUTES['GET /api/settings'](new Request('http://localhost/api/settings'), undefined);
    const oneMb = { body: { data: { ...(settings.body as { data: object }).data, max_upload_mb: 1 } } };
    const mine = message(DOCTOR_CHAT, PATIENT.id, 'გამარჯობა', '2024-03-15T09:00:00.000Z');
    const server = chatServer({ spaces: [doctorChat({ last_message: mine, last_seen: mine.created_at })], messages: [mine] });
    const { calls, runtime } = renderApp('/chats', { token: 't', routes: { ...asPatient(), ...server.routes, 'GET /api/settings': () => oneMb } });
    // The person opens the chat from the list, once the clinic's settings are known.
    await waitFor(() => expect(runtime.statics.getSnapshot().context.settings?.max_upload_mb).toBe(1));
    const row = await screen.findByTestId('chat-row');
    // The room's page and machine load as chunks: a click in an awaited act lets the page that
    // suspends on them resume (inside a synchronous act, React would wait for the act instead).
    await act(async () => fireEvent.click(row));
    await composer();

    const scan = new File([new Uint8Array(1_572_864)], 'kt-kvleva.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('file-input'), scan);
    const refused = await screen.findByTestId('outgoing');
    expect(refused).toHaveAttribute('data-failed', 'true');
    expect(refused).toHaveTextContent('kt-kvleva.pdf');
    expect(refused).toHaveTextContent('1,5 MB');
    expect(refused).toHaveTextContent('ფაილი ზედმეტად დიდია.');
    expect(calls.filter((c) => c.path.includes('/messages/file'))).toEqual([]);
  });

  // The room takes its upload limit from the start-up settings, so it waits for them to arrive.
  it('refuses a file over the upload limit even when the settings arrive after the room opened', async () => {
    let release: (() => void) | null = null;
    const slowSettings: FakeRoute = async (req, body) => {
      const answer = await STARTUP_ROUTES['GET /api/settings'](req, body);
      await new Promise<void>((resolve) => (release = resolve));
      return { body: { data: { ...(answer.body as { data: object }).data, max_upload_mb: 1 } } };
    };
    const { calls, runtime } = openRoom({}, { routes: { 'GET /api/settings': slowSettings, [`POST /api/chat-spaces/${DOCTOR_CHAT}/messages/file`]: () => ({ status: 413, body: { code: 'payload_too_large', message: 'too large' } }) } });
    await waitFor(() => expect(release).not.toBeNull());
    expect(screen.queryByTestId('composer')).toBeNull();
    await act(async () => release!());
    await waitFor(() => expect(runtime.statics.getSnapshot().context.settings?.max_upload_mb).toBe(1));
    await composer();

    await userEvent.upload(screen.getByTestId('file-input'), new File([new Uint8Array(1_572_864)], 'kt-kvleva.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('outgoing')).toHaveAttribute('data-failed', 'true'));
    expect(calls.filter((c) => c.path.includes('/messages/file'))).toEqual([]);
  });

  it('keeps what was typed, unsent, when the person leaves and comes back', async () => {
    const first = openRoom();
    await userEvent.type(await composer(), 'ხვალ დილით შეგეხმიანებით');
    first.unmount();

    openRoom();
    expect(await composer()).toHaveValue('ხვალ დილით შეგეხმიანებით');
  });
});

describe('a chat room: live', { timeout: 20_000 }, () => {
  it('marks the chat seen when the newest message is someone else’s and newer than the last visit', async () => {
    const fromGiorgi = message(DOCTOR_CHAT, DOCTOR.id, 'როგორ გრძნობთ თავს?', '2024-03-15T09:00:00.000Z');
    const { calls } = openRoom({ spaces: [doctorChat({ last_message: fromGiorgi, last_seen: '2024-03-15T08:00:00.000Z' })], messages: [fromGiorgi] });
    await waitFor(() => expect(seenCalls(calls)).toHaveLength(1));
  });

  it('shows a message pushed to this chat and marks it seen, which it did not need to before', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const mine = message(DOCTOR_CHAT, PATIENT.id, 'გამარჯობა', '2024-03-15T09:00:00.000Z');
    const { calls, server } = openRoom({ spaces: [doctorChat({ last_message: mine, last_seen: mine.created_at })], messages: [mine] }, { openLiveSocket: live.open, playCue });
    await waitFor(() => expect(shownTexts()).toEqual(['გამარჯობა']));
    // The person's own message is the newest: nothing to mark.
    expect(seenCalls(calls)).toEqual([]);
    await live.connect();

    live.push('MessageCreated', server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'გისმენთ', new Date().toISOString())));
    await waitFor(() => expect(shownTexts()).toEqual(['გამარჯობა', 'გისმენთ']));
    await waitFor(() => expect(seenCalls(calls)).toHaveLength(1));
    // A message in the chat the person is reading plays no cue.
    expect(playCue).not.toHaveBeenCalled();
  });

  it('ignores a message pushed to another chat', async () => {
    const live = fakeLive();
    const { server } = openRoom({ unlisted: [clinicChat()] }, { openLiveSocket: live.open });
    await screen.findByTestId('chat-empty');
    await live.connect();
    const other: Message = server.deliver(message(CLINIC_CHAT, PATIENT.id, 'სხვა ჩატში', new Date().toISOString()));
    live.push('MessageCreated', other);
    live.push('MessageCreated', server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'ამ ჩატში', new Date().toISOString())));
    await waitFor(() => expect(shownTexts()).toEqual(['ამ ჩატში']));
  });

  it('shows "Seen" on the person’s own message once the doctor has read it, in English', async () => {
    const live = fakeLive();
    const mine = message(DOCTOR_CHAT, PATIENT.id, 'Here are my results', '2024-03-15T09:00:00.000Z');
    const { server } = openRoom({ locale: 'en', spaces: [doctorChat({ last_message: mine, last_seen: mine.created_at })], messages: [mine] }, { openLiveSocket: live.open });
    expect(await screen.findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-party-status')).toHaveTextContent('Therapist'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();

    // Giorgi answered while the person was away: the room catches up when the channel connects.
    server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'Thank you, I will look', '2024-03-15T09:30:00.000Z'));
    await live.connect();
    await waitFor(() => expect(shownTexts()).toEqual(['Here are my results', 'Thank you, I will look']));

    live.push('ChatSpaceSeen', { chat_space_id: DOCTOR_CHAT, user_id: DOCTOR.id, last_seen: '2024-03-15T09:31:00.000Z' });
    expect(await within(bubbleWith('Here are my results')).findByRole('img', { name: 'Seen' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
  });
  it('keeps "ნანახია" when the read marker arrives while the room catches up after a reconnect', async () => {
    const live = fakeLive();
    const mine = message(DOCTOR_CHAT, PATIENT.id, 'ანალიზები გამოგიგზავნეთ', '2024-03-15T09:00:00.000Z');
    const server = chatServer({ spaces: [doctorChat({ last_message: mine, last_seen: mine.created_at })], messages: [mine] });
    // The catch-up's answer is read before Giorgi opens the chat, and arrives after his read marker.
    let hold = false;
    let release = () => {};
    const space: FakeRoute = async (req, body) => {
      const answer = server.routes[`GET /api/chat-spaces/${DOCTOR_CHAT}`](req, body);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    renderApp(ROOM, { token: 't', openLiveSocket: live.open, routes: { ...asPatient(), ...server.routes, [`GET /api/chat-spaces/${DOCTOR_CHAT}`]: space } });
    expect(await screen.findByRole('img', { name: 'გაგზავნილია' })).toBeInTheDocument();
    hold = true;
    await live.connect();

    live.push('ChatSpaceSeen', { chat_space_id: DOCTOR_CHAT, user_id: DOCTOR.id, last_seen: '2024-03-15T09:31:00.000Z' });
    expect(await screen.findByRole('img', { name: 'ნანახია' })).toBeInTheDocument();
    await act(async () => release());
    // The older answer is applied (the room is live again: a new message shows at once) without moving the marker back.
    live.push('MessageCreated', server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'მივიღე, გმადლობთ', new Date().toISOString())));
    await waitFor(() => expect(shownTexts()).toEqual(['ანალიზები გამოგიგზავნეთ', 'მივიღე, გმადლობთ']));
    expect(within(bubbleWith('ანალიზები გამოგიგზავნეთ')).getByRole('img', { name: 'ნანახია' })).toBeInTheDocument();
  });
});

describe('a chat room: screen readers', { timeout: 20_000 }, () => {
  it('reads out a new message from the other side with who sent it, and leaves the focus in the composer', async () => {
    const live = fakeLive();
    const before = message(DOCTOR_CHAT, DOCTOR.id, 'როგორ გრძნობთ თავს?', '2024-03-15T09:00:00.000Z');
    const { server, runtime } = openRoom({ spaces: [doctorChat({ last_message: before, last_seen: before.created_at })], messages: [before] }, { openLiveSocket: live.open });
    const box = await composer();
    await waitFor(() => expect(screen.getByTestId('chat-party-name')).toHaveTextContent('გიორგი მაისურაძე'));
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    // What was there when the chat opened is not read out again.
    expect(announcer).toHaveTextContent('');
    await live.connect();
    await userEvent.type(box, 'ხვალ ');

    live.push('MessageCreated', server.deliver(message(DOCTOR_CHAT, DOCTOR.id, 'ანალიზები ნორმაშია', new Date().toISOString())));
    await waitFor(() => expect(announcer).toHaveTextContent('ახალი შეტყობინება: გიორგი მაისურაძე. ანალიზები ნორმაშია'));
    expect(box).toHaveFocus();
    expect(box).toHaveValue('ხვალ ');
    // The history itself stays quiet, so the message is not read twice (and older pages never are).
    expect(screen.getByTestId('chat-history')).toHaveAttribute('aria-live', 'off');
    // A Tab stop of its own, so the keyboard can scroll it (its messages hold no control to reach).
    expect(screen.getByTestId('chat-history')).toHaveAttribute('tabindex', '0');

    // The person's own message is not announced; the last one from the doctor stays the one said.
    await userEvent.type(box, 'მოვალ{Enter}');
    await waitFor(() => expect(shownTexts()).toContain('ხვალ მოვალ'));
    expect(announcer).toHaveTextContent('ახალი შეტყობინება: გიორგი მაისურაძე. ანალიზები ნორმაშია');

    // The general alert is announced (role "alert") without taking the focus either.
    act(() => runtime.app.send({ type: 'alert.show', kind: 'danger', code: 'network' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('does not read out earlier messages loaded above', async () => {
    const all = ['პირველი', 'მეორე', 'მესამე', 'მეოთხე'].map((text, i) => message(DOCTOR_CHAT, i < 2 ? DOCTOR.id : PATIENT.id, text, `2024-03-15T09:0${i}:00.000Z`));
    openRoom({ messages: all, pageSize: 2 });
    await waitFor(() => expect(shownTexts()).toEqual(['მესამე', 'მეოთხე']));
    await userEvent.click(screen.getByRole('button', { name: 'ადრინდელი შეტყობინებების ჩვენება' }));
    await waitFor(() => expect(shownTexts()).toEqual(['პირველი', 'მეორე', 'მესამე', 'მეოთხე']));
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent('');
  });
});

describe('a read-only chat room', { timeout: 20_000 }, () => {
  it('says a doctor chat whose consultation expired can only be read, and offers no composer', async () => {
    const fromGiorgi = message(DOCTOR_CHAT, DOCTOR.id, 'ჯანმრთელობას გისურვებთ', '2024-03-15T09:00:00.000Z');
    openRoom({ spaces: [doctorChat({ active: false, inactive_reason: 'expired', last_message: fromGiorgi, last_seen: fromGiorgi.created_at })], messages: [fromGiorgi] });
    const notice = await screen.findByTestId('chat-inactive');
    expect(notice).toHaveTextContent('კონსულტაციის ვადა ამოიწურა, ამიტომ ჩატი მხოლოდ წასაკითხადაა.');
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('ჯანმრთელობას გისურვებთ')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'შეტყობინება' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'გაგზავნა' })).not.toBeInTheDocument();
  });

  it('tells the doctor of an expired chat only that it is read-only (booking again is the patient\'s)', async () => {
    const doctorUser = signedInUser({ id: DOCTOR.id, type: 'Doctor', firstname: DOCTOR.firstname, lastname: DOCTOR.lastname });
    openRoom({ spaces: [doctorChat({ active: false, inactive_reason: 'expired' })] }, { routes: signedInAs(doctorUser) });
    const notice = await screen.findByTestId('chat-inactive');
    expect(notice).toHaveTextContent('კონსულტაციის ვადა ამოიწურა, ამიტომ ჩატი მხოლოდ წასაკითხადაა.');
    expect(notice).not.toHaveTextContent('დაჯავშნეთ');
  });

  it('says a clinic chat whose inquiry was completed can only be read, and offers a new inquiry', async () => {
    const closed = clinicChat({ active: false, inactive_reason: 'inquiry_completed', chat_space: { ...clinicChat().chat_space, last_clinic_inquiry: { id: '20000000-0000-4000-8000-000000000001', status: 'completed' } } });
    openRoom({ spaces: [closed] });
    const notice = await screen.findByTestId('chat-inactive');
    expect(notice).toHaveTextContent('კლინიკამ ეს მიმართვა დახურა, ამიტომ ჩატი მხოლოდ წასაკითხადაა.');
    expect(within(notice).getByRole('link', { name: 'ახალი მიმართვა' })).toHaveAttribute('href', `/clinics/${CLINIC.id}/inquiry`);
    await waitFor(() => expect(screen.getByTestId('chat-party-name')).toHaveTextContent(CLINIC.name.ka));
    expect(screen.getByTestId('chat-party-status')).toHaveTextContent('კლინიკა');
    expect(screen.queryByRole('textbox', { name: 'შეტყობინება' })).not.toBeInTheDocument();
  });
});
