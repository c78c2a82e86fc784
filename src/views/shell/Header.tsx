import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized, type Language } from '../../protocol/common';
import { useRuntime } from '../actors';
import { Icon } from './Icon';
import classes from './layout.module.css';
import { LocaleSwitch } from './LocaleSwitch';
import { withPageStyles } from '../../app/styles/with-page-styles';

/** Loaded with the live channel's data, so a first anonymous visit does not carry it. */
const NotificationBell = lazy(withPageStyles(() => import('../notifications/NotificationBell')));

/** The header: menu toggle, clinic name, language switch, notifications, and the person (or a login link). */
export function Header({ menuOpened, onToggleMenu, showBurger }: { menuOpened: boolean; onToggleMenu(): void; showBurger: boolean }) {
  const { session, locale } = useRuntime();
  const user = useSelector(session, (s) => s.context.user);
  const lang = useSelector(locale, (s) => s.context.locale) as Language;
  const intl = useIntl();
  return (
    // Paddings, gaps and the photo in pixels (layout.module.css; Mantine's props would make them
    // rem): with the text at 200 % on a 320 px screen the header still fits (issue 20).
    <Group h="100%" justify="space-between" wrap="nowrap" className={classes.headerBar}>
      <Group wrap="nowrap" className={classes.headerGroup}>
        {showBurger ? (
          <UnstyledButton
            className={classes.menuButton}
            onClick={onToggleMenu}
            aria-expanded={menuOpened}
            aria-controls="side-menu"
            aria-label={intl.formatMessage({ id: 'shell.toggleMenu' })}
          >
            <Icon name="menu" size={24} />
          </UnstyledButton>
        ) : null}
        <UnstyledButton component={Link} href={user ? '/dashboard' : '/'} aria-label={intl.formatMessage({ id: 'app.name' })}>
          <Group gap={8} wrap="nowrap">
            <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="9" fill="var(--mantine-color-clinic-7)" />
              <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
            </svg>
            <Text fw={600} size="lg" visibleFrom="xs">
              <FormattedMessage id="app.name" />
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group wrap="nowrap" className={classes.headerGroup}>
        <LocaleSwitch />
        {user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        {user ? (
          // The link is named by the person's name, the text it shows (on a phone it is there for
          // screen readers only, beside the photo or initials, which are decoration).
          <UnstyledButton component={Link} href="/profile" title={intl.formatMessage({ id: 'nav.profile' })}>
            <Group gap={8} wrap="nowrap">
              {/* The photo or initials, 36 px whatever the text size (not Mantine's Avatar: the first visit's budget). */}
              <span className={classes.avatar} aria-hidden="true">
                {user.photo ? <img src={user.photo} alt="" /> : `${pickLocalized(user.firstname, lang).slice(0, 1)}${pickLocalized(user.lastname, lang).slice(0, 1)}`}
              </span>
              <Text size="sm" fw={500} className={classes.userName} data-testid="header-user-name">
                {pickLocalized(user.firstname, lang)} {pickLocalized(user.lastname, lang)}
              </Text>
            </Group>
          </UnstyledButton>
        ) : (
          <Button component={Link} href="/login" variant="light" size="sm" visibleFrom="xs">
            <FormattedMessage id="nav.login" />
          </Button>
        )}
      </Group>
    </Group>
  );
}
