import { describe, expect, it } from 'vitest';
import { breakLines, splitToFit, wordsOf, type MeasuredWord } from '../../server/features/case-report/report-lines';

/** Every character 1 point wide: widths are lengths. */
const measured = (line: string): MeasuredWord[] =>
  wordsOf(line).map((w) => ({ text: w, width: w.trimEnd().length, space: w.length - w.trimEnd().length }));
const texts = (lines: MeasuredWord[][]) => lines.map((l) => l.map((w) => w.text).join(''));

describe('report lines', () => {
  it('split a line into words that keep the spaces after them, and leading spaces with the first', () => {
    expect(wordsOf('  ამოქსიცილინი 500 მგ,  დღეში 3-ჯერ ')).toEqual(['  ამოქსიცილინი ', '500 ', 'მგ,  ', 'დღეში ', '3-ჯერ ']);
    expect(wordsOf('')).toEqual([]);
  });

  it('break only at spaces, never inside a word that mixes scripts', () => {
    expect(texts(breakLines(measured('ლეიკოციტები 10^9/ლ; შედეგი ფაილში'), 20))).toEqual(['ლეიკოციტები 10^9/ლ; ', 'შედეგი ფაილში']);
  });

  it('let a word end exactly at the width, the space after it not counting', () => {
    expect(texts(breakLines(measured('abc def ghi'), 7))).toEqual(['abc def ', 'ghi']);
    expect(texts(breakLines(measured('abc def ghi'), 6))).toEqual(['abc ', 'def ', 'ghi']);
  });

  it('put a word wider than the line alone on its own line', () => {
    expect(texts(breakLines(measured('a verylongword b'), 5))).toEqual(['a ', 'verylongword ', 'b']);
  });

  it('cut a word too wide for any line by characters', () => {
    expect(splitToFit('სისხლის_ანალიზი.pdf', 8, (t) => [...t].length)).toEqual(['სისხლის_', 'ანალიზი.', 'pdf']);
    expect(splitToFit('short', 8, (t) => t.length)).toEqual(['short']);
  });
});
