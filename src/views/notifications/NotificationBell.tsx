import { UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { hasUnread } from '../../protocol/notifications';
import { useLiveSelector } from '../live/use-live';
import classes from './bell.module.css';

/** The header's way to /notifications, with a dot while something new has not been seen. */
export default function NotificationBell() {
  const intl = useIntl();
  const unread = useLiveSelector('notifications', (s) => hasUnread(s.context.summary)) ?? false;
  const label = intl.formatMessage({ id: unread ? 'shell.notificationsUnread' : 'shell.notifications' });
  return (
    <UnstyledButton component={Link} href="/notifications" aria-label={label} title={label} data-testid="notifications-bell" className={classes.bell}>
      <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
      </svg>
      {unread ? <span className={classes.dot} data-testid="notifications-unread" /> : null}
    </UnstyledButton>
  );
}
