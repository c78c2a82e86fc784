import type { ReactNode } from 'react';
import { Box, Divider, Stack, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useRuntime } from '../actors';
import { Icon, type IconName } from './Icon';
import classes from './layout.module.css';
import { menuFor, type MenuItem } from './menu';

function Row({ icon, label }: { icon: IconName; label: ReactNode }) {
  return (
    <>
      <Icon name={icon} />
      <span>{label}</span>
    </>
  );
}

function Item({ item, active, onNavigate }: { item: MenuItem; active: boolean; onNavigate(): void }) {
  return (
    <Link href={item.href} className={classes.menuLink} data-active={active || undefined} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      <Row icon={item.icon} label={<FormattedMessage id={item.label} />} />
    </Link>
  );
}

/** The side menu by role (SPEC §2); logout for everyone signed in. */
export function SideMenu({ onNavigate }: { onNavigate(): void }) {
  const { session, app } = useRuntime();
  const role = useSelector(session, (s) => s.context.user?.type ?? null);
  const loggingOut = useSelector(session, (s) => s.matches('loggingOut'));
  const [location] = useLocation();
  const { main, account } = menuFor(role);
  const isActive = (href: string) => location === href || (href !== '/' && location.startsWith(`${href}/`));
  return (
    <Box h="100%" p="sm" style={{ overflowY: 'auto' }}>
      <Stack gap={4} data-testid="side-menu">
        {main.map((item) => (
          <Item key={item.href} item={item} active={isActive(item.href)} onNavigate={onNavigate} />
        ))}
        {account.length ? <Divider my="sm" label={<FormattedMessage id="nav.account" />} labelPosition="left" /> : null}
        {account.map((item) => (
          <Item key={item.href} item={item} active={isActive(item.href)} onNavigate={onNavigate} />
        ))}
        {role ? (
          <UnstyledButton className={classes.menuLink} disabled={loggingOut} onClick={() => app.send({ type: 'user.logout' })} data-testid="logout">
            <Row icon="logout" label={<FormattedMessage id="nav.logout" />} />
          </UnstyledButton>
        ) : null}
      </Stack>
    </Box>
  );
}
