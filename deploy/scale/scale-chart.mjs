// Draws the p95 of every read against the orders stored, one panel per group of calls, from the raw
// figures scale-report.mjs wrote: Vega-Lite compiles the chart, Vega renders it to SVG without a
// browser, resvg turns that into a PNG (with the machine's fonts). Both axes are logarithmic: the data
// sizes are decades apart, and a call that stays within 1.5× of itself draws an almost flat line
// whatever its height, with the 50 ms goal as a dashed line.
// node deploy/scale/scale-chart.mjs <scale-benchmark-<run>.json> <out.png>
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import * as vega from 'vega';
import { compile } from 'vega-lite';

const [rawFile, out] = process.argv.slice(2);
const raw = JSON.parse(readFileSync(rawFile, 'utf8'));
const GOAL_P95_MS = 50;
const GROUPS = { orders: 'Orders (shopper and admin)', account: 'Addresses and cart', catalogue: 'Catalogue' };
const FONT = 'DejaVu Sans';

const points = raw.sizes.flatMap((size) =>
  (size.reads?.calls ?? [])
    .filter((call) => call.p95 !== undefined)
    .map((call) => ({ orders: size.orders, group: GROUPS[call.group], call: call.label, p95: call.p95 })),
);
const sizes = raw.sizes.map((size) => size.orders);

/** One panel per group of calls, each with its legend under its own axis; the y scale shared by all. */
const panel = (group) => ({
  title: group,
  width: 380,
  height: 340,
  transform: [{ filter: { field: 'group', equal: group } }],
  layer: [
    {
      mark: { type: 'line', point: { size: 50 }, strokeWidth: 2 },
      encoding: {
        x: {
          field: 'orders',
          type: 'quantitative',
          scale: { type: 'log', domain: [sizes[0] / 1.5, sizes.at(-1) * 1.5], nice: false },
          axis: { values: sizes, format: '~s', grid: true },
          title: 'orders stored',
        },
        y: { field: 'p95', type: 'quantitative', scale: { type: 'log' }, title: 'p95 (ms)' },
        color: {
          field: 'call',
          type: 'nominal',
          scale: { scheme: 'tableau10' },
          legend: { orient: 'bottom', direction: 'vertical', title: null, labelLimit: 380 },
        },
        shape: { field: 'call', type: 'nominal' },
      },
    },
    { mark: { type: 'rule', strokeDash: [6, 4], color: '#d62728' }, encoding: { y: { datum: GOAL_P95_MS } } },
  ],
});

const spec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  title: {
    text: 'p95 of each read through the gateway against the orders stored',
    subtitle: `${raw.startedAt.slice(0, 10)}, commit ${raw.commit}; dashed: the ${GOAL_P95_MS} ms goal (issue 21)`,
  },
  data: { values: points },
  hconcat: Object.values(GROUPS).map(panel),
  resolve: { scale: { y: 'shared', color: 'independent', shape: 'independent' } },
  config: { font: FONT, background: 'white', title: { fontSize: 14 } },
};

const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
const svg = await view.toSVG();
const png = new Resvg(svg, {
  fitTo: { mode: 'zoom', value: 2 },
  font: { loadSystemFonts: true, defaultFontFamily: FONT },
})
  .render()
  .asPng();
writeFileSync(out, png);
process.stderr.write(`  chart: ${out}\n`);
