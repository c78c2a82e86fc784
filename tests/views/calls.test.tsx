import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ka from '../../src/i18n/messages/ka.json';
import type { CallInfo, CallStatus } from '../../src/protocol/calls';
import { renderApp } from '../support/render-app';
import { asPatient, chatServer, DOCTOR, DOCTOR_CHAT, doctorChat, fakeLive, PATIENT } from './chats-fixtures';

// The room, the live channel and the call layer load as their own chunks: give them time.
configure({ asyncUtilTimeout: 5000 });

const text = (id: keyof typeof ka) => ka[id].defaultMessage;
const ROOM = { domain: 'meet.test', name: DOCTOR_CHAT, jwt: null };
const call = (status: CallStatus, over: Partial<CallInfo> = {}): CallInfo => ({
  id: '50000000-0000-4000-8000-000000000001',
  caller_id: DOCTOR.id,
  callee_id: PATIENT.id,
  chat_space_id: DOCTOR_CHAT,
  status,
  expires_at: status === 'ringing' ? new Date(Date.now() + 45_000).toISOString() : null,
  type: 'video',
  created_at: new Date().toISOString(),
  ...over,
});

/** Ketevan in her chat with Giorgi, the live channel connected; `tone.ringing` says whether the incoming-call tone sounds. */
async function inChat(chat = doctorChat()) {
  const live = fakeLive();
  const server = chatServer({ spaces: [chat] });
  const tone = { ringing: false };
  const app = renderApp(`/chats/${chat.id}`, {
    token: 't',
    openLiveSocket: live.open,
    startRinging: () => {
      tone.ringing = true;
      return () => {
        tone.ringing = false;
      };
    },
    routes: { ...asPatient(), ...server.routes, 'GET /api/calls/current': () => ({ body: { data: [] } }) },
  });
  await live.connect();
  await waitFor(() => expect(app.calls.some((c) => c.path === '/api/calls/current')).toBe(true));
  /** The last request of `type` the page sent over the live channel. */
  const sent = (type: string) => live.sockets.at(-1)!.sent.filter((m) => (m as { type: string }).type === type).at(-1) as { request_id: string; payload: unknown } | undefined;
  /** Answers the request over the live channel as the server would. */
  const answer = (request: { request_id: string }, response: Record<string, unknown>) =>
    live.sockets.at(-1)!.handlers.message(JSON.stringify({ request_id: request.request_id, ...response }));
  return { ...app, live, tone, sent, answer };
}

