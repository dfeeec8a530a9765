/**
 * The report's charts (report-html.ts) drawn with chart.js in the editor:
 * win rate by side with its 95% interval, and game length in rounds (the
 * game's own figures are tables). Only the chart.js parts these use are
 * registered, to keep the bundle small.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartData } from './balance-model.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

export type ChartName = 'win' | 'rounds';

/** Saved beside edited: each side's win rate in both runs, each with its 95% interval (compare mode). */
export function drawComparisonChart(canvas: HTMLCanvasElement, saved: ChartData, edited: ChartData): Chart {
  Chart.getChart(canvas)?.destroy();
  const labels = edited.win.labels;
  const at = (d: ChartData, key: 'p' | 'lo' | 'hi') => labels.map((l) => d.win[key][d.win.labels.indexOf(l)] ?? 0);
  const interval = (d: ChartData) => at(d, 'lo').map((lo, i) => [lo, at(d, 'hi')[i]!]) as unknown as number[];
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [
        // Floating bars [lo, hi] (chart.js draws them; its mixed-chart typing only admits numbers here), the rate a marker on each.
        { type: 'line', label: 'saved', data: at(saved, 'p'), showLine: false, pointRadius: 6, pointStyle: 'rectRot', backgroundColor: '#6b7385', borderColor: '#6b7385' },
        { type: 'line', label: 'edited', data: at(edited, 'p'), showLine: false, pointRadius: 7, pointStyle: 'rectRot', backgroundColor: '#1f4e9c', borderColor: '#1f4e9c' },
        { type: 'bar', label: 'saved 95% interval', data: interval(saved), backgroundColor: '#d5d9e0' },
        { type: 'bar', label: 'edited 95% interval', data: interval(edited), backgroundColor: '#b8c9ea' },
      ],
    },
    options: { ...common, scales: { y: { min: 0, max: 1, ticks: { callback: (v) => `${Math.round(Number(v) * 100)}%` } } } },
  });
}

const common = { responsive: true, maintainAspectRatio: false, animation: false as const };

/** Draws (or redraws) one chart into its canvas; returns the chart for destroying later. */
export function drawChart(canvas: HTMLCanvasElement, which: ChartName, d: ChartData): Chart {
  Chart.getChart(canvas)?.destroy();
  if (which === 'win')
    return new Chart(canvas, {
      type: 'bar',
      data: {
        labels: d.win.labels,
        datasets: [
          // The observed rate as a marker over its interval bar, as in the HTML report.
          { type: 'line', label: 'win rate', data: d.win.p, showLine: false, pointRadius: 7, pointStyle: 'rectRot', backgroundColor: '#1f4e9c', borderColor: '#1f4e9c' },
          // Floating bars [lo, hi]: chart.js draws them, but its mixed-chart typing only admits numbers here.
          { type: 'bar', label: '95% interval', data: d.win.lo.map((lo, i) => [lo, d.win.hi[i]!]) as unknown as number[], backgroundColor: '#b8c9ea' },
        ],
      },
      options: {
        ...common,
        scales: { y: { min: 0, max: 1, ticks: { callback: (v) => `${Math.round(Number(v) * 100)}%` } } },
        plugins: {
          tooltip: {
            callbacks: {
              label: (ctx) => {
                if (ctx.datasetIndex === 0) return `win rate ${(Number(ctx.raw) * 100).toFixed(1)}%`;
                const [lo, hi] = ctx.raw as [number, number];
                return `95% interval ${(lo * 100).toFixed(1)}%–${(hi * 100).toFixed(1)}%`;
              },
            },
          },
        },
      },
    });
  return new Chart(canvas, {
    type: 'bar',
    data: { labels: d.rounds.labels, datasets: [{ label: 'games', data: d.rounds.n, backgroundColor: '#6aa56a' }] },
    options: { ...common, scales: { x: { title: { display: true, text: 'rounds' } }, y: { beginAtZero: true, ticks: { precision: 0 } } } },
  });
}

export function destroyChart(canvas: HTMLCanvasElement | null): void {
  if (canvas) Chart.getChart(canvas)?.destroy();
}

/** Try values: each side's win rate by the value tried, a marker on its 95% interval (the curve of `simulate --vary --report`). */
export function drawVaryChart(canvas: HTMLCanvasElement, runs: readonly { value: number; chart: ChartData }[]): Chart {
  Chart.getChart(canvas)?.destroy();
  const sides = runs[0]?.chart.win.labels ?? [];
  const palette = ['#1f4e9c', '#a8322d', '#2e7d32', '#8e5a00', '#6a1b9a'];
  const at = (side: string, key: 'p' | 'lo' | 'hi') => runs.map((r) => r.chart.win[key][r.chart.win.labels.indexOf(side)] ?? 0);
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: runs.map((r) => String(r.value)),
      datasets: sides.flatMap((side, i) => {
        const colour = palette[i % palette.length]!;
        return [
          { type: 'line' as const, label: side, data: at(side, 'p'), borderColor: colour, backgroundColor: colour, pointRadius: 5 },
          // Floating bars [lo, hi] (chart.js draws them; its mixed-chart typing only admits numbers here).
          { type: 'bar' as const, label: `${side} 95% interval`, data: at(side, 'lo').map((lo, k) => [lo, at(side, 'hi')[k]!]) as unknown as number[], backgroundColor: `${colour}33` },
        ];
      }),
    },
    options: { ...common, scales: { y: { min: 0, max: 1, ticks: { callback: (v) => `${Math.round(Number(v) * 100)}%` } }, x: { title: { display: true, text: 'value' } } } },
  });
}
