import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { HEADER_HEIGHT, MENU_BREAKPOINT_PX } from '../../app/theme';
import { headerHeight } from '../../machines/calls/header-height';
import { useRuntime } from '../actors';
import { useLiveSelector } from '../live/use-live';
import { AlertBanner } from './AlertBanner';
import { Header } from './Header';
import classes from './layout.module.css';
import { SideMenu } from './SideMenu';

const MENU_WIDTH = 272;

/**
 * Header + side menu. Wider than 1000 px the menu is a column (always open for anonymous
 * visitors, collapsible when signed in); narrower it is a drawer behind the menu button that
 * closes on navigation, on Escape and on a tap outside.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { session } = useRuntime();
  const intl = useIntl();
  const signedIn = useSelector(session, (s) => s.hasTag('signed in'));
  const wide = useMediaQuery(`(min-width: ${MENU_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  const [columnCollapsed, column] = useDisclosure(false);
  const [location] = useLocation();
  const pinned = wide && !signedIn;
  const open = wide ? pinned || !columnCollapsed : drawerOpen;

  useEffect(() => drawer.close(), [location, wide]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && drawer.close();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [drawerOpen, drawer]);

  // SPEC §9: the header grows while a call's video is minimised (the call strip) and after a call.
  const height = useLiveSelector('calls', (s) => headerHeight(s)) ?? HEADER_HEIGHT;
  const vars = { '--header-height': `${height}px`, '--menu-width': `${MENU_WIDTH}px` } as CSSProperties;
  return (
    <div style={vars}>
      <header className={classes.header} data-testid="app-header">
        <div style={{ height: HEADER_HEIGHT }}>
          <Header menuOpened={open} showBurger={!pinned} onToggleMenu={wide ? column.toggle : drawer.toggle} />
        </div>
      </header>
      <nav className={classes.menu} data-open={open || undefined} aria-label={intl.formatMessage({ id: 'shell.menu' })} id="side-menu" aria-hidden={!open || undefined}>
        <SideMenu onNavigate={drawer.close} />
      </nav>
      {!wide && drawerOpen ? <button type="button" className={classes.backdrop} aria-label={intl.formatMessage({ id: 'shell.closeMenu' })} onClick={drawer.close} /> : null}
      <main className={classes.main} data-menu-open={wide && open ? true : undefined}>
        <AlertBanner />
        {children}
      </main>
    </div>
  );
}
