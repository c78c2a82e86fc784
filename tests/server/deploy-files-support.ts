/**
 * Readers for the deployment files' static test (deploy-files.test.ts): the Dockerfile's
 * instructions, and compose.yaml in a strict subset of YAML. No YAML parser is installed; the
 * subset is what a compose file needs (block mappings, block sequences of scalars, quoted and
 * plain scalars, JSON-style flow sequences, whole-line comments), and anything outside it is an
 * error naming the line, so the file stays plainly readable rather than half-parsed.
 */

export type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

interface Line {
  no: number;
  indent: number;
  text: string;
}

export function parseYamlSubset(source: string): Yaml {
  const lines: Line[] = [];
  source.split('\n').forEach((raw, i) => {
    if (raw.includes('\t')) throw new Error(`line ${i + 1}: tabs are outside the subset`);
    const text = raw.trimEnd();
    if (text.trim() === '' || text.trim().startsWith('#')) return;
    lines.push({ no: i + 1, indent: text.length - text.trimStart().length, text: text.trimStart() });
  });
  let pos = 0;
  const fail = (line: Line, why: string): never => {
    throw new Error(`line ${line.no}: ${why}: ${line.text}`);
  };

  function scalar(text: string, line: Line): Yaml {
    if (text.startsWith('"') || text.startsWith('[')) {
      try {
        const value = JSON.parse(text) as unknown;
        if (Array.isArray(value) && value.some((v) => typeof v !== 'string')) fail(line, 'flow sequences hold strings only');
        return value as Yaml;
      } catch (err) {
        return fail(line, `not a JSON string or list (${(err as Error).message})`);
      }
    }
    if (text.startsWith("'")) {
      if (!/^'([^']|'')*'$/.test(text)) fail(line, 'unterminated single-quoted scalar');
      return text.slice(1, -1).replace(/''/g, "'");
    }
    if (/^[{&*!|>%@`]/.test(text)) fail(line, 'flow mappings, anchors, aliases, tags and block scalars are outside the subset');
    if (text.includes(': ') || text.includes(' #')) fail(line, 'a plain scalar with ": " or " #" (quote it)');
    return text;
  }

  function block(indent: number): Yaml {
    return /^-( |$)/.test(lines[pos].text) ? sequence(indent) : mapping(indent);
  }

  function mapping(indent: number): Yaml {
    const out: Record<string, Yaml> = {};
    while (pos < lines.length && lines[pos].indent === indent) {
      const line = lines[pos];
      const m = /^([A-Za-z0-9_.-]+):(?: +(.*))?$/.exec(line.text);
      if (!m) fail(line, 'expected "key: value" or "key:"');
      const key = m![1];
      if (key in out) fail(line, `duplicate key ${key}`);
      pos += 1;
      if (m![2] !== undefined) out[key] = scalar(m![2], line);
      else if (pos < lines.length && lines[pos].indent > indent) out[key] = block(lines[pos].indent);
      else out[key] = null;
    }
    return out;
  }

  function sequence(indent: number): Yaml {
    const out: Yaml[] = [];
    while (pos < lines.length && lines[pos].indent === indent && /^-( |$)/.test(lines[pos].text)) {
      const line = lines[pos];
      const item = line.text.slice(1).trim();
      if (item === '' || /^[A-Za-z0-9_.-]+:( |$)/.test(item)) fail(line, 'sequence items are scalars in the subset');
      out.push(scalar(item, line));
      pos += 1;
    }
    return out;
  }

  if (lines.length === 0) return null;
  if (lines[0].indent !== 0) fail(lines[0], 'the document must start at column 1');
  const doc = block(0);
  if (pos < lines.length) fail(lines[pos], 'unexpected indentation');
  return doc;
}

/** A Dockerfile instruction: its keyword, its arguments, and its stage (0 = the first FROM). */
export interface Instruction {
  keyword: string;
  args: string;
  stage: number;
}

/** The instructions of a Dockerfile, with `\` continuations joined and comments dropped. */
export function parseDockerfile(source: string): Instruction[] {
  const out: Instruction[] = [];
  let pending = '';
  let stage = -1;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const m = /^([A-Za-z]+)\s+(.*)$/.exec(full);
    if (!m) throw new Error(`not an instruction: ${full}`);
    const keyword = m[1].toUpperCase();
    if (keyword === 'FROM') stage += 1;
    out.push({ keyword, args: m[2], stage });
  }
  return out;
}

/** A JSON exec form (`["node", "x"]`), or null for the shell form. */
export function execForm(args: string): string[] | null {
  if (!args.trimStart().startsWith('[')) return null;
  return JSON.parse(args) as string[];
}

/** COPY's `--flag=value` options and its sources and destination. */
export function copyParts(args: string): { flags: Record<string, string>; sources: string[]; dest: string } {
  const words = args.split(/\s+/).filter(Boolean);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [name, value = ''] = words.shift()!.slice(2).split('=');
    flags[name] = value;
  }
  const dest = words.pop()!;
  return { flags, sources: words, dest };
}
