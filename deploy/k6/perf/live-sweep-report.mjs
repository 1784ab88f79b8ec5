// The live streams sweep's summary (run-live-sweep.sh): from each rate's figures (live-streams-bench.mjs
// FIGURES_OUT), a markdown table on stdout and a chart of the time a price change takes to reach the
// streams against the checkout rate reached meanwhile, with the goals (issue 23) as dashed lines.
// Vega-Lite compiles the chart, Vega renders it to SVG and resvg to PNG, as deploy/scale/scale-chart.mjs.
// node live-sweep-report.mjs <heading> <out.png> <figures.json>...
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import * as vega from 'vega';
import { compile } from 'vega-lite';

const [heading, chartFile, ...figureFiles] = process.argv.slice(2);
const runs = figureFiles.map((file) => JSON.parse(readFileSync(file, 'utf8')));
const GOALS = { reach95: 500, reachAll: 2000 };
const FONT = 'DejaVu Sans';

const ms = (value) => (value === null || !Number.isFinite(value) ? 'not reached' : `${Math.round(value)} ms`);
const table = [
  '| checkout asked / reached (orders/s) | call to first stream (median) | fan-out to 95% (median) | 95% reached: median / worst | all reached: median / worst | gateway CPU per event |',
  '|---|---:|---:|---:|---:|---:|',
  ...runs.map(
    (run) =>
      `| ${run.ordersPerSecondTarget} / ${run.ordersPerSecond.toFixed(1)} | ${ms(run.firstEvent.median)} | ${ms(run.fanOut95.median)} | ${ms(run.reach95.median)} / ${ms(run.reach95.worst)} | ${ms(run.reachAll.median)} / ${ms(run.reachAll.worst)} | ${run.gatewayCpuPerEventMicroseconds.toFixed(1)} µs |`,
  ),
];

const SERIES = [
  ['95% reached, median change', (run) => run.reach95.median],
  ['all reached, worst change', (run) => run.reachAll.worst],
  ['call to the first stream, median', (run) => run.firstEvent.median],
  ['first stream to 95% (fan-out), median', (run) => run.fanOut95.median],
];
const points = runs.flatMap((run) =>
  SERIES.map(([series, value]) => ({ rate: run.ordersPerSecond, series, ms: value(run) })).filter((point) =>
    Number.isFinite(point.ms),
  ),
);
const spec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  title: {
    text: `A price change reaching ${runs[0].streams.toLocaleString('en')} streams on one gateway, against the checkout load`,
    subtitle: [
      heading.replace(/^## /, '').replace(/: the sweep.*/, ''),
      `dashed: the goals, 95% within ${GOALS.reach95} ms and all within ${GOALS.reachAll} ms (issue 23)`,
    ],
  },
  width: 640,
  height: 360,
  data: { values: points },
  layer: [
    {
      mark: { type: 'line', point: { size: 50 }, strokeWidth: 2 },
      encoding: {
        x: { field: 'rate', type: 'quantitative', title: 'cash orders per second placed meanwhile' },
        y: { field: 'ms', type: 'quantitative', title: 'ms from the admin’s call' },
        color: {
          field: 'series',
          type: 'nominal',
          scale: { scheme: 'tableau10' },
          sort: SERIES.map(([series]) => series),
          legend: { orient: 'bottom', direction: 'vertical', title: null, labelLimit: 400 },
        },
        shape: { field: 'series', type: 'nominal', sort: SERIES.map(([series]) => series) },
      },
    },
    ...Object.values(GOALS).map((goal) => ({
      mark: { type: 'rule', strokeDash: [6, 4], color: '#d62728' },
      encoding: { y: { datum: goal } },
    })),
  ],
  config: { font: FONT, background: 'white', title: { fontSize: 14 } },
};
const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
const png = new Resvg(await view.toSVG(), {
  fitTo: { mode: 'zoom', value: 2 },
  font: { loadSystemFonts: true, defaultFontFamily: FONT },
})
  .render()
  .asPng();
writeFileSync(chartFile, png);

process.stdout.write(
  `\n${heading}\n\nOne run of run-live-bench.sh per rate (its tables above); the medians and worst are over each run's price changes.\n\n${table.join('\n')}\n\n![The sweep](${basename(chartFile)})\n`,
);
