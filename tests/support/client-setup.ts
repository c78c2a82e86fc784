import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages load their chunks and messages lazily; on a busy two-core machine the first render of a
// lazy page can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures with; these behave like a 1280 px wide desktop browser.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const width = (window as unknown as { __testWidth?: number }).__testWidth ?? 1280;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.HTMLElement.prototype.scrollTo ??= function scrollTo() {};
}

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
