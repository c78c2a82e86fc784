import { useEffect, useMemo, useRef } from 'react';
import { ActionIcon, Alert, Badge, Box, Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import { NOT_A_LOG, type ReplayViewerActorRef } from '../../machines/replay/replay-viewer.machine';
import { REPLAY_FRAME_PATH, type FromReplayFrame, type ReplayActorView } from '../../protocol/replay-frame';
import type { LoggedStep, SessionLog, StepKind } from '../../protocol/session-log';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import classes from './replay.module.css';

/** The label of each step kind (written out, so the catalogue check sees each key). */
const KIND_LABEL: Record<StepKind, string> = {
  boot: 'replay.kind.boot',
  start: 'replay.kind.start',
  intent: 'replay.kind.intent',
  answer: 'replay.kind.answer',
  failure: 'replay.kind.failure',
  push: 'replay.kind.push',
  timer: 'replay.kind.timer',
  external: 'replay.kind.external',
  internal: 'replay.kind.internal',
  location: 'replay.kind.location',
};

/** Each step's outcome, for screen readers (written out, so the catalogue check sees each key). */
const OUTCOME_LABEL = { same: 'replay.outcome.same', diverged: 'replay.outcome.diverged', skipped: 'replay.outcome.skipped' } as const;

const KIND_COLOR: Partial<Record<StepKind, string>> = { intent: 'blue', answer: 'teal', failure: 'red', push: 'grape', timer: 'orange', boot: 'dark', location: 'cyan' };

/** How many timeline rows are drawn around the chosen step (a log may hold thousands). */
const WINDOW = 120;

const compact = (value: unknown) => {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return s && s.length > 140 ? `${s.slice(0, 137)}…` : (s ?? '');
};

/** The viewport the person had at step `index`: their page load's (the log's own for older steps). */
function viewportAt(log: SessionLog, index: number) {
  for (let i = Math.min(index, log.steps.length - 1); i >= 0; i--) {
    const s = log.steps[i];
    if (s.kind === 'boot') {
      const v = (s.event as { viewport?: { width?: number; height?: number } }).viewport;
      if (v?.width && v?.height) return { width: v.width, height: v.height };
    }
  }
  return log.viewport.width && log.viewport.height ? log.viewport : { width: 390, height: 844 };
}

/**
 * A session log replayed in the real app (issue 14): the screen as the person saw it at the
 * chosen step (in a frame of the app, at their viewport, scaled to fit), the timeline of every
 * step with play, pause, step and jump, the step's event and the machines' states, and where the
 * replay stopped matching the log, if it did.
 */
export function ReplayViewer({ log }: { log: SessionLog }) {
  const runtime = useRuntime();
  const intl = useIntl();
  const viewer = useActorRef(useFlow('replayViewer'), { input: { log }, ...runtime.flowOptions });
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent<FromReplayFrame>) => {
      if (e.origin !== location.origin || e.source !== frame.current?.contentWindow || !e.data || typeof e.data !== 'object') return;
      const m = e.data;
      if (m.type === 'replay.ready') viewer.send({ type: 'frame.ready', frame: e.source as Window });
      else if (m.type === 'replay.reached') viewer.send({ type: 'frame.reached', index: m.index, outcomes: m.outcomes, actors: m.actors, ended: m.ended });
      else if (m.type === 'replay.failed') viewer.send({ type: 'frame.failed', message: m.message });
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [viewer]);

  const reached = useSelector(viewer, (s) => s.context.reached);
  const viewport = viewportAt(log, Math.max(reached, 0));
  const { ref: box, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / viewport.width) : 1;

  return (
    <Stack gap="md" data-testid="replay-viewer">
      <Notices viewer={viewer} log={log} />
      <div className={classes.layout}>
        <Stack gap="xs" className={classes.screenColumn}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="replay.screen.viewport" values={{ width: viewport.width, height: viewport.height }} />
            </Text>
            <Moving viewer={viewer} />
          </Group>
          <Box ref={box} className={classes.screenBox} style={{ height: viewport.height * scale, maxWidth: viewport.width + 2 }}>
            <iframe
              ref={frame}
              src={REPLAY_FRAME_PATH}
              title={intl.formatMessage({ id: 'replay.screen.title' })}
              className={classes.frame}
              style={{ width: viewport.width, height: viewport.height, transform: `scale(${scale})` }}
              data-testid="replay-frame"
            />
            {/* The replay is to look at: the person's screen takes no clicks. */}
            <div className={classes.cover} aria-hidden="true" />
          </Box>
        </Stack>
        <Stack gap="md" className={classes.sideColumn}>
          <Controls viewer={viewer} log={log} />
          <Timeline viewer={viewer} log={log} />
          <StepDetails viewer={viewer} log={log} />
          <Machines viewer={viewer} />
        </Stack>
      </div>
    </Stack>
  );
}

