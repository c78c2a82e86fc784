import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Only the Mantine styles the shell and the Login page use; pages bring the rest (styles/pages.css).
import './app/styles/first-visit.css';
import '@fontsource/noto-sans-georgian/400.css';
import '@fontsource/noto-sans-georgian/500.css';
import '@fontsource/noto-sans-georgian/600.css';
import { App } from './app/App';
import { matchesProtectedRoute } from './app/route-access';
import { createRuntime } from './app/runtime';
import { DEFAULT_LANGUAGE } from './protocol/common';
import { REPLAY_FRAME_PATH } from './protocol/replay-frame';

/**
 * Boot: read a one-time `?token=` authcode (only on protected routes) and drop it from the
 * address bar, start the root actor, render.
 */
function takeAuthcode(): string | null {
  const url = new URL(location.href);
  const code = url.searchParams.get('token');
  if (!code || !matchesProtectedRoute(url.pathname)) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return code;
}

function start() {
  const runtime = createRuntime({
    navigate: (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    currentPath: () => location.pathname + location.search,
    reload: () => location.assign('/'),
    initialAuthcode: takeAuthcode(),
    defaultLocale: DEFAULT_LANGUAGE,
  });

  // Auditors and support export what a person saw from the browser console (a problem report carries it too).
  Object.assign(window, { exportEventLog: () => JSON.stringify(runtime.exportLog()) });
  // The log is written to the tab's storage shortly after each event, and at once when the page goes away.
  addEventListener('pagehide', () => runtime.eventLog.save());

  // A transition renders in slices that yield to the browser: the first render does not hold the
  // main thread in one long task while the prerendered Login (index.html) is already on screen.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App runtime={runtime} />));
}

// The support replay page shows a session in a frame of the app at REPLAY_FRAME_PATH: that page
// starts no session of its own, it replays the one it is given (src/app/replay/frame.tsx).
if (location.pathname === REPLAY_FRAME_PATH) void import('./app/replay/frame');
else start();
