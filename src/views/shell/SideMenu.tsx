import { Box, Divider, NavLink, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useRuntime } from '../actors';
import { Icon } from './Icon';
import { menuFor, type MenuItem } from './menu';

function Item({ item, active, onNavigate }: { item: MenuItem; active: boolean; onNavigate(): void }) {
  return (
    <NavLink
      component={Link}
      href={item.href}
      active={active}
      onClick={onNavigate}
      label={<FormattedMessage id={item.label} />}
      leftSection={<Icon name={item.icon} />}
      styles={{ root: { minHeight: 44, borderRadius: 8 } }}
    />
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
      <Stack gap={4} component="nav" data-testid="side-menu">
        {main.map((item) => (
          <Item key={item.href} item={item} active={isActive(item.href)} onNavigate={onNavigate} />
        ))}
        {account.length ? <Divider my="sm" label={<FormattedMessage id="nav.account" />} labelPosition="left" /> : null}
        {account.map((item) => (
          <Item key={item.href} item={item} active={isActive(item.href)} onNavigate={onNavigate} />
        ))}
        {role ? (
          <NavLink
            component="button"
            disabled={loggingOut}
            onClick={() => app.send({ type: 'user.logout' })}
            label={<FormattedMessage id="nav.logout" />}
            leftSection={<Icon name="logout" />}
            styles={{ root: { minHeight: 44, borderRadius: 8 } }}
            data-testid="logout"
          />
        ) : null}
      </Stack>
    </Box>
  );
}