function Moving({ viewer }: { viewer: ReplayViewerActorRef }) {
  const busy = useSelector(viewer, (s) => s.matches('moving') || s.matches('opening') || s.matches('waitingForFrame') || s.matches('ready to open'));
  return busy ? (
    <Group gap={6} data-testid="replay-busy">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        <FormattedMessage id="replay.screen.working" />
      </Text>
    </Group>
  ) : null;
}

function Notices({ viewer, log }: { viewer: ReplayViewerActorRef; log: SessionLog }) {
  const divergence = useSelector(viewer, (s) => s.context.divergence);
  const error = useSelector(viewer, (s) => s.context.error);
  const ended = useSelector(viewer, (s) => s.context.ended && !s.context.divergence);
  const failed = useSelector(viewer, (s) => s.matches('failed'));
  const step = divergence ? log.steps[divergence.index] : null;
  return (
    <Stack gap="xs">
      {log.build !== BUILD_ID ? (
        <Alert color="yellow" variant="light" role="note" data-testid="replay-other-build">
          <FormattedMessage id="replay.notice.otherBuild" values={{ logged: log.build, current: BUILD_ID }} />
        </Alert>
      ) : null}
      {log.dropped > 0 ? (
        <Alert color="gray" variant="light" role="note">
          <FormattedMessage id="replay.notice.dropped" values={{ count: log.dropped }} />
        </Alert>
      ) : null}
      {divergence && step ? (
        <Alert color="red" variant="light" title={<FormattedMessage id="replay.notice.divergedTitle" values={{ step: step.seq }} />} data-testid="replay-divergence">
          <Text size="sm">
            <FormattedMessage id="replay.notice.divergedAt" values={{ actor: step.actor, event: step.event.type }} />
          </Text>
          <Code block mt={6}>
            {divergence.reason}
          </Code>
        </Alert>
      ) : null}
      {ended ? (
        <Alert color="teal" variant="light" data-testid="replay-identical">
          <FormattedMessage id="replay.notice.identical" values={{ count: log.steps.length }} />
        </Alert>
      ) : null}
      {failed || error ? (
        <Alert color="red" variant="light" data-testid="replay-failed">
          <FormattedMessage id={error === NOT_A_LOG ? 'replay.notice.notALog' : 'replay.notice.failed'} />
          {error && error !== NOT_A_LOG ? <Code block mt={6}>{error}</Code> : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Controls({ viewer, log }: { viewer: ReplayViewerActorRef; log: SessionLog }) {
  const intl = useIntl();
  const reached = useSelector(viewer, (s) => s.context.reached);
  const playing = useSelector(viewer, (s) => s.context.playing);
  const ended = useSelector(viewer, (s) => s.context.ended);
  const last = log.steps.length - 1;
  const label = (id: string) => intl.formatMessage({ id });
  const button = (id: string, icon: string, onClick: () => void, disabled = false, testId?: string) => (
    <Tooltip label={label(id)} withArrow>
      <ActionIcon variant="light" size="xl" radius="md" aria-label={label(id)} onClick={onClick} disabled={disabled} data-testid={testId}>
        <span aria-hidden="true" className={classes.controlGlyph}>
          {icon}
        </span>
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Card withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6}>
          {button('replay.control.first', '«', () => viewer.send({ type: 'user.select', index: 0 }), reached <= 0, 'replay-first')}
          {button('replay.control.back', '‹', () => viewer.send({ type: 'user.step', by: -1 }), reached <= 0, 'replay-back')}
          {playing
            ? button('replay.control.pause', '❚❚', () => viewer.send({ type: 'user.pause' }), false, 'replay-pause')
            : button('replay.control.play', '▶', () => viewer.send({ type: 'user.play' }), ended || reached >= last, 'replay-play')}
          {button('replay.control.next', '›', () => viewer.send({ type: 'user.step', by: 1 }), ended || reached >= last, 'replay-next')}
          {button('replay.control.last', '»', () => viewer.send({ type: 'user.select', index: last }), ended || reached >= last, 'replay-last')}
        </Group>
        <Text fw={600} data-testid="replay-position">
          <FormattedMessage id="replay.control.position" values={{ step: log.steps[Math.max(reached, 0)]?.seq ?? 0, count: log.steps.at(-1)?.seq ?? 0 }} />
        </Text>
      </Group>
    </Card>
  );
}

function Timeline({ viewer, log }: { viewer: ReplayViewerActorRef; log: SessionLog }) {
  const intl = useIntl();
  const reached = useSelector(viewer, (s) => s.context.reached);
  const selected = useSelector(viewer, (s) => s.context.selected);
  const outcomes = useSelector(viewer, (s) => s.context.outcomes);
  const from = Math.max(0, selected - WINDOW / 2);
  const rows = log.steps.slice(from, from + WINDOW);
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // In braces: scrollIntoView returns a promise in newer browsers, which React would take for a cleanup.
    void current.current?.scrollIntoView({ block: 'nearest' });
  }, [reached]);
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={2} fz="md" px="sm" pt="sm" pb={6}>
        <FormattedMessage id="replay.timeline.title" />
      </Title>
      <div className={classes.timeline} role="list" aria-label={intl.formatMessage({ id: 'replay.timeline.title' })} data-testid="replay-timeline">
        {from > 0 ? (
          <Text size="xs" c="dimmed" px="sm">
            <FormattedMessage id="replay.timeline.earlier" values={{ count: from }} />
          </Text>
        ) : null}
        {rows.map((step, i) => {
          const index = from + i;
          const outcome = outcomes[index];
          const here = index === reached;
          return (
            <div role="listitem" key={step.seq}>
              <button
                type="button"
                ref={here ? current : undefined}
                className={classes.step}
                data-here={here || undefined}
                data-status={outcome?.status}
                aria-current={here ? 'step' : undefined}
                onClick={() => viewer.send({ type: 'user.select', index })}
                data-testid="replay-step"
                data-index={index}
              >
                <span className={classes.stepSeq}>{step.seq}</span>
                <Badge size="xs" variant="light" color={KIND_COLOR[step.kind] ?? 'gray'} tt="none" className={classes.stepKind}>
                  <FormattedMessage id={KIND_LABEL[step.kind]} />
                </Badge>
                <span className={classes.stepText}>
                  <span className={classes.stepActor}>{step.actor}</span> {step.event.type}
                </span>
                <span className={classes.stepMark} aria-label={outcome ? intl.formatMessage({ id: OUTCOME_LABEL[outcome.status] }) : undefined}>
                  {outcome?.status === 'same' ? '✓' : outcome?.status === 'diverged' ? '✗' : outcome?.status === 'skipped' ? '–' : ''}
                </span>
              </button>
            </div>
          );
        })}
        {from + WINDOW < log.steps.length ? (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            <FormattedMessage id="replay.timeline.later" values={{ count: log.steps.length - from - WINDOW }} />
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

function StepDetails({ viewer, log }: { viewer: ReplayViewerActorRef; log: SessionLog }) {
  const lang = useLanguage();
  const reached = useSelector(viewer, (s) => s.context.reached);
  const step: LoggedStep | undefined = log.steps[Math.max(reached, 0)];
  const json = useMemo(() => (step ? JSON.stringify(step.event, null, 2) : ''), [step]);
  if (!step) return null;
  const at = Date.parse(log.started_at) + step.t;
  return (
    <Card withBorder radius="md" p="sm" data-testid="replay-step-details">
      <Stack gap={6}>
        <Title order={2} fz="md">
          <FormattedMessage id="replay.step.title" values={{ step: step.seq }} />
        </Title>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="replay.step.time" />
          </Text>
          <Text size="sm">
            {Number.isFinite(at) ? formatDate(at, 'D MMM YYYY, HH:mm:ss', lang) : ''} (+{(step.t / 1000).toFixed(1)} s)
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="replay.step.actor" />
          </Text>
          <Text size="sm" ff="monospace" data-testid="replay-step-actor">
            {step.actor}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="replay.step.kind" />
          </Text>
          <Text size="sm">
            <FormattedMessage id={KIND_LABEL[step.kind]} />
          </Text>
        </SimpleGrid>
        <details>
          <summary className={classes.summary} data-testid="replay-step-event">
            {step.event.type}
          </summary>
          <Code block className={classes.json}>
            {json}
          </Code>
        </details>
      </Stack>
    </Card>
  );
}

function Machines({ viewer }: { viewer: ReplayViewerActorRef }) {
  const actors = useSelector(viewer, (s) => s.context.actors);
  return (
    <Card withBorder radius="md" p="sm" data-testid="replay-machines">
      <Title order={2} fz="md" mb={6}>
        <FormattedMessage id="replay.machines.title" />
      </Title>
      {actors.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="replay.machines.none" />
        </Text>
      ) : (
        <Stack gap={4}>
          {actors.map((a) => (
            <ActorRow key={a.name} actor={a} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ActorRow({ actor }: { actor: ReplayActorView }) {
  const json = useMemo(() => JSON.stringify(actor.context, null, 2), [actor.context]);
  return (
    <details data-testid="replay-actor" data-actor={actor.name}>
      <summary className={classes.summary}>
        <span className={classes.stepActor}>{actor.name}</span> <span data-testid="replay-actor-state">{compact(actor.value)}</span>
      </summary>
      <Code block className={classes.json}>
        {json}
      </Code>
    </details>
  );
}
