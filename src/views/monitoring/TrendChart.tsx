import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '../../i18n/dates';
import type { Language } from '../../protocol/common';
import type { LogField, PatientLogItem } from '../../protocol/patient-log';
import { numberOf, type ChartLine } from './monitoring-view';

/** Colours of the lines (blood pressure: systolic, diastolic) and of the reference band. */
const LINE_COLORS = ['#1c7ed6', '#7048e8'];
const BAND_COLORS = ['rgba(18, 184, 134, 0.14)', 'rgba(112, 72, 232, 0.08)'];
const HEIGHT = 220;

/** Device readings are drawn as diamonds, the person's own as round dots: told apart by shape, not colour. */
function diamonds(u: uPlot, seriesIdx: number, idx0: number, idx1: number) {
  const path = new Path2D();
  const r = 6 * (window.devicePixelRatio || 1);
  const ys = u.data[seriesIdx];
  for (let i = idx0; i <= idx1; i++) {
    const y = ys[i];
    if (y === null || y === undefined) continue;
    const cx = u.valToPos(u.data[0][i], 'x', true);
    const cy = u.valToPos(y, 'y', true);
    path.moveTo(cx, cy - r);
    path.lineTo(cx + r, cy);
    path.lineTo(cx, cy + r);
    path.lineTo(cx - r, cy);
    path.closePath();
  }
  return { stroke: path, fill: path };
}

/** The chart's data: times in seconds, then per line the own readings and the device readings apart. */
function dataOf(items: readonly PatientLogItem[], lines: readonly ChartLine[]): uPlot.AlignedData {
  const xs = items.map((i) => Date.parse(i.measured_at) / 1000);
  const of = (field: LogField['name'], device: boolean) => items.map((i) => ((i.checkup_id !== null) === device ? numberOf(i, field) : null));
  return [xs, ...lines.flatMap((l) => [of(l.field, false), of(l.field, true)])];
}

/**
 * A type's trend over the chosen span (uPlot, loaded only with this page): a line per number
 * (blood pressure: systolic and diastolic) with its reference band beneath, own readings as dots,
 * kiosk readings as diamonds. It follows its container's width, so it reads at 390 px. The text
 * alternative is the page's (the summary beside it); the canvas itself is hidden from readers.
 */
export function TrendChart({ items, lines, labels, from, to, lang }: { items: readonly PatientLogItem[]; lines: readonly ChartLine[]; labels: string[]; from: number; to: number; lang: Language }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof window.matchMedia !== 'function' || !document.createElement('canvas').getContext?.('2d')) return;
    const bands = lines.map((l) => l.range);
    const opts: uPlot.Options = {
      width: el.clientWidth || 360,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: () => [from / 1000, to / 1000] },
        y: {
          range: (_u, min, max) => {
            const limits = bands.flatMap((b) => (b ? [b.low, b.high] : [])).filter((n): n is number => n !== null);
            const lo = Math.min(min ?? Infinity, ...limits);
            const hi = Math.max(max ?? -Infinity, ...limits);
            const pad = Math.max((hi - lo) * 0.1, 1);
            return [Math.floor(lo - pad), Math.ceil(hi + pad)];
          },
        },
      },
      // Dates on the axis in the person's language (uPlot's own are English): day and month, or the month over a year.
      axes: [{ size: 36, values: (_u, splits) => splits.map((t) => formatDate(t * 1000, to - from > 62 * 86_400_000 ? 'MMM' : 'D MMM', lang)) }, { size: 44 }],
      series: [
        {},
        ...lines.flatMap((_, i) => [
          { label: labels[i * 2], stroke: LINE_COLORS[i], width: 2, spanGaps: true, points: { show: true, size: 7, fill: LINE_COLORS[i] } },
          { label: labels[i * 2 + 1], stroke: LINE_COLORS[i], width: 0, paths: () => null, points: { show: true, size: 12, fill: '#fff', paths: diamonds } },
        ] as uPlot.Series[]),
      ],
      hooks: {
        drawAxes: [
          (u) => {
            const ctx = u.ctx;
            bands.forEach((b, i) => {
              if (!b || (b.low === null && b.high === null)) return;
              const top = u.valToPos(b.high ?? u.scales.y.max!, 'y', true);
              const bottom = u.valToPos(b.low ?? u.scales.y.min!, 'y', true);
              ctx.save();
              ctx.fillStyle = BAND_COLORS[i];
              ctx.fillRect(u.bbox.left, top, u.bbox.width, bottom - top);
              ctx.restore();
            });
          },
        ],
      },
    };
    let plot: uPlot | null = null;
    try {
      plot = new uPlot(opts, dataOf(items, lines), el);
    } catch {
      // A browser that cannot draw still has the summary and the table.
      return;
    }
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT })) : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      plot?.destroy();
    };
  }, [items, lines, labels, from, to, lang]);
  return <div ref={box} aria-hidden="true" data-testid="trend-chart" style={{ width: '100%', minHeight: HEIGHT }} />;
}
