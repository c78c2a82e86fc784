import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printable, scriptOf, scriptRuns, type Script } from '../../server/features/case-report/script-runs';
import { NOTO_ASCENT } from '../../server/features/case-report/report-writer';
import { ageOn, formatDay, formatInstant } from '../../server/features/case-report/report-texts';

describe('script runs', () => {
  it('keeps a Georgian sentence one run, spaces included', () => {
    expect(scriptRuns('მწვავე ფარინგიტი')).toEqual([{ script: 'georgian', text: 'მწვავე ფარინგიტი' }]);
  });

  it('splits a mixed line where the script changes, spaces staying with the run before them', () => {
    expect(scriptRuns('ამოქსიცილინი 500 mg, დღეში 3-ჯერ')).toEqual([
      { script: 'georgian', text: 'ამოქსიცილინი ' },
      { script: 'latin', text: '500 mg, ' },
      { script: 'georgian', text: 'დღეში ' },
      { script: 'latin', text: '3-' },
      { script: 'georgian', text: 'ჯერ' },
    ]);
  });

  it('gives quotes, digits and dashes to the Latin file and Latin Extended letters to theirs', () => {
    expect(scriptRuns('„ცხელება“ — Šimon')).toEqual([
      { script: 'latin', text: '„' },
      { script: 'georgian', text: 'ცხელება' },
      { script: 'latin', text: '“ — ' },
      { script: 'latin-ext', text: 'Š' },
      { script: 'latin', text: 'imon' },
    ]);
  });

  it('puts leading spaces in front of the first run and keeps a text of spaces as one Latin run', () => {
    expect(scriptRuns('  ა')).toEqual([{ script: 'georgian', text: '  ა' }]);
    expect(scriptRuns('   ')).toEqual([{ script: 'latin', text: '   ' }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('always gives back the text when the runs are joined', () => {
    for (const text of ['J06.9 — მწვავე ზედა სასუნთქი გზების ინფექცია', 'Ⴀ ⴀ Ა ა', 'a\u00a0ბ c', '😀 ა']) {
      expect(scriptRuns(text).map((r) => r.text).join('')).toBe(text);
    }
  });

  it('draws the Latin-1 signs Noto Sans Georgian lacks in Helvetica', () => {
    expect(scriptRuns('5 ± 0.2 µmol/ლ')).toEqual([
      { script: 'latin', text: '5 ' },
      { script: 'fallback', text: '± ' },
      { script: 'latin', text: '0.2 ' },
      { script: 'fallback', text: 'µ' },
      { script: 'latin', text: 'mol/' },
      { script: 'georgian', text: 'ლ' },
    ]);
  });

  it('knows the Georgian blocks: Mkhedruli, Mtavruli, Asomtavruli and Nuskhuri', () => {
    expect(['ა', 'Ა', 'Ⴀ', 'ⴀ'].map((c) => scriptOf(c.codePointAt(0)!))).toEqual(['georgian', 'georgian', 'georgian', 'georgian']);
    expect(['A', '1', '—', 'ā'].map((c) => scriptOf(c.codePointAt(0)!))).toEqual(['latin', 'latin', 'latin', 'latin-ext']);
  });
});

describe('printable text', () => {
  it('writes a power no font raises as ^n, keeping ¹ ² ³ that Helvetica draws', () => {
    expect(printable('ლეიკოციტები 10⁹/ლ, თრომბოციტები 10¹²/ლ, 10¹⁰, 5 მ²')).toBe('ლეიკოციტები 10^9/ლ, თრომბოციტები 10¹²/ლ, 10^10, 5 მ²');
  });

  it('writes subscript digits as digits and Greek mu as the micro sign', () => {
    expect(printable('pCO₂ 40, HbA₁c, 12 μmol')).toBe('pCO2 40, HbA1c, 12 µmol');
    expect(printable('უცვლელი ტექსტი — 37.5 °C')).toBe('უცვლელი ტექსტი — 37.5 °C');
  });
});

/** The font files, opened with fontkit (the library pdfkit draws them with). */
type FontkitFont = { hasGlyphForCodePoint(cp: number): boolean; ascent: number; unitsPerEm: number };
const fontkit = createRequire(import.meta.url)('fontkit') as { create(bytes: Buffer): FontkitFont };
const resolveFile = createRequire(import.meta.url).resolve;
const fontFile = (script: string, weight: number) =>
  fontkit.create(readFileSync(resolveFile(`@fontsource/noto-sans-georgian/files/noto-sans-georgian-${script}-${weight}-normal.woff`)));
/** PDF's standard encoding (WinAnsi): Latin-1 and these (the built-in Helvetica draws them all). */
const WIN_ANSI_EXTRA = [0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122];

describe('the fonts the runs are drawn with', () => {
  it('have a glyph for every character a Georgian or Latin report text uses, in both weights', () => {
    const codePoints = [
      ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
      ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
      ...Array.from({ length: 0x10fb - 0x10d0 }, (_, i) => 0x10d0 + i),
      ...WIN_ANSI_EXTRA,
      0x0161, 0x017e, 0x0101, 0x012b,
    ];
    for (const weight of [400, 600]) {
      const files: Record<Exclude<Script, 'fallback'>, FontkitFont> = { georgian: fontFile('georgian', weight), latin: fontFile('latin', weight), 'latin-ext': fontFile('latin-ext', weight) };
      const missing = codePoints.filter((cp) => {
        const script = scriptOf(cp);
        if (script === 'fallback') return !(cp <= 0xff || WIN_ANSI_EXTRA.includes(cp));
        return !files[script].hasGlyphForCodePoint(cp);
      });
      expect(missing.map((cp) => `U+${cp.toString(16)}`), `weight ${weight}`).toEqual([]);
    }
  });

  it('share the ascent the writer puts every run on one baseline with', () => {
    for (const script of ['georgian', 'latin', 'latin-ext'])
      for (const weight of [400, 600]) {
        const f = fontFile(script, weight);
        expect(f.ascent / f.unitsPerEm, `${script} ${weight}`).toBe(NOTO_ASCENT);
      }
  });
});

describe('report dates', () => {
  it("write a day as 'DD MMMM YYYY' in either language", () => {
    expect(formatDay('2026-05-05', 'ka')).toBe('05 მაისი 2026');
    expect(formatDay('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatDay('2026-01-09', 'ka')).toBe('09 იანვარი 2026');
  });

  it("put an instant on the clinic's calendar (Tbilisi is UTC+4)", () => {
    expect(formatInstant('2026-11-21T19:59:00.000Z', 'ka', 'Asia/Tbilisi')).toBe('21 ნოემბერი 2026');
    expect(formatInstant('2026-11-21T20:00:00.000Z', 'en', 'Asia/Tbilisi')).toBe('22 November 2026');
  });

  it('count whole years of age up to the day before the birthday', () => {
    expect(ageOn('1980-05-17', '2026-05-16')).toBe(45);
    expect(ageOn('1980-05-17', '2026-05-17')).toBe(46);
    expect(ageOn(null, '2026-05-17')).toBeNull();
    expect(ageOn('17.05.1980', '2026-05-17')).toBeNull();
  });
});
