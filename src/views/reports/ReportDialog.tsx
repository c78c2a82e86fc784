import { Suspense } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import { errorMessageId } from '../../i18n/messages';
import type { ReportFormActorRef, ReportFormSnapshot } from '../../machines/reports/report-form.machine';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { Icon } from '../shell/Icon';
import { ReportFields } from './ReportFields';
import { Dialog } from '../shared/Dialog';

/** What the dialog shows: the machine's tags, read once. */
type Face = 'loading' | 'loadFailed' | 'noDestinations' | 'form' | 'sent';

function faceOf(s: ReportFormSnapshot): Face {
  if (s.hasTag('sent')) return 'sent';
  if (s.hasTag('form')) return 'form';
  if (s.hasTag('no destinations')) return 'noDestinations';
  if (s.hasTag('load failed')) return 'loadFailed';
  return 'loading';
}

/**
 * "Report a problem" (issue 14), opened from the side menu by anyone signed in: a text to the
 * clinic's support staff, with the session's log only if the person ticks the consent. Full
 * screen on a phone.
 */
export default function ReportDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog opened onClose={onClose} title={intl.formatMessage({ id: 'reports.dialog.title' })} size="lg" fullScreen={phone} centered data-testid="report-dialog">
      <Suspense fallback={<Waiting />}>
        <ReportForm onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}

function Waiting() {
  return (
    <Center py="xl" data-testid="report-loading">
      <Loader />
    </Center>
  );
}

function ReportForm({ onClose }: { onClose(): void }) {
  const runtime = useRuntime();
  const ref = useActorRef(useFlow('reportForm'), { ...runtime.flowOptions });
  const face = useSelector(ref, faceOf);
  if (face === 'loading') return <Waiting />;
  if (face === 'loadFailed') return <LoadFailed actor={ref} />;
  if (face === 'noDestinations') return <NoDestinations onClose={onClose} />;
  if (face === 'sent') return <Sent actor={ref} onClose={onClose} />;
  return <ReportFields actor={ref} onClose={onClose} />;
}

function LoadFailed({ actor }: { actor: ReportFormActorRef }) {
  const code = useSelector(actor, (s) => s.context.error?.code ?? 'internal');
  return (
    <Alert color="red" title={<FormattedMessage id="reports.loadFailed" />} data-testid="report-load-failed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <FormattedMessage id={errorMessageId(code)} />
        </Text>
        <Button variant="light" onClick={() => actor.send({ type: 'user.retry' })}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}

function NoDestinations({ onClose }: { onClose(): void }) {
  return (
    <Stack gap="sm" data-testid="report-no-destinations">
      <Title order={3} fz="h4">
        <FormattedMessage id="reports.noDestinations.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="reports.noDestinations.text" />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Group>
    </Stack>
  );
}

function Sent({ actor, onClose }: { actor: ReportFormActorRef; onClose(): void }) {
  const lang = useLanguage();
  const sent = useSelector(actor, (s) => s.context.sent);
  const withLog = useSelector(actor, (s) => s.context.consent);
  return (
    <Stack gap="md" align="center" ta="center" py="md" data-testid="report-sent">
      <ThemeIcon variant="light" color="green" size={56} radius="xl">
        <Icon name="check" size={28} />
      </ThemeIcon>
      <Title order={3} fz="h4">
        <FormattedMessage id="reports.sent.title" />
      </Title>
      <Text data-testid="report-sent-time">
        <FormattedMessage id="reports.sent.text" values={{ time: sent ? formatDate(sent.created_at, 'D MMMM YYYY, HH:mm', lang) : '' }} />
      </Text>
      <Text c="dimmed" size="sm">
        <FormattedMessage id={withLog ? 'reports.sent.withLog' : 'reports.sent.withoutLog'} />
      </Text>
      <Button size="md" onClick={onClose} data-testid="report-close">
        <FormattedMessage id="common.close" />
      </Button>
    </Stack>
  );
}
