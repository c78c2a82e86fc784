import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { asPatient, CLINIC, CLINIC_CHAT, DOCTOR_CHAT, fakeLive, notification, notificationServer, PATIENT } from './chats-fixtures';

// The live channel and the page load as their own chunks after sign-in: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const items = () => screen.findAllByTestId('notification');
const paths = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`);
const pageCalls = (calls: { method: string; path: string }[]) => paths(calls).filter((p) => p.startsWith('GET /api/notifications?'));

/** A message, a missed call in that chat, the clinic taking up the inquiry, and a missed call that belongs to no chat. */
function fourNotifications() {
  return [
    notification(1, { action: 'inquiry.joined', entity: { title: CLINIC.name, chat_space_id: CLINIC_CHAT }, entity_type: 'clinic_inquiry', entity_id: '20000000-0000-4000-8000-000000000001' }),
    notification(2),
    notification(3, { action: 'call.missed', entity: { title: { ka: 'გიორგი მაისურაძე', en: 'Giorgi Maisuradze' }, chat_space_id: DOCTOR_CHAT }, entity_type: 'call', entity_id: 'call-3' }),
    notification(4, { action: 'call.missed', entity: { title: { ka: 'ანა ლომიძე', en: 'Ana Lomidze' } }, entity_type: 'call', entity_id: 'call-4' }),
  ];
}

describe('the notifications page', { timeout: 20_000 }, () => {
  it('shows skeleton rows while the first page loads', async () => {
    renderApp('/notifications', { token: 't', routes: { ...asPatient(), ...notificationServer([]).routes, 'GET /api/notifications': () => new Promise(() => {}) } });
    expect(await screen.findByTestId('notifications-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'შეტყობინებები' })).toBeInTheDocument();
  });

  it('says when there is nothing new', async () => {
    renderApp('/notifications', { token: 't', routes: { ...asPatient(), ...notificationServer([]).routes } });
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty).toHaveTextContent('სიახლეები არ არის');
    expect(empty).toHaveTextContent('როცა რამე თქვენს ყურადღებას მოითხოვს, აქ გამოჩნდება.');
  });

  it('lists what happened, newest first, each linking to its chat, and then marks them seen', async () => {
    const { calls } = renderApp('/notifications', { token: 't', routes: { ...asPatient(), ...notificationServer(fourNotifications()).routes } });
    const rows = await items();
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      `${CLINIC.name.ka} — თქვენს მიმართვას უკვე განიხილავენ`,
      'ახალი შეტყობინება: გიორგი მაისურაძე',
      'გამოტოვებული ზარი: გიორგი მაისურაძე',
      'გამოტოვებული ზარი: ანა ლომიძე',
    ]);
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([`/chats/${CLINIC_CHAT}`, `/chats/${DOCTOR_CHAT}`, `/chats/${DOCTOR_CHAT}`, '/notifications']);
    expect(within(rows[1]).getByText('შეტყობინება 2')).toBeInTheDocument();
    // Never seen before: all are new while the person reads them.
    expect(rows.every((r) => r.getAttribute('data-fresh') === 'true')).toBe(true);

    await waitFor(() => expect(paths(calls)).toContain('POST /api/notifications/seen'));
    expect(paths(calls).indexOf('POST /api/notifications/seen')).toBeGreaterThan(paths(calls).indexOf('GET /api/notifications?page=1'));
  });

  it('shows older notifications a page at a time', async () => {
    const all = Array.from({ length: 25 }, (_, i) => notification(i + 1));
    const { calls } = renderApp('/notifications', { token: 't', routes: { ...asPatient(), ...notificationServer(all).routes } });
    expect(await items()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'ძველების ჩვენება' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(25));
    expect(screen.getAllByTestId('notification').at(-1)).toHaveTextContent('შეტყობინება 25');
    expect(pageCalls(calls)).toEqual(['GET /api/notifications?page=1', 'GET /api/notifications?page=2']);
    expect(screen.queryByTestId('notifications-more')).not.toBeInTheDocument();
  });

  /** The page open over a live channel, after the reconnect's reload and second "seen". */
  async function openLive() {
    const live = fakeLive();
    const playCue = vi.fn();
    const app = renderApp('/notifications', { token: 't', openLiveSocket: live.open, playCue, routes: { ...asPatient(), ...notificationServer([notification(2)]).routes } });
    expect(await items()).toHaveLength(1);
    await live.connect();
    const seen = () => paths(app.calls).filter((p) => p === 'POST /api/notifications/seen');
    await waitFor(() => expect(seen()).toHaveLength(2));
    const push = () => live.push('NotificationCreated', notification(1, { created_at: new Date().toISOString(), entity: { title: { ka: 'ანა ლომიძე', en: 'Ana Lomidze' } } }));
    return { seen, push, playCue };
  }

  it('puts a notification that arrives while the page is open on top, with the cue, and marks it seen at once', async () => {
    const { seen, push, playCue } = await openLive();
    push();
    await waitFor(() => expect(screen.getAllByTestId('notification')[0]).toHaveTextContent('ახალი შეტყობინება: ანა ლომიძე'));
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(playCue).toHaveBeenCalledWith('notification');
    await waitFor(() => expect(seen()).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument());
  });
});

describe('the notifications bell', { timeout: 20_000 }, () => {
  it('shows a patient the dot for what is new since the last visit, until the page is opened', async () => {
    const server = notificationServer(fourNotifications(), { last_notification: '2024-03-15T11:59:00.000Z', last_seen: '2024-03-14T00:00:00.000Z' });
    renderApp('/dashboard', { token: 't', routes: { ...asPatient(), ...server.routes } });
    expect(await screen.findByTestId('notifications-unread')).toBeInTheDocument();
    const bell = screen.getByRole('link', { name: 'შეტყობინებები (ახალი)' });
    expect(bell).toHaveAttribute('href', '/notifications');

    // The page loads as a chunk: a click in an awaited act lets it resume once loaded.
    await act(async () => fireEvent.click(bell));
    expect(await items()).toHaveLength(4);
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'შეტყობინებები' })).toHaveAttribute('href', '/notifications');
    // What was new when the page opened stays marked while the person reads.
    expect(screen.getAllByTestId('notification').map((r) => r.getAttribute('data-fresh'))).toEqual(['true', 'true', 'true', 'true']);
  });

  it('shows no dot when everything was seen', async () => {
    const server = notificationServer(fourNotifications(), { last_notification: '2024-03-15T11:59:00.000Z', last_seen: '2024-03-15T12:30:00.000Z' });
    const { calls } = renderApp('/dashboard', { token: 't', routes: { ...asPatient(), ...server.routes } });
    await waitFor(() => expect(paths(calls)).toContain('GET /api/notifications/summary'));
    expect(await screen.findByRole('link', { name: 'შეტყობინებები' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  });

  it('raises the dot for a doctor when a notification arrives, with the sound cue, in English', async () => {
    const live = fakeLive();
    const playCue = vi.fn();
    const server = notificationServer([]);
    const { calls } = renderApp('/dashboard', {
      token: 't',
      openLiveSocket: live.open,
      playCue,
      routes: { ...asPatient({ type: 'Doctor', language: 'en', firstname: { ka: 'ნინო', en: 'Nino' } }), ...server.routes },
    });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await live.connect();
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();

    live.push('NotificationCreated', notification(1, { created_at: new Date().toISOString(), entity: { title: { ka: 'ქეთევან კაპანაძე', en: 'Ketevan Kapanadze' }, actor_id: PATIENT.id } }));
    expect(await screen.findByTestId('notifications-unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications (new)' })).toBeInTheDocument();
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(playCue).toHaveBeenCalledWith('notification');
    // SPEC §6: the summary is a patient's only.
    expect(paths(calls)).not.toContain('GET /api/notifications/summary');
  });
});
