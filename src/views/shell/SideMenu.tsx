import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Divider, Stack, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { isAdministrator } from '../../protocol/clinic-admin';
import { useRuntime } from '../actors';
import { AreaMessages } from './AreaMessages';
import { Icon, type IconName } from './Icon';
import classes from './layout.module.css';
import { menuFor, type MenuItem } from './menu';
import { QuietBoundary } from './QuietBoundary';
import { withPageStyles } from '../../app/styles/with-page-styles';

/** The "Report a problem" dialog (issue 14): its code and texts load when the person opens it. */
const ReportDialog = lazy(withPageStyles(() => import('../reports/ReportDialog')));

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
    <Link href={item.href} className={classes.menuLink} data-active={active || undefined} aria-current={active ? 'page' : undefined} onClick={onNavigate} data-testid={item.testId}>
      <Row icon={item.icon} label={<FormattedMessage id={item.label} />} />
    </Link>
  );
}

/** The side menu by role (SPEC §2); "Report a problem" and logout for everyone signed in. */
export function SideMenu({ onNavigate }: { onNavigate(): void }) {
  const { session, app } = useRuntime();
  const role = useSelector(session, (s) => s.context.user?.type ?? null);
  // `?.` also on the list: a server from before support staff existed sends no `support_clinics`.
  const support = useSelector(session, (s) => (s.context.user?.support_clinics?.length ?? 0) > 0);
  const admin = useSelector(session, (s) => isAdministrator(s.context.user));
  const loggingOut = useSelector(session, (s) => s.matches('loggingOut'));
  const [reporting, setReporting] = useState(false);
  // Each opening is a new dialog (a fresh form), also after its chunk failed to load.
  const [openings, setOpenings] = useState(0);
  const [location] = useLocation();
  const { main, account } = menuFor(role, { support, admin });
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
          <UnstyledButton
            className={classes.menuLink}
            aria-haspopup="dialog"
            onClick={() => {
              onNavigate(); // on a phone the drawer closes, and the dialog takes the screen
              setOpenings((n) => n + 1);
              setReporting(true);
            }}
            data-testid="report-problem"
          >
            <Row icon="flag" label={<FormattedMessage id="nav.reportProblem" />} />
          </UnstyledButton>
        ) : null}
        {role ? (
          <UnstyledButton className={classes.menuLink} disabled={loggingOut} onClick={() => app.send({ type: 'user.logout' })} data-testid="logout">
            <Row icon="logout" label={<FormattedMessage id="nav.logout" />} />
          </UnstyledButton>
        ) : null}
      </Stack>
      {role && reporting ? (
        <QuietBoundary resetKey={String(openings)}>
          <Suspense fallback={null}>
            <AreaMessages areas={['reports', 'errors']}>
              <ReportDialog onClose={() => setReporting(false)} />
            </AreaMessages>
          </Suspense>
        </QuietBoundary>
      ) : null}
    </Box>
  );
}
