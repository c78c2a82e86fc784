import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { buildId } from './build/build-id.ts';

/**
 * The built index.html names the entry script and its preloads in <meta name="app-entry"> instead
 * of loading them: public/login-shell.js fetches them at once, or, when it shows the prerendered
 * Login, after that first paint (issue 19), so the paint does not share a slow connection with
 * 150 KiB of scripts. (The dev server keeps Vite's own tags.)
 */
function deferredEntry(): Plugin {
  return {
    name: 'deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let entry: string | null = null;
        const preloads: string[] = [];
        const out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            if (entry) throw new Error('index.html has more than one entry script');
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        if (!entry) throw new Error('index.html has no entry script');
        return out.replace('</title>', `</title>\n    <meta name="app-entry" content="${entry}" data-preload="${preloads.join(' ')}" />`);
      },
    },
  };
}

/** Client build. The dev server proxies the API and the live channel to the Fastify server. */
export default defineConfig({
  plugins: [react(), precompiledMessages(import.meta.dirname), deferredEntry()],
  define: { BUILD_ID: JSON.stringify(buildId(import.meta.dirname)) },
  resolve: {
    // Messages arrive precompiled, so react-intl never parses ICU text in the browser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No modulepreload polyfill (0.5 KiB of every first visit): browsers without
    // <link rel="modulepreload"> (Safari before 17) simply fetch the chunks when imported.
    modulePreload: { polyfill: false },
    // Fonts stay files: inlined in the render-blocking stylesheet, the small subsets' faces (in
    // woff2 and woff) cost every first visit about 5 KiB of CSS, while as files a browser fetches
    // a face only when the page shows a character of its unicode-range.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rollupOptions: {
      // The protocol's TypeBox schemas are pure data; the client imports only their types and
      // constants, so unused `Type.*(...)` calls must not drag TypeBox into the bundle.
      treeshake: { manualPureFunctions: ['Type', 'Nullable', 'NullableText', 'Envelope', 'ListEnvelope', 'DoubleEnvelope', 'PageEnvelope'] },
      output: {
        // The Mantine components the shell and the Login page share travel as one chunk: a dozen
        // tiny chunks cost more (requests, lost compression) than the few bytes they would save.
        codeSplitting: {
          groups: [{ name: 'mantine-base', test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Button|Card|Center|CloseButton|Input|InputBase|List|Loader|PasswordInput|TextInput|Title)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/guest': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
