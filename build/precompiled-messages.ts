import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';

const PREFIX = 'virtual:messages/';

/**
 * `import('virtual:messages/ka')` yields the Georgian catalogue precompiled to ICU ASTs without
 * translator descriptions, so the browser needs no message parser (react-intl's `no-parser`
 * build) and downloads only what it shows.
 */
export function precompiledMessages(root: string): Plugin {
  return {
    name: 'precompiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`unknown message catalogue ${lang}`);
      const file = resolve(root, 'src/i18n/messages', `${lang}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { defaultMessage: string }>;
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([key, m]) => [key, parse(m.defaultMessage)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
