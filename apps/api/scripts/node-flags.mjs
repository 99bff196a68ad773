/**
 * The flags the API's node process runs with, wherever it is started: `npm start` and `npm run worker`
 * (apps/api/package.json, which cannot import this file: test/node-flags.test.ts holds the two equal),
 * the benchmark and the scripts that start the real server.
 *
 * --max-semi-space-size=8: V8 sizes the young generation from the machine's memory; on a 24 GB machine
 * it grows to ~190 MB of heap that a garbage collection empties but never gives back, so the process
 * sat at ~290 MB with ~50 MB of live objects. 8 MB semi-spaces keep it near 160 MB with the same
 * throughput (docs/benchmarks.md §10, issue 32).
 */
export const NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8'];
