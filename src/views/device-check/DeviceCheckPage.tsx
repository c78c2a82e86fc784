import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DeviceCheckActorRef, DeviceCheckSnapshot, MediaProblem } from '../../machines/device-check/device-check.machine';
import { useFlow, useRuntime } from '../actors';
import { CallIcon, type CallIconName } from '../calls/call-icons';
import { PageHeading } from '../shell/PageHeading';

/**
 * `/test`: check the camera (live preview), the microphone (a level meter) and the speakers (a
 * test sound) before a consultation, with plain advice when the browser was refused access or a
 * device is missing. The devices stop when the page closes.
 */
export default function DeviceCheckPage() {
  const runtime = useRuntime();
  const check = useActorRef(useFlow('deviceCheck'), { input: { supported: runtime.device.mediaSupported() }, ...runtime.flowOptions });
  // Stop whatever is still running when the person leaves (the camera light goes off).
  useEffect(
    () => () => {
      const { streams } = check.getSnapshot().context;
      streams.camera?.stop();
      streams.microphone?.stop();
    },
    [check],
  );
  const unsupported = useSelector(check, (s) => s.hasTag('camera unsupported'));
  const started = useSelector(check, (s) => !s.matches({ camera: 'idle' }) || !s.matches({ microphone: 'idle' }));
  return (
    <Stack gap="lg" maw={960} data-testid="device-check">
      <PageHeading title={<FormattedMessage id="deviceTest.title" />} intro={<FormattedMessage id="deviceTest.intro" />} />
      {unsupported ? (
        <Alert color="orange" variant="light" role="note" data-testid="device-unsupported">
          <FormattedMessage id="deviceTest.unsupported" />
        </Alert>
      ) : !started ? (
        <Group>
          <Button size="lg" onClick={() => check.send({ type: 'user.start' })} data-testid="start-check" leftSection={<CallIcon name="video" />}>
            <FormattedMessage id="deviceTest.start" />
          </Button>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CameraCard check={check} />
        <MicrophoneCard check={check} />
        <SpeakersCard check={check} />
      </SimpleGrid>
    </Stack>
  );
}

type Device = 'camera' | 'microphone';

const PROBLEM_TEXT: Record<Device, Record<MediaProblem, string>> = {
  camera: {
    denied: 'deviceTest.camera.denied',
    missing: 'deviceTest.camera.missing',
    busy: 'deviceTest.camera.busy',
    failed: 'deviceTest.camera.failed',
  },
  microphone: {
    denied: 'deviceTest.microphone.denied',
    missing: 'deviceTest.microphone.missing',
    busy: 'deviceTest.microphone.busy',
    failed: 'deviceTest.microphone.failed',
  },
};

/** One device: its state badge, its body and, when it failed, why and a retry. */
function DeviceCard({ icon, title, status, children, testId }: { icon: CallIconName; title: string; status: 'idle' | 'busy' | 'ok' | 'problem'; children: ReactNode; testId: string }) {
  const badge = { idle: null, busy: <Loader size="xs" />, ok: <Badge color="teal"><FormattedMessage id="deviceTest.works" /></Badge>, problem: <Badge color="red"><FormattedMessage id="deviceTest.problem" /></Badge> }[status];
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} data-status={status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <CallIcon name={icon} size={22} />
            <Title order={2} fz="h4">
              <FormattedMessage id={title} />
            </Title>
          </Group>
          {badge}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function deviceView(s: DeviceCheckSnapshot, device: Device) {
  return {
    working: s.hasTag(`${device} working`),
    asking: s.hasTag(`${device} asking`),
    failed: s.hasTag(`${device} failed`),
    problem: s.context.problems[device],
    media: (s.context.streams[device]?.media ?? null) as MediaStream | null,
  };
}

const statusOf = (v: ReturnType<typeof deviceView>) => (v.working ? 'ok' : v.asking ? 'busy' : v.failed ? 'problem' : 'idle');

function Problem({ check, device, problem }: { check: DeviceCheckActorRef; device: Device; problem: MediaProblem }) {
  return (
    <Stack gap="xs">
      <Text size="sm" role="alert" data-testid={`${device}-problem`} data-problem={problem}>
        <FormattedMessage id={PROBLEM_TEXT[device][problem]} />
      </Text>
      <Group>
        <Button variant="light" size="sm" onClick={() => check.send({ type: 'user.retry', device })} data-testid={`${device}-retry`}>
          <FormattedMessage id="deviceTest.retry" />
        </Button>
      </Group>
    </Stack>
  );
}

function CameraCard({ check }: { check: DeviceCheckActorRef }) {
  const v = useSelector(check, (s) => deviceView(s, 'camera'), (a, b) => a.working === b.working && a.asking === b.asking && a.failed === b.failed && a.media === b.media && a.problem === b.problem);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = v.media;
  }, [v.media]);
  return (
    <DeviceCard icon="camera" title="deviceTest.camera.title" status={statusOf(v)} testId="camera-check">
      {v.working ? (
        <>
          <video ref={video} autoPlay playsInline muted style={{ width: '100%', aspectRatio: '4 / 3', background: '#000', borderRadius: 8, objectFit: 'cover', transform: 'scaleX(-1)' }} data-testid="camera-preview" />
          <Text size="sm">
            <FormattedMessage id="deviceTest.camera.working" />
          </Text>
        </>
      ) : v.failed && v.problem ? (
        <Problem check={check} device="camera" problem={v.problem} />
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id={v.asking ? 'deviceTest.asking' : 'deviceTest.camera.idle'} />
        </Text>
      )}
    </DeviceCard>
  );
}

function MicrophoneCard({ check }: { check: DeviceCheckActorRef }) {
  const v = useSelector(check, (s) => deviceView(s, 'microphone'), (a, b) => a.working === b.working && a.asking === b.asking && a.failed === b.failed && a.media === b.media && a.problem === b.problem);
  const level = useLevel(v.media);
  return (
    <DeviceCard icon="mic" title="deviceTest.microphone.title" status={statusOf(v)} testId="microphone-check">
      {v.working ? (
        <>
          <div role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level} aria-labelledby="mic-level-label" data-testid="microphone-level" data-level={level} style={{ height: 14, borderRadius: 7, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}>
            <div style={{ width: `${level}%`, height: '100%', background: 'var(--mantine-color-teal-6)', transition: 'width 80ms linear' }} />
          </div>
          <Text size="sm" id="mic-level-label">
            <FormattedMessage id="deviceTest.microphone.working" />
          </Text>
        </>
      ) : v.failed && v.problem ? (
        <Problem check={check} device="microphone" problem={v.problem} />
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id={v.asking ? 'deviceTest.asking' : 'deviceTest.microphone.idle'} />
        </Text>
      )}
    </DeviceCard>
  );
}

/** The microphone's loudness, 0–100, measured about 12 times a second while `media` is live. */
function useLevel(media: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!media) return;
    const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    const ctx = new Ctor();
    // A context made outside the click that started the check may start suspended.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    ctx.createMediaStreamSource(media).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s - 128));
      setLevel(Math.min(100, Math.round((peak / 128) * 140)));
    }, 80);
    return () => {
      clearInterval(timer);
      void ctx.close().catch(() => {});
    };
  }, [media]);
  return level;
}

