import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { IntlProvider, useIntl } from 'react-intl';
import { matchRoute, Route, useLocation, useRouter, useSearch } from 'wouter';
import { FALLBACK_LANGUAGE } from '../protocol/common';
import { RuntimeContext, useRuntime, type AppRuntime } from '../views/actors';
import { BlankLayout } from '../views/shell/BlankLayout';
import { ChunkErrorBoundary } from '../views/shell/ChunkErrorBoundary';
import { DefaultLayout } from '../views/shell/DefaultLayout';
import NotFoundPage from '../views/shell/NotFoundPage';
import { PageLoader } from '../views/shell/PageLoader';
import { PageTitleContext } from '../views/shell/page-title';
import { RouteGuard } from '../views/shell/RouteGuard';
import type { Messages } from '../i18n/messages';
import { AreaMessages, reportMissingMessage } from '../views/shell/AreaMessages';
import { QuietBoundary } from '../views/shell/QuietBoundary';
import { ROUTES } from './routes';
import { cssVariablesResolver, theme } from './theme';
import { dropLoginShell } from './login-shell';
import { withPageStyles } from './styles/with-page-styles';

/** The route for a path, with its params; null means 404. */
function useCurrentRoute() {
  const [location] = useLocation();
  const router = useRouter();
  return useMemo(() => {
    for (const def of ROUTES) {
      const [matched] = matchRoute(router.parser, def.path, location);
      if (matched) return def;
    }
    return null;
  }, [location, router.parser]);
}

/** The call layer (incoming-call card, call overlay, outcome): with a session, on every screen. Loaded with it. */
const CallLayer = lazy(withPageStyles(() => import('../views/calls/CallLayer')));

function CallLayerGate() {
  const { session } = useRuntime();
  const signedIn = useSelector(session, (s) => s.context.user !== null);
  const [location] = useLocation();
  if (!signedIn) return null;
  // A chunk that cannot load leaves the page as it is; the next page tries again.
  return (
    <QuietBoundary resetKey={location}>
      <Suspense fallback={null}>
        <AreaMessages areas={['calls', 'errors']}>
          <CallLayer />
        </AreaMessages>
      </Suspense>
    </QuietBoundary>
  );
}

function Screen() {
  const def = useCurrentRoute();
  const [location] = useLocation();
  const search = useSearch();
  const { recordLocation } = useRuntime();
  const intl = useIntl();
  // Recorded while rendering (not in an effect, which runs after the page's own): the log has the
  // address before the actors the new screen starts. Recording the same address again is a no-op.
  recordLocation(search ? `${location}?${search}` : location);
  const titleId = def?.title ?? 'notFound.title';
  // The prerendered Login (index.html) stays only while Login is what this screen will show.
  const showsLogin = def?.path === '/' || def?.path === '/login';
  useLayoutEffect(() => {
    if (!showsLogin) dropLoginShell();
  }, [showsLogin]);
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: titleId })} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [intl, titleId]);

  if (!def) {
    return (
      <BlankLayout>
        <NotFoundPage />
      </BlankLayout>
    );
  }
  const Layout = def.layout === 'blank' ? BlankLayout : DefaultLayout;
  const Page = def.page;
  return (
    <Layout>
      <PageTitleContext value={def.title}>
        <ChunkErrorBoundary resetKey={location}>
          <RouteGuard access={def.access} roles={def.roles} instead={def.instead}>
            <Suspense fallback={<PageLoader />}>
              {/* A Route gives the page its params (useParams). */}
              <AreaMessages areas={def.messages}>
                <Route path={def.path}>
                  <Page />
                </Route>
              </AreaMessages>
            </Suspense>
          </RouteGuard>
        </ChunkErrorBoundary>
      </PageTitleContext>
    </Layout>
  );
}

/** Providers (runtime, language, theme) around the current screen. */
export function App({ runtime }: { runtime: AppRuntime }) {
  const messages = useSelector(runtime.locale, (s) => s.context.messages);
  const locale = useSelector(runtime.locale, (s) => s.context.locale);
  return (
    <RuntimeContext value={runtime}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {messages ? (
          <IntlProvider locale={locale} messages={messages as Messages} defaultLocale={FALLBACK_LANGUAGE} onError={reportMissingMessage}>
            <Screen />
            <CallLayerGate />
          </IntlProvider>
        ) : (
          <IntlProvider locale={FALLBACK_LANGUAGE} messages={{}} onError={() => {}}>
            <PageLoader minHeight={400} />
          </IntlProvider>
        )}
      </MantineProvider>
    </RuntimeContext>
  );
}
