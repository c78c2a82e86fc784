import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { SPLIT_AREAS, areaOf } from '../src/i18n/message-areas.ts';

const PREFIX = 'virtual:messages/';

/**
 * `import('virtual:messages/ka')` yields the Georgian start-up catalogue and
 * `import('virtual:messages/ka/profile')` one split area (src/i18n/message-areas.ts), each
 * precompiled to ICU ASTs without translator descriptions, so the browser needs no message
 * parser (react-intl's `no-parser` build) and downloads only what it shows.
 */
export function precompiledMessages(root: string): Plugin {
  const split = new Set<string>(SPLIT_AREAS);
  return {
    name: 'precompiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, area] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(lang) || (area !== undefined && !split.has(area))) throw new Error(`unknown message catalogue ${id.slice(1)}`);
      const file = resolve(root, 'src/i18n/messages', `${lang}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { defaultMessage: string }>;
      const wanted = (key: string) => (area === undefined ? !split.has(areaOf(key)) : areaOf(key) === area);
      const compiled = Object.fromEntries(Object.entries(catalogue).filter(([key]) => wanted(key)).map(([key, m]) => [key, parse(m.defaultMessage)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
