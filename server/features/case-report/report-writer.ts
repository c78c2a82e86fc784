import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { breakLines, splitToFit, wordsOf, type MeasuredWord } from './report-lines';
import { printable, scriptRuns, type Script } from './script-runs';

/** 18 mm, the report's margin on every side, in PDF points (1/72 in). */
export const MARGIN = (18 / 25.4) * 72;

export type Weight = 'regular' | 'bold';

/**
 * Noto Sans Georgian's ascent (of 1 em; every file of it has the same). Runs are placed on a
 * common baseline this far below the line's top, so Helvetica's signs sit on the same line as
 * Noto's letters (pdfkit's default places each font by its own ascent).
 */
export const NOTO_ASCENT = 1.068;

/** Extra space between lines, in points. */
const LINE_GAP = 1.5;

const WEIGHT_FILE: Record<Weight, number> = { regular: 400, bold: 600 };
/** The scripts drawn with an embedded Noto Sans Georgian file (the fallback is PDF's built-in Helvetica). */
const EMBEDDED: readonly Exclude<Script, 'fallback'>[] = ['georgian', 'latin', 'latin-ext'];

let fontFiles: Map<string, Buffer> | null = null;

/**
 * Noto Sans Georgian's WOFF files (the self-hosted web font the app already ships), read once:
 * one file per script and weight. pdfkit's fontkit reads WOFF and embeds a subset of each.
 */
function fonts(): Map<string, Buffer> {
  if (!fontFiles) {
    const resolve = createRequire(import.meta.url).resolve;
    const files = new Map<string, Buffer>();
    for (const script of EMBEDDED) {
      for (const weight of Object.keys(WEIGHT_FILE) as Weight[]) {
        files.set(fontName(script, weight), readFileSync(resolve(`@fontsource/noto-sans-georgian/files/noto-sans-georgian-${script}-${WEIGHT_FILE[weight]}-normal.woff`)));
      }
    }
    fontFiles = files;
  }
  return fontFiles;
}

const fontName = (script: Script, weight: Weight) => (script === 'fallback' ? (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica') : `${script}-${weight}`);

export interface TextStyle {
  weight?: Weight;
  size?: number;
  color?: string;
  strike?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Where the text starts (default: the current position) and how wide it may run (default: to the right margin). */
  x?: number;
  y?: number;
  width?: number;
}

/**
 * A PDF document for the report (A4, 18 mm margins, pages buffered so they can be numbered at
 * the end) with one way to write text: `text` splits it into script runs and draws each run in
 * the font file that has its glyphs, so Georgian and Latin mix freely in one line.
 */
export function createReportWriter(meta: { title: string; author: string; lang: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: meta.title, Author: meta.author }, lang: meta.lang });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const contentWidth = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  /** Width of `value` drawn in `weight` at the current size, run by run. */
  const widthOf = (value: string, weight: Weight) => scriptRuns(value).reduce((sum, r) => sum + doc.font(fontName(r.script, weight)).widthOfString(r.text), 0);

  /** A line of text as measured words, every word no wider than `width` (longer ones cut). */
  function measuredWords(line: string, weight: Weight, width: number): MeasuredWord[] {
    return wordsOf(line).flatMap((word) => {
      const bare = word.trimEnd();
      const spaces = word.slice(bare.length);
      const pieces = splitToFit(bare, width, (t) => widthOf(t, weight));
      return pieces.map((piece, i) => {
        const last = i === pieces.length - 1;
        return { text: last ? piece + spaces : piece, width: widthOf(piece, weight), space: last ? widthOf(spaces, weight) : 0 };
      });
    });
  }

  /**
   * Writes `value` from (x, y) (default: the current position), wrapped to `width`, each run in
   * the font that has its glyphs; the position moves below it. Lines break at spaces only, and a
   * line that does not fit on the page starts the next one.
   */
  function text(value: string, style: TextStyle = {}): void {
    const weight = style.weight ?? 'regular';
    const size = style.size ?? 10;
    const x = style.x ?? left;
    const width = style.width ?? left + contentWidth - x;
    doc.fontSize(size).fillColor(style.color ?? '#1f2933');
    const lineHeight = doc.font(fontName('latin', weight)).currentLineHeight(true) + LINE_GAP;
    let y = style.y ?? doc.y;
    for (const hardLine of printable(value).split(/\r?\n/)) {
      const lines = breakLines(measuredWords(hardLine, weight, width), width);
      for (const line of lines.length > 0 ? lines : [[]]) {
        if (y + lineHeight > bottom() && y > doc.page.margins.top) {
          doc.addPage();
          y = doc.page.margins.top;
        }
        const content = line.map((w) => w.text).join('').trimEnd();
        const used = line.reduce((sum, w) => sum + w.width + w.space, 0) - (line.at(-1)?.space ?? 0);
        const start = style.align === 'center' ? x + (width - used) / 2 : style.align === 'right' ? x + width - used : x;
        const baseline = y + NOTO_ASCENT * size;
        let at = start;
        for (const run of scriptRuns(content)) {
          doc.font(fontName(run.script, weight));
          doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
          at += doc.widthOfString(run.text);
        }
        // Struck through the middle of the lowercase letters (pdfkit's own strike assumes its default baseline).
        if (style.strike && content !== '') {
          const strikeY = baseline - 0.3 * size;
          doc.save().moveTo(start, strikeY).lineTo(at, strikeY).lineWidth(0.6).strokeColor(style.color ?? '#1f2933').stroke().restore();
        }
        y += lineHeight;
      }
    }
    doc.x = left;
    doc.y = y;
  }

  return {
    doc,
    left,
    contentWidth,
    text,
    /** Starts a new page unless `height` points still fit on this one. */
    ensureSpace(height: number): void {
      if (doc.y + height > bottom()) doc.addPage();
    },
    /** Moves down by `points`. */
    gap(points: number): void {
      doc.y += points;
    },
    /** A thin horizontal line across the content at the current position. */
    rule(color = '#c9d2dc'): void {
      doc.moveTo(left, doc.y).lineTo(left + contentWidth, doc.y).lineWidth(0.6).strokeColor(color).stroke();
    },
    /** Writes "n / total" at the foot of every page (in the bottom margin, so no page is added). */
    numberPages(): void {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        text(`${i + 1} / ${range.count}`, { x: left, y: doc.page.height - MARGIN / 2 - 4, width: contentWidth, align: 'center', size: 8, color: '#52606d' });
        doc.page.margins.bottom = margin;
      }
    },
    /** Ends the document; answers its bytes. */
    finish(): Promise<Buffer> {
      doc.end();
      return ended;
    },
  };
}

export type ReportWriter = ReturnType<typeof createReportWriter>;