function SpeakersCard({ check }: { check: DeviceCheckActorRef }) {
  const stage = useSelector(check, (s) =>
    s.hasTag('sound playing') ? 'playing' : s.hasTag('sound question') ? 'question' : s.hasTag('sound heard') ? 'heard' : s.hasTag('sound not heard') ? 'notHeard' : 'idle',
  );
  const status = stage === 'heard' ? 'ok' : stage === 'notHeard' ? 'problem' : stage === 'playing' ? 'busy' : 'idle';
  return (
    <DeviceCard icon="speaker" title="deviceTest.speakers.title" status={status} testId="speakers-check">
      {stage === 'question' ? (
        <Stack gap="xs">
          <Text size="sm">
            <FormattedMessage id="deviceTest.speakers.question" />
          </Text>
          <Group gap="xs">
            <Button size="sm" color="teal" onClick={() => check.send({ type: 'user.heard', heard: true })} data-testid="sound-heard">
              <FormattedMessage id="deviceTest.speakers.yes" />
            </Button>
            <Button size="sm" variant="default" onClick={() => check.send({ type: 'user.heard', heard: false })} data-testid="sound-not-heard">
              <FormattedMessage id="deviceTest.speakers.no" />
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Text size="sm" c={stage === 'idle' || stage === 'playing' ? 'dimmed' : undefined} role={stage === 'notHeard' ? 'alert' : undefined} data-testid="speakers-text">
            <FormattedMessage id={{ idle: 'deviceTest.speakers.idle', playing: 'deviceTest.speakers.playing', heard: 'deviceTest.speakers.heard', notHeard: 'deviceTest.speakers.notHeard' }[stage]} />
          </Text>
          <Group>
            <Button variant="light" size="sm" loading={stage === 'playing'} onClick={() => check.send({ type: 'user.playSound' })} data-testid="play-sound">
              <FormattedMessage id="deviceTest.speakers.play" />
            </Button>
          </Group>
        </>
      )}
    </DeviceCard>
  );
}
