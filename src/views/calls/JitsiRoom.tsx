import { JitsiMeeting } from '@jitsi/react-sdk';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CallRoom } from '../../protocol/calls';

/** The part of Jitsi's external API the room uses. */
interface MeetingApi {
  addListener(event: string, listener: (...args: unknown[]) => void): void;
  dispose(): void;
}

/** How long the conference script may take to load before the person is told. */
const LOAD_TIMEOUT_MS = 20_000;

/**
 * The video room (SPEC §7): Jitsi's external API on the configured domain, the room named after
 * the chat space, peer-to-peer off (media always through the video bridge), no pre-join page, the
 * person's name shown, and the server's room token when rooms are signed. Leaving the conference
 * (or Jitsi's own "ready to close") tells `onLeft`; the API is disposed on unmount. Its own chunk:
 * only people in a call load it.
 */
export default function JitsiRoom({ room, displayName, lang, onLeft }: { room: CallRoom; displayName: string; lang: string; onLeft(): void }) {
  const api = useRef<MeetingApi | null>(null);
  const left = useRef(onLeft);
  useLayoutEffect(() => {
    left.current = onLeft;
  });
  const [ready, setReady] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      api.current?.dispose();
      api.current = null;
    };
  }, []);

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
      {!ready ? (
        <Stack align="center" justify="center" gap="sm" style={{ position: 'absolute', inset: 0 }} c="gray.2">
          {slow ? (
            <Text ta="center" maw={420} px="md" role="alert">
              <FormattedMessage id="calls.room.loadFailed" />
            </Text>
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
          setReady(true);
          meeting.addListener('videoConferenceLeft', () => left.current());
        }}
        onReadyToClose={() => {
          api.current?.dispose();
          api.current = null;
          left.current();
        }}
        getIFrameRef={(node) => {
          node.style.width = '100%';
          node.style.height = '100%';
        }}
      />
    </div>
  );
}
