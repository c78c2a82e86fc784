import { ActionIcon, Avatar, Loader, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallRoom } from '../../protocol/calls';
import { QuietBoundary } from '../shell/QuietBoundary';
import { CallIcon } from './call-icons';
import classes from './call.module.css';
import type { ConferenceStatus } from './JitsiRoom';
import type { CallParty } from './use-call-party';
import { useCallFocus } from './use-call-focus';

const JitsiRoom = lazy(() => import('./JitsiRoom'));

export interface OverlayProps {
  party: CallParty;
  /** The room once it opens (ringing for the caller, ongoing for both); null while connecting. */
  room: CallRoom | null;
  /** What shows while there is no room: the call is being placed, or an answer is being joined. */
  waiting: 'calling' | 'connecting';
  /** The caller waits in the room while the other side's devices ring. */
  ringingThem: boolean;
  minimised: boolean;
  displayName: string;
  /** How the room's conference is doing (while there is a room). */
  conference: ConferenceStatus;
  onHangUp(): void;
  onConferenceLoaded(): void;
  onLeft(): void;
  onToggleMinimise(): void;
  /** The video service cannot be reached: end the attempt, back to the call's chat. */
  onBackToChat(): void;
}

/**
 * SPEC §2 full-screen call overlay: the video panel (SPEC §9 sizes) with a 65 px control bar
 * (minimise, hang up). Minimised, the same panel (the conference keeps running) floats over the
 * page and the header shows the call strip. Full screen it is a modal dialog for the keyboard and
 * screen readers too (use-call-focus.ts).
 */
export function CallOverlay({ party, room, waiting, ringingThem, minimised, displayName, conference, onHangUp, onConferenceLoaded, onLeft, onToggleMinimise, onBackToChat }: OverlayProps) {
  const intl = useIntl();
  const hangUp = intl.formatMessage({ id: 'calls.overlay.hangUp' });
  const minimise = intl.formatMessage({ id: 'calls.overlay.minimise' });
  const screen = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useCallFocus(screen, title, !minimised);
  const label = party.name ? intl.formatMessage({ id: 'calls.overlay.title' }, { name: party.name }) : intl.formatMessage({ id: 'calls.overlay.label' });
  return (
    <section
      ref={screen}
      className={classes.overlay}
      data-minimised={minimised || undefined}
      role={minimised ? 'region' : 'dialog'}
      aria-modal={minimised ? undefined : true}
      aria-label={label}
      data-testid="call-overlay"
    >
      <VisuallyHidden component="h2" ref={title} tabIndex={-1} data-testid="call-title">
        {label}
      </VisuallyHidden>
      <div className={classes.panel}>
        {room && ringingThem ? (
          <div className={classes.caption}>
            <Text size="sm" role="status" data-testid="call-ringing-them">
              <FormattedMessage id="calls.overlay.ringing" values={{ name: party.name ?? intl.formatMessage({ id: 'calls.outcome.someone' }) }} />
            </Text>
          </div>
        ) : null}
        {room ? (
          <QuietBoundary fallback={<RoomFailed />}>
            <Suspense fallback={<Connecting text="calls.overlay.connecting" party={party} />}>
              <JitsiRoom room={room} displayName={displayName} lang={intl.locale} conference={conference} onLoaded={onConferenceLoaded} onLeft={onLeft} onBackToChat={onBackToChat} />
            </Suspense>
          </QuietBoundary>
        ) : (
          <Connecting text={waiting === 'calling' ? 'calls.overlay.calling' : 'calls.overlay.connecting'} party={party} />
        )}
      </div>
      <div className={classes.bar}>
        {room ? (
          <Tooltip label={minimise}>
            <ActionIcon size={52} radius="xl" variant="filled" color="gray.7" onClick={onToggleMinimise} aria-label={minimise} data-testid="minimise-call">
              <CallIcon name="minimise" size={24} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label={hangUp}>
          <ActionIcon size={52} radius="xl" variant="filled" color="red" onClick={onHangUp} aria-label={hangUp} data-testid="hang-up">
            <CallIcon name="hangUp" size={26} />
          </ActionIcon>
        </Tooltip>
      </div>
    </section>
  );
}

/** The video could not load (its chunk is lost): say so; hanging up still works. */
function RoomFailed() {
  return (
    <Stack align="center" justify="center" h="100%" c="gray.2" px="md">
      <Text ta="center" maw={420} role="alert">
        <FormattedMessage id="calls.room.loadFailed" />
      </Text>
    </Stack>
  );
}

function Connecting({ text, party }: { text: string; party: CallParty }) {
  return (
    <Stack align="center" justify="center" gap="md" h="100%" c="gray.2" data-testid="call-loading">
      <Avatar src={party.photo} size={96} radius="xl" color="clinic" alt="">
        {party.initials}
      </Avatar>
      {party.name ? (
        <Text fw={600} size="lg">
          {party.name}
        </Text>
      ) : null}
      <Loader color="gray.3" type="dots" />
      <Text size="sm">
        <FormattedMessage id={text} />
      </Text>
    </Stack>
  );
}
