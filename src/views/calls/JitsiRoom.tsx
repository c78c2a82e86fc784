import { JitsiMeeting } from '@jitsi/react-sdk';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CallRoom } from '../../protocol/calls';

/** The part of Jitsi's external API the room uses. */
interface MeetingApi {
  addListener(event: string, listener: (...args: unknown[]) => void): void;
  dispose(): void;
}

/** How the room's conference is doing, as the call actor says ('room connecting', 'room slow'). */
export type ConferenceStatus = 'connecting' | 'slow' | 'loaded';

export interface JitsiRoomProps {
  room: CallRoom;
  displayName: string;
  lang: string;
  conference: ConferenceStatus;
  /** Jitsi's API is ready: the conference script has loaded. */
  onLoaded(): void;
  onLeft(): void;
  /** The video service cannot be reached: the person ends the attempt and goes back to the chat. */
  onBackToChat(): void;
}

/**
 * The video room (SPEC §7): Jitsi's external API on the configured domain, the room named after
 * the chat space, peer-to-peer off (media always through the video bridge), no pre-join page, the
 * person's name shown, and the server's room token when rooms are signed. Until the conference
 * has loaded a spinner covers it, or, once the call actor finds it slow, a message that the video
 * service cannot be reached (not the person's connection: the page itself is loaded and live)
 * with a button back to the chat. Jitsi's API being ready tells `onLoaded`; leaving the conference (or Jitsi's own
 * "ready to close") tells `onLeft`; the API is disposed on unmount. Its own chunk: only people in
 * a call load it.
 */
export default function JitsiRoom({ room, displayName, lang, conference, onLoaded, onLeft, onBackToChat }: JitsiRoomProps) {
  const api = useRef<MeetingApi | null>(null);
  // The latest handlers, for Jitsi's callbacks (set after render, never during it).
  const handlers = useRef({ onLoaded, onLeft });
  useLayoutEffect(() => {
    handlers.current = { onLoaded, onLeft };
  });

  useEffect(
    () => () => {
      api.current?.dispose();
      api.current = null;
    },
    [],
  );

  // Stable props: JitsiMeeting builds its iframe once, from the first ones.
  const config = useMemo(
    () => ({
      p2p: { enabled: false },
      prejoinPageEnabled: false,
      prejoinConfig: { enabled: false },
      disableDeepLinking: true,
      startWithAudioMuted: false,
      startWithVideoMuted: false,
    }),
    [],
  );
  const userInfo = useMemo(() => ({ displayName, email: '' }), [displayName]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="video-room">
      {conference !== 'loaded' ? (
        <Stack align="center" justify="center" gap="sm" style={{ position: 'absolute', inset: 0 }} c="gray.2">
          {conference === 'slow' ? (
            <>
              <Text ta="center" maw={420} px="md" role="alert" data-testid="video-unreachable">
                <FormattedMessage id="calls.room.unreachable" />
              </Text>
              <Button variant="white" color="dark" radius="xl" onClick={onBackToChat} data-testid="back-to-chat">
                <FormattedMessage id="calls.room.backToChat" />
              </Button>
            </>
          ) : (
            <>
              <Loader color="gray.3" />
              <Text>
                <FormattedMessage id="calls.overlay.connecting" />
              </Text>
            </>
          )}
        </Stack>
      ) : null}
      <JitsiMeeting
        domain={room.domain}
        roomName={room.name}
        jwt={room.jwt ?? undefined}
        configOverwrite={config}
        interfaceConfigOverwrite={{ MOBILE_APP_PROMO: false, SHOW_JITSI_WATERMARK: false }}
        userInfo={userInfo}
        lang={lang}
        onApiReady={(external) => {
          const meeting = external as unknown as MeetingApi;
          api.current = meeting;
          handlers.current.onLoaded();
          meeting.addListener('videoConferenceLeft', () => handlers.current.onLeft());
        }}
        onReadyToClose={() => {
          api.current?.dispose();
          api.current = null;
          handlers.current.onLeft();
        }}
        getIFrameRef={(node) => {
          node.style.width = '100%';
          node.style.height = '100%';
        }}
      />
    </div>
  );
}
