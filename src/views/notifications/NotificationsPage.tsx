import { Button, Card, Center, Group, Loader, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { NotificationsSnapshot } from '../../machines/notifications/notifications.machine';
import { pickLocalized } from '../../protocol/common';
import { notificationPath, type Notification, type NotificationAction } from '../../protocol/notifications';
import { useLiveActor, useLiveSelector } from '../live/use-live';
import { ErrorCard } from '../services/CatalogStates';
import { useLanguage } from '../services/catalog-hooks';
import { PageHeading } from '../shell/PageHeading';
import { listTime } from '../chats/chat-format';

/** What each kind of notification says, and its icon. */
const ACTION: Record<NotificationAction, { id: string; icon: string; color: string }> = {
  'message.created': { id: 'notifications.action.message', icon: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5', color: 'clinic' },
  'call.missed': { id: 'notifications.action.missedCall', icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M16 3l5 5m0-5-5 5', color: 'red' },
  'inquiry.created': { id: 'notifications.action.inquiryCreated', icon: 'M3 21V8l9-5 9 5v13M9 21v-6h6v6', color: 'orange' },
  'inquiry.joined': { id: 'notifications.action.inquiryJoined', icon: 'M3 21V8l9-5 9 5v13M9 14l2 2 4-4', color: 'teal' },
  'inquiry.completed': { id: 'notifications.action.inquiryCompleted', icon: 'M3 21V8l9-5 9 5v13M9 15h6', color: 'gray' },
  'schedule.booked': { id: 'notifications.action.scheduleBooked', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v4m-2-2h4', color: 'clinic' },
  'schedule.confirmed': { id: 'notifications.action.scheduleConfirmed', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4', color: 'teal' },
  'schedule.cancelled': { id: 'notifications.action.scheduleCancelled', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M10 13l4 4m0-4-4 4', color: 'red' },
  'schedule.rescheduled': { id: 'notifications.action.scheduleRescheduled', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v3l2 1', color: 'orange' },
  'schedule.reassigned': { id: 'notifications.action.scheduleReassigned', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15h6m-2-2 2 2-2 2', color: 'orange' },
  'schedule.interview_asked': { id: 'notifications.action.scheduleInterviewAsked', icon: 'M9 4h6v3H9zM6 5h3m6 0h3v16H6zM9 12h6M9 16h4', color: 'clinic' },
  'schedule.interview_finished': { id: 'notifications.action.scheduleInterviewFinished', icon: 'M9 4h6v3H9zM6 5h3m6 0h3v16H6zM9 14l2 2 4-4', color: 'teal' },
  'schedule.slot_freed': { id: 'notifications.action.scheduleSlotFreed', icon: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v4', color: 'teal' },
  'schedule.reminder': { id: 'notifications.action.scheduleReminder', icon: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4', color: 'clinic' },
  'case.created': { id: 'notifications.action.caseCreated', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M10 14h6m-3-3v6', color: 'clinic' },
  'case.completed': { id: 'notifications.action.caseCompleted', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 15l2 2 4-4', color: 'teal' },
  'case.cancelled': { id: 'notifications.action.caseCancelled', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M10 12l4 4m0-4-4 4', color: 'gray' },
  'case.treatment': { id: 'notifications.action.caseTreatment', icon: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z', color: 'clinic' },
  'case.referral': { id: 'notifications.action.caseReferral', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 15h6m-2-2 2 2-2 2', color: 'orange' },
  'case.conclusion': { id: 'notifications.action.caseConclusion', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h6M9 16h4', color: 'teal' },
  'case.shared': { id: 'notifications.action.caseShared', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 14h6m-2-2 2 2-2 2', color: 'clinic' },
  'checkup.received': { id: 'notifications.action.checkupReceived', icon: 'M4 12h4l2-5 4 10 2-5h4', color: 'clinic' },
  'checkup.critical': { id: 'notifications.action.checkupCritical', icon: 'M12 3 2 20h20zM12 9v5M12 17v.5', color: 'red' },
  'reading.critical': { id: 'notifications.action.readingCritical', icon: 'M12 3 2 20h20zM12 9v5M12 17v.5', color: 'red' },
};

/** `/notifications`: newest first, each with what it is about and a link to it; opening it marks them seen. */
export default function NotificationsPage() {
  const intl = useIntl();
  const actor = useLiveActor('notifications');
  const view = useLiveSelector('notifications', (s: NotificationsSnapshot) => ({
    items: s.context.items,
    total: s.context.total,
    error: s.context.error,
    list: listFace(s),
    lastSeen: s.context.summary.last_seen,
  }));
  // What was new when the page opened stays marked while the person reads it.
  const [seenBefore, setSeenBefore] = useState<string | null | undefined>(undefined);
  if (view && seenBefore === undefined && view.list !== 'closed') setSeenBefore(view.lastSeen);

  useEffect(() => {
    if (!actor) return;
    actor.send({ type: 'notifications.open' });
    return () => actor.send({ type: 'notifications.close' });
  }, [actor]);

  const list = view?.list ?? 'loading';
  const firstLoad = list === 'loading' || list === 'closed';
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={<FormattedMessage id="notifications.title" />} intro={<FormattedMessage id="notifications.intro" />} />
      {list === 'failed' ? (
        <ErrorCard titleId="notifications.loadFailed" error={view?.error ?? null} onRetry={() => actor?.send({ type: 'notifications.retry' })} />
      ) : firstLoad && (view?.items.length ?? 0) === 0 ? (
        <NotificationsSkeleton label={intl.formatMessage({ id: 'common.loading' })} />
      ) : view && view.items.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="notifications-empty">
          <Stack align="center" ta="center" gap="xs">
            <Text fw={600}>
              <FormattedMessage id="notifications.empty.title" />
            </Text>
            <Text c="dimmed">
              <FormattedMessage id="notifications.empty.text" />
            </Text>
          </Stack>
        </Card>
      ) : view ? (
        <>
          <Card withBorder radius="lg" p={0} component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={intl.formatMessage({ id: 'notifications.title' })}>
            {view.items.map((n, i) => (
              <li key={n.id} style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}>
                <NotificationRow notification={n} fresh={isFresh(n, seenBefore ?? null)} />
              </li>
            ))}
          </Card>
          {view.items.length < view.total ? (
            <Center>
              {list === 'loadingMore' ? (
                <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
              ) : (
                <Button variant="light" onClick={() => actor?.send({ type: 'notifications.more' })} data-testid="notifications-more">
                  <FormattedMessage id={list === 'moreFailed' ? 'notifications.moreFailed' : 'notifications.more'} />
                </Button>
              )}
            </Center>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Which face the list shows: the machine's list region, read through its states and tags. */
function listFace(s: NotificationsSnapshot): 'closed' | 'loading' | 'failed' | 'loadingMore' | 'moreFailed' | 'open' {
  if (!s.matches({ signedIn: 'list' }) || s.matches({ signedIn: { list: 'closed' } })) return 'closed';
  if (s.hasTag('loading')) return 'loading';
  if (s.hasTag('loadingMore')) return 'loadingMore';
  if (s.matches({ signedIn: { list: 'failed' } })) return 'failed';
  if (s.matches({ signedIn: { list: 'moreFailed' } })) return 'moreFailed';
  return 'open';
}

const isFresh = (n: Notification, seenBefore: string | null) => seenBefore === null || Date.parse(n.created_at) > Date.parse(seenBefore);

function NotificationRow({ notification: n, fresh }: { notification: Notification; fresh: boolean }) {
  const lang = useLanguage();
  const action = ACTION[n.action] ?? ACTION['message.created'];
  const title = pickLocalized(n.entity.title, lang);
  const text = n.entity.text ? pickLocalized(n.entity.text, lang) : null;
  return (
    <UnstyledButton component={Link} href={notificationPath(n)} p="md" w="100%" style={{ display: 'block' }} data-testid="notification" data-fresh={fresh || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color={action.color} size={40} radius="xl">
          <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={action.icon} />
          </svg>
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={fresh ? 700 : 500} size="sm">
              <FormattedMessage id={action.id} values={{ name: title }} />
            </Text>
            <Text size="xs" c={fresh ? 'clinic.8' : 'dimmed'} style={{ flexShrink: 0 }}>
              {listTime(n.created_at, new Date(), lang)}
            </Text>
          </Group>
          {text ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {text}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function NotificationsSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder radius="lg" p="md" aria-busy="true" aria-label={label} data-testid="notifications-loading">
      <Stack gap="lg">
        {[0, 1, 2].map((i) => (
          <Group key={i} wrap="nowrap" gap="md">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="55%" />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
