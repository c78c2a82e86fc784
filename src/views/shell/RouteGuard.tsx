import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { RouteDef } from '../../app/routes';
import { useRuntime } from '../actors';
import { AreaMessages } from './AreaMessages';
import { OfflineNotice } from './OfflineNotice';
import { PageLoader } from './PageLoader';
import { withPageStyles } from '../../app/styles/with-page-styles';

const AgreementGate = lazy(withPageStyles(() => import('./AgreementGate')));
/** The "not for your role" page: its code and texts load only when someone opens another role's page. */
const NotForRolePage = lazy(withPageStyles(() => import('./NotForRolePage')));

/** Pages the first sign-in's gate leaves open: the agreement itself (its link opens it in a new tab). */
const OPEN_BEFORE_AGREEMENT = ['/user-agreement'];

/**
 * SPEC §2 route guard: protected pages need a session, else Login (remembering the target);
 * signed-in people who open Login or Register go to the Dashboard. While the start-up check
 * runs, a loader shows instead of a flash of the wrong page. A signed-in person who has not
 * accepted the user agreement (an account a clinic created, issue 16) sees its gate instead of
 * every page until they do. A page for some roles (`roles`) tells anyone signed in with another
 * role that it is not for them (or sends them to their own version of it, `instead`), before
 * the page loads or asks the server anything.
 */
export function RouteGuard({ access, roles, instead, children }: Pick<RouteDef, 'access' | 'roles' | 'instead'> & { children: ReactNode }) {
  const { session, device } = useRuntime();
  const signedIn = useSelector(session, (s) => s.hasTag('signed in'));
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const offline = useSelector(session, (s) => s.hasTag('offline'));
  const [location] = useLocation();
  const search = useSearch();
  const mustSignIn = access === 'protected' && !signedIn && !busy;
  const mustAccept = useSelector(session, (s) => s.hasTag('signed in') && s.context.user?.agreement_accepted === false);
  const role = useSelector(session, (s) => (s.hasTag('signed in') ? (s.context.user?.type ?? null) : null));

  useEffect(() => {
    if (mustSignIn) device.rememberReturnPath(location + (search ? `?${search}` : ''));
  }, [mustSignIn, location, search, device]);

  if (mustAccept && !OPEN_BEFORE_AGREEMENT.includes(location)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AreaMessages areas={['errors']}>
          <AgreementGate />
        </AreaMessages>
      </Suspense>
    );
  }
  if (access === 'public') return <>{children}</>;
  if (offline) return <OfflineNotice onRetry={() => session.send({ type: 'user.retry' })} />;
  if (busy) return <PageLoader />;
  if (mustSignIn) return <Redirect to="/" replace />;
  if (access === 'guest' && signedIn) return <Redirect to="/dashboard" replace />;
  if (roles && role && !roles.includes(role)) {
    const elsewhere = instead?.[role];
    if (elsewhere) return <Redirect to={elsewhere} replace />;
    return (
      <Suspense fallback={<PageLoader />}>
        <AreaMessages areas={['notForRole']}>
          <NotForRolePage roles={roles} role={role} />
        </AreaMessages>
      </Suspense>
    );
  }
  return <>{children}</>;
}
