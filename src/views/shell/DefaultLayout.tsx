import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { HEADER_HEIGHT, MENU_BREAKPOINT_PX } from '../../app/theme';
import { useRuntime } from '../actors';
import { AlertBanner } from './AlertBanner';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/**
 * Header + side menu. Wider than 1000 px the menu is a column (always open for anonymous
 * visitors, collapsible when signed in); narrower it is a drawer behind the menu button.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { session } = useRuntime();
  const signedIn = useSelector(session, (s) => s.hasTag('signed in'));
  const wide = useMediaQuery(`(min-width: ${MENU_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopCollapsed, desktop] = useDisclosure(false);
  const pinned = wide && !signedIn;
  const opened = wide ? !desktopCollapsed || pinned : mobileOpened;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: 272,
        breakpoint: MENU_BREAKPOINT_PX,
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed && !pinned },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Header menuOpened={opened} showBurger={!pinned} onToggleMenu={wide ? desktop.toggle : mobile.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <AlertBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
