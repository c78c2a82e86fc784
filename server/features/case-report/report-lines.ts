/**
 * Line breaking for the report. pdfkit wraps each font run on its own, so a line drawn as several
 * runs may break where the script changes, inside a word ("10⁹/ლ" | "; შედეგი", "„" | "ცხელება“").
 * The writer therefore breaks whole lines here, only at spaces, and draws each line's runs itself.
 */

/** A word with the spaces after it, measured: its width with them and without them. */
export interface MeasuredWord {
  text: string;
  /** Width of the word alone (what must fit at a line's end). */
  width: number;
  /** Width of the spaces after it. */
  space: number;
}

/** The words of a line, each with the spaces after it; leading spaces stay with the first word. */
export function wordsOf(line: string): string[] {
  const words = line.match(/\S+\s*/g) ?? [];
  const lead = /^\s*/.exec(line)![0];
  if (words.length > 0 && lead !== '') words[0] = lead + words[0];
  return words;
}

/**
 * Greedy lines of at most `maxWidth` (a word wider than that alone on its line: split it first
 * with `splitToFit`). The spaces at a line's end do not count.
 */
export function breakLines(words: readonly MeasuredWord[], maxWidth: number): MeasuredWord[][] {
  const lines: MeasuredWord[][] = [];
  let line: MeasuredWord[] = [];
  let used = 0;
  for (const w of words) {
    if (line.length > 0 && used + w.width > maxWidth + 0.01) {
      lines.push(line);
      line = [];
      used = 0;
    }
    line.push(w);
    used += w.width + w.space;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** A word too wide for a line cut into pieces that fit, by characters (a long file name or address). */
export function splitToFit(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  if (measure(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && measure(piece + ch) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}
