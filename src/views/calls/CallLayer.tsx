import { UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import type { CallActorRef, CallSnapshot } from '../../machines/calls/call.machine';
import { pickLocalized, type Language } from '../../protocol/common';
import { useRuntime } from '../actors';
import { useLiveActor } from '../live/use-live';
import { CallIcon } from './call-icons';
import classes from './call.module.css';
import { CallOutcome } from './CallOutcome';
import { CallOverlay } from './CallOverlay';
import { IncomingCallCard } from './IncomingCallCard';
import { useCallParty } from './use-call-party';

/**
 * Everything a call shows, on every screen of a signed-in person (the call actor decides): the
 * incoming-call card, the call overlay with the video room, the call strip while the video is
 * minimised, and how the call ended. When the room opens the page underneath becomes the call's
 * chat (`/chats/{id}/call`); when the call ends there, the person is back in the chat.
 */
export default function CallLayer() {
  const actor = useLiveActor('calls');
  return actor ? <Layer actor={actor} /> : null;
}

const view = (s: CallSnapshot) => ({
  ringing: s.hasTag('ringing'),
  loading: s.hasTag('loading'),
  room: s.hasTag('room'),
  conference: s.hasTag('room slow') ? ('slow' as const) : s.hasTag('room connecting') ? ('connecting' as const) : ('loaded' as const),
  outcome: s.hasTag('outcome') ? s.context.outcome : null,
  calling: s.matches({ signedIn: { call: 'outgoing' } }),
  call: s.context.call,
  roomInfo: s.context.room,
  minimised: s.context.minimised,
  side: s.context.side,
  me: s.context.me,
  chat: s.context.call?.chat_space_id ?? s.context.outcomeChat,
});

function Layer({ actor }: { actor: CallActorRef }) {
  const v = useSelector(actor, view, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const runtime = useRuntime();
  const user = useSelector(runtime.session, (s) => s.context.user);
  const lang = useSelector(runtime.locale, (s) => s.context.locale) as Language;
  const party = useCallParty(v.call, v.me);
  // The outcome names the person of the call that ended (kept from when it was live).
  const [lastName, setLastName] = useState(party.name);
  if (v.call && lastName !== party.name) setLastName(party.name);
  const [location, navigate] = useLocation();
  useChatUnderneath(v.room, v.outcome !== null, v.chat, location, navigate);

  const send = actor.send;
  const displayName = user ? `${pickLocalized(user.firstname, lang)} ${pickLocalized(user.lastname, lang)}`.trim() : '';
  return (
    <>
      {v.ringing ? <IncomingCallCard party={party} onAnswer={() => send({ type: 'user.answer' })} onDecline={() => send({ type: 'user.decline' })} /> : null}
      {v.loading || v.room ? (
        <CallOverlay
          party={party}
          room={v.room ? v.roomInfo : null}
          waiting={v.calling ? 'calling' : 'connecting'}
          ringingThem={v.calling && v.call?.status === 'ringing'}
          minimised={v.room && v.minimised}
          displayName={displayName}
          conference={v.conference}
          onHangUp={() => send({ type: 'user.hangUp' })}
          onConferenceLoaded={() => send({ type: 'room.loaded' })}
          onLeft={() => send({ type: 'user.leftConference' })}
          onToggleMinimise={() => send({ type: 'user.toggleMinimise' })}
          onBackToChat={() => {
            // The call's chat, wherever the person is (the minimised room floats over any page).
            send({ type: 'user.backToChat' });
            if (v.chat) navigate(`/chats/${v.chat}`, { replace: location === `/chats/${v.chat}/call` });
          }}
        />
      ) : null}
      {v.room && v.minimised ? (
        <UnstyledButton className={classes.strip} onClick={() => send({ type: 'user.toggleMinimise' })} data-testid="call-strip">
          <CallIcon name="video" size={16} />
          <FormattedMessage id="calls.strip.text" values={{ name: party.name ?? '' }} />
          <strong>
            <FormattedMessage id="calls.overlay.restore" />
          </strong>
        </UnstyledButton>
      ) : null}
      {v.outcome ? <CallOutcome outcome={v.outcome} side={v.side} name={lastName} onClose={() => send({ type: 'user.dismissOutcome' })} /> : null}
    </>
  );
}

/**
 * The page under the call: the call's chat while its room is open (`/chats/{id}/call`), and the
 * chat itself once the call has ended there — both sides return to the chat.
 */
function useChatUnderneath(roomOpen: boolean, ended: boolean, chat: string | null, location: string, navigate: ReturnType<typeof useLocation>[1]) {
  useEffect(() => {
    if (!chat) return;
    const callPath = `/chats/${chat}/call`;
    if (roomOpen && location !== callPath) navigate(callPath);
    else if (ended && location === callPath) navigate(`/chats/${chat}`, { replace: true });
  }, [roomOpen, ended, chat]); // eslint-disable-line react-hooks/exhaustive-deps
}