describe('video calls on the page', { timeout: 20_000 }, () => {
  it('rings with the caller’s name, answers into the room over the chat, and says when the call has ended', async () => {
    const { live, tone, sent, answer } = await inChat();
    live.push('CallIncame', call('ringing'));
    const card = await screen.findByTestId('incoming-call');
    await waitFor(() => expect(within(card).getByTestId('incoming-call-name')).toHaveTextContent('გიორგი მაისურაძე'));
    expect(card).toHaveAccessibleName('გიორგი მაისურაძე');
    expect(tone.ringing).toBe(true);

    await userEvent.click(within(card).getByRole('button', { name: text('calls.incoming.answer') }));
    await waitFor(() => expect(sent('AnswerCall')?.payload).toEqual({ call_id: call('ringing').id }));
    expect(screen.queryByTestId('incoming-call')).not.toBeInTheDocument();
    expect(tone.ringing).toBe(false);
    answer(sent('AnswerCall')!, { response_type: 'Ok', data: { call: call('ongoing'), room: ROOM } });
    expect(await screen.findByTestId('call-overlay')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: text('calls.overlay.minimise') })).toBeInTheDocument();
    // The chat's header offers to hang up the call in it.
    expect(screen.getByTestId('chat-hang-up')).toHaveAccessibleName(text('chats.room.hangUp'));

    live.push('CallUpdated', call('ongoing_finished'));
    await waitFor(() => expect(screen.queryByTestId('call-overlay')).not.toBeInTheDocument());
    expect(await screen.findByTestId('call-outcome')).toHaveTextContent(text('calls.outcome.finished'));
  });

  it('announces the incoming call, moves the focus to Answer, and gives it back when the card goes', async () => {
    const { live, sent } = await inChat();
    const attach = await screen.findByTestId('attach');
    attach.focus();
    live.push('CallIncame', call('ringing'));
    const card = await screen.findByRole('alertdialog', { name: 'გიორგი მაისურაძე' });
    expect(within(card).getByRole('alert')).toHaveTextContent('გიორგი მაისურაძე');
    await waitFor(() => expect(within(card).getByRole('button', { name: text('calls.incoming.answer') })).toHaveFocus());

    // Keyboard alone: Shift+Tab to Decline, Enter.
    await userEvent.tab({ shift: true });
    expect(within(card).getByRole('button', { name: text('calls.incoming.decline') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent('DeclineCall')?.payload).toEqual({ call_id: call('ringing').id }));
    await waitFor(() => expect(screen.queryByTestId('incoming-call')).not.toBeInTheDocument());
    expect(attach).toHaveFocus();
  });

  it('answers with Enter from the focused card', async () => {
    const { live, sent } = await inChat();
    live.push('CallIncame', call('ringing'));
    const answerButton = await screen.findByRole('button', { name: text('calls.incoming.answer') });
    await waitFor(() => expect(answerButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent('AnswerCall')?.payload).toEqual({ call_id: call('ringing').id }));
  });

  it('does not let an Enter meant for a message answer the call that has just appeared', async () => {
    const { live, sent } = await inChat();
    const composer = await screen.findByTestId('composer');
    const field = composer.matches('textarea, input') ? composer : within(composer).getByRole('textbox');
    await userEvent.click(field);
    await userEvent.keyboard('hello');
    live.push('CallIncame', call('ringing'));
    const answerButton = await screen.findByRole('button', { name: text('calls.incoming.answer') });
    await waitFor(() => expect(answerButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(sent('AnswerCall')).toBeUndefined();
    expect(screen.getByTestId('incoming-call')).toBeInTheDocument();
    // A moment later the key is the person's answer.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent('AnswerCall')?.payload).toEqual({ call_id: call('ringing').id }));
  });

  it('gives every control of the call overlay and the strip a name in the person’s language', async () => {
    const { live, sent, answer } = await inChat();
    live.push('CallIncame', call('ringing'));
    await userEvent.click(await screen.findByRole('button', { name: text('calls.incoming.answer') }));
    await waitFor(() => expect(sent('AnswerCall')).toBeDefined());
    answer(sent('AnswerCall')!, { response_type: 'Ok', data: { call: call('ongoing'), room: ROOM } });
    const overlay = await screen.findByRole('dialog', { name: 'ვიდეოზარი — გიორგი მაისურაძე' });
    const buttons = await waitFor(() => {
      const all = within(overlay).getAllByRole('button');
      expect(all).toHaveLength(2);
      return all;
    });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([text('calls.overlay.minimise'), text('calls.overlay.hangUp')]);
    await userEvent.click(buttons[0]);
    expect(await screen.findByTestId('call-strip')).toHaveAccessibleName(`${text('calls.strip.text')}${text('calls.overlay.restore')}`);
  });

  it('takes the focus into the call once answered, keeps Tab in it while it fills the screen, and gives the focus back when minimised and when it ends', async () => {
    const { live, sent, answer } = await inChat();
    const attach = await screen.findByTestId('attach');
    attach.focus();
    live.push('CallIncame', call('ringing'));
    const answerButton = await screen.findByRole('button', { name: text('calls.incoming.answer') });
    await waitFor(() => expect(answerButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent('AnswerCall')).toBeDefined());
    answer(sent('AnswerCall')!, { response_type: 'Ok', data: { call: call('ongoing'), room: ROOM } });

    // A modal dialog named by the other person; its heading has the focus.
    const overlay = await screen.findByRole('dialog', { name: 'ვიდეოზარი — გიორგი მაისურაძე' });
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(overlay).getByTestId('call-title')).toHaveFocus());
    const minimise = await within(overlay).findByRole('button', { name: text('calls.overlay.minimise') });
    const hangUp = within(overlay).getByRole('button', { name: text('calls.overlay.hangUp') });
    await userEvent.tab();
    expect(minimise).toHaveFocus();
    await userEvent.tab();
    expect(hangUp).toHaveFocus();
    // Not into the chat hidden behind it: round to the first control again, and back.
    await userEvent.tab();
    expect(minimise).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(hangUp).toHaveFocus();

    // Minimised, the page is usable again, and the focus is back where the person was.
    await userEvent.click(minimise);
    await waitFor(() => expect(attach).toHaveFocus());
    expect(screen.getByRole('region', { name: 'ვიდეოზარი — გიორგი მაისურაძე' })).not.toHaveAttribute('aria-modal');
    await userEvent.click(await screen.findByTestId('call-strip'));
    await waitFor(() => expect(within(screen.getByTestId('call-overlay')).getByTestId('call-title')).toHaveFocus());

    live.push('CallUpdated', call('ongoing_finished'));
    await waitFor(() => expect(screen.queryByTestId('call-overlay')).not.toBeInTheDocument());
    await waitFor(() => expect(attach).toHaveFocus());
  });

  it('says the video service cannot be reached 20 s after the room opened, and goes back to the chat ending the call as failed', async () => {
    const { live, sent, answer } = await inChat();
    const currentPath = () => location.pathname;
    live.push('CallIncame', call('ringing'));
    await userEvent.click(await screen.findByRole('button', { name: text('calls.incoming.answer') }));
    await waitFor(() => expect(sent('AnswerCall')).toBeDefined());
    // The call actor times the room from when it opens (jsdom never loads Jitsi's script); the
    // exact boundaries are the machine's test (tests/machines/call.test.ts).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      answer(sent('AnswerCall')!, { response_type: 'Ok', data: { call: call('ongoing'), room: ROOM } });
      const room = await screen.findByTestId('video-room');
      await waitFor(() => expect(currentPath()).toBe(`/chats/${DOCTOR_CHAT}/call`));
      expect(within(room).getByText(text('calls.overlay.connecting'))).toBeInTheDocument();
      expect(within(room).queryByText(text('calls.room.unreachable'))).not.toBeInTheDocument();
      expect(within(room).queryByRole('button', { name: text('calls.room.backToChat') })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTime(20_000));
      // The video service is named, not the person's connection.
      expect(within(room).getByRole('alert')).toHaveTextContent(text('calls.room.unreachable'));
      expect(within(room).queryByText(text('calls.overlay.connecting'))).not.toBeInTheDocument();
      expect(screen.queryByText(text('calls.room.loadFailed'))).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: text('calls.room.backToChat') }));
    await waitFor(() => expect(sent('FinishCall')?.payload).toEqual({ call_id: call('ongoing').id, cause: 'fail' }));
    expect(screen.queryByTestId('call-overlay')).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/chats/${DOCTOR_CHAT}`);
    answer(sent('FinishCall')!, { response_type: 'Ok', data: { call: call('ongoing_failed') } });
    const outcome = await screen.findByTestId('call-outcome');
    expect(outcome).toHaveAttribute('data-outcome', 'failed');
    expect(outcome).toHaveTextContent(text('calls.outcome.failed'));
    expect(await screen.findByTestId('chat-room')).toBeInTheDocument();
  });

  it('tells the other side the video service failed when the call ends failed', async () => {
    const { live, sent, answer } = await inChat();
    live.push('CallIncame', call('ringing'));
    await userEvent.click(await screen.findByRole('button', { name: text('calls.incoming.answer') }));
    await waitFor(() => expect(sent('AnswerCall')).toBeDefined());
    answer(sent('AnswerCall')!, { response_type: 'Ok', data: { call: call('ongoing'), room: ROOM } });
    await screen.findByTestId('video-room');
    live.push('CallUpdated', call('ongoing_failed'));
    expect(await screen.findByTestId('call-outcome')).toHaveTextContent(text('calls.outcome.failed'));
    expect(screen.queryByTestId('call-overlay')).not.toBeInTheDocument();
  });

  it('offers the video call on an active chat, and says when it could not be placed', async () => {
    const { sent, answer } = await inChat();
    const button = await screen.findByRole('button', { name: text('chats.room.call') });
    await userEvent.click(button);
    await waitFor(() => expect(sent('Call')?.payload).toEqual({ chat_space_id: DOCTOR_CHAT, type: 'video' }));
    expect(await screen.findByTestId('call-loading')).toHaveTextContent(text('calls.overlay.calling'));
    answer(sent('Call')!, { response_type: 'Error', code: 'call.in_call', message: 'You are already in a call' });
    expect(await screen.findByText(text('alert.call.couldNotCall'))).toBeInTheDocument();
    // With the server's reason under it.
    expect(screen.getByRole('alert')).toHaveTextContent(text('error.call.in_call'));
    await waitFor(() => expect(screen.queryByTestId('call-overlay')).not.toBeInTheDocument());
  });

  it('has no call button on a closed chat', async () => {
    await inChat(doctorChat({ active: false, inactive_reason: 'expired' }));
    expect(await screen.findByTestId('chat-party-name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('chats.room.call') })).not.toBeInTheDocument();
  });

  it('says so when a call update arrives without data', async () => {
    const { live } = await inChat();
    live.push('CallUpdated', { status: 'ringing' });
    expect(await screen.findByText(text('alert.call.updateFailed'))).toBeInTheDocument();
  });
});
