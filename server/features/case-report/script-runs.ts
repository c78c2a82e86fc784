/**
 * Which font draws a character. Noto Sans Georgian ships one file per script subset (the browser
 * picks them by `unicode-range`; a PDF writer must pick itself), so a line mixing Georgian and
 * Latin ("ამოქსიცილინი 500 mg") is drawn as runs, one font per run. The ranges are those of
 * @fontsource/noto-sans-georgian's CSS for the three files the report embeds; the few Latin-1
 * signs the font has no glyph for (±, ², µ, ½, …) come from PDF's built-in Helvetica.
 */
export type Script = 'georgian' | 'latin' | 'latin-ext' | 'fallback';

/** [first, last] code points, inclusive. */
type Range = readonly [number, number];

const GEORGIAN: readonly Range[] = [
  [0x0589, 0x0589],
  [0x10a0, 0x10ff],
  [0x1c90, 0x1cba],
  [0x1cbd, 0x1cbf],
  [0x205a, 0x205a],
  [0x2d00, 0x2d2f],
  [0x2e31, 0x2e31],
];

const LATIN_EXT: readonly Range[] = [
  [0x0100, 0x0130],
  [0x0132, 0x0151],
  [0x0154, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

/**
 * Characters of PDF's standard (WinAnsi) encoding that Noto Sans Georgian's files lack: drawn in
 * Helvetica, which every PDF reader has. Lab results need them (±, µ, ², ½).
 */
const FALLBACK = new Set([0xa4, 0xa6, 0xac, 0xad, 0xb1, 0xb2, 0xb3, 0xb5, 0xb9, 0xbc, 0xbd, 0xbe, 0x192, 0x2020, 0x2021, 0x2030]);

const within = (cp: number, ranges: readonly Range[]) => ranges.some(([a, b]) => cp >= a && cp <= b);

/** The font that draws `cp`. Anything no font has is the Latin file's (it draws its empty glyph). */
export function scriptOf(cp: number): Script {
  if (FALLBACK.has(cp)) return 'fallback';
  if (within(cp, GEORGIAN)) return 'georgian';
  if (within(cp, LATIN_EXT)) return 'latin-ext';
  return 'latin';
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * The text with what no embedded font draws written another way a reader understands: Greek mu
 * as the micro sign (µmol), subscript digits as digits (CO2), and a power no font can raise as
 * `^n` (10⁹ → 10^9; ¹ ² ³ alone stay, Helvetica has them).
 */
export function printable(text: string): string {
  return text
    .replace(/\u03bc/g, '\u00b5')
    .replace(/[₀-₉]/g, (d) => String(SUBSCRIPT_DIGITS.indexOf(d)))
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => (/^[¹²³]+$/.test(run) ? run : `^${[...run].map((d) => SUPERSCRIPT_DIGITS.indexOf(d)).join('')}`));
}

/** Spaces every font draws: they join the run they stand in, so a Georgian sentence stays one run. */
const isNeutral = (cp: number) => cp === 0x20 || cp === 0xa0;

export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * `text` as consecutive runs of one font each, in order; joined, they give `text` back. Spaces
 * belong to the run before them (to the next one at the start of the text).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    if (isNeutral(cp)) {
      if (last) last.text += ch;
      else pending += ch;
      continue;
    }
    const script = scriptOf(cp);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: pending + ch });
    pending = '';
  }
  if (pending !== '') runs.push({ script: 'latin', text: pending });
  return runs;
}
