// `node scripts/bench/lantern-graph.mjs <run>.artifacts.json [--cached <regexp>]…`
//
// Replays how Lighthouse's simulation (lantern: slow 4G, 4x CPU) arrived at a page's LCP, from a
// run saved by `BENCH_SAVE_LHR=<folder> npm run bench:web`: the simulated timeline of the
// requests and the longer tasks it counted (its pessimistic graph; on these pages both of its
// graphs hold the same requests). `--cached <regexp>` replays it as if the matching requests cost
// nothing (served from the cache): what taking them off the page's path could gain.
//
// An analysis tool: it reaches into Lighthouse's internals (checked with lighthouse 12.8), which
// may move in another version.
import fs from 'node:fs';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import { parseCli, UsageError } from '../lib/cli.mjs';

const usage = 'usage: node scripts/bench/lantern-graph.mjs <run>.artifacts.json [--cached <regexp>]…';
const { file, cached } = parseCli({
  usage,
  options: { cached: { type: 'string', multiple: true, default: [] } },
  positionals: 1,
  check: ({ values, positionals }) => {
    if (!positionals[0]) throw new UsageError('Which saved run? Name its .artifacts.json file.');
    return {
      file: positionals[0],
      cached: values.cached.map((source) => {
        try {
          return new RegExp(source);
        } catch (error) {
          throw new UsageError(`--cached ${source}: ${error.message}`);
        }
      }),
    };
  },
});
const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
const data = {
  trace: saved.Trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: saved.settings,
  URL: saved.URL,
  SourceMaps: [],
  simulator: null,
};

const params = await getComputationDataParams(data, { computedCache: new Map() });
params.graph.traverse((node) => {
  if (node.type === 'network' && cached.some((re) => re.test(node.request.url))) {
    node.request.fromDiskCache = true;
    node.request.resourceSize = 0;
  }
});
const fcp = Lantern.Metrics.FirstContentfulPaint.compute(params);
const lcp = Lantern.Metrics.LargestContentfulPaint.compute(params, { fcpResult: fcp });
const ms = (n) => n.toFixed(0).padStart(5);
console.log(`FCP ${ms(fcp.timing)} ms, LCP ${ms(lcp.timing)} ms${cached.length ? ` (as if cached: ${cached.join(' ')})` : ''}`);
console.log(' start    end   bytes  priority  request / task');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of rows) {
  if (node.type === 'network') {
    const { request } = node;
    console.log(`${ms(timing.startTime)}  ${ms(timing.endTime)}  ${String(request.transferSize).padStart(6)}  ${request.priority.padEnd(8)}  ${request.url}`);
  } else if (timing.endTime - timing.startTime >= 15) {
    const scripts = [...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop());
    console.log(
      `${ms(timing.startTime)}  ${ms(timing.endTime)}  ${' '.repeat(6)}  ${'task'.padEnd(8)}  ${(timing.endTime - timing.startTime).toFixed(0)} ms${scripts.length ? ` running ${scripts.join(', ')}` : ''}`,
    );
  }
}
