/**
 * The Node.js flags the product's server runs with: `npm start`, `npm run serve` (package.json)
 * and the image's command (Dockerfile) give them, and the benchmarks and the end-to-end
 * journeys start their servers with them, so what they measure and check is the product as it
 * runs (scripts/server-flags.test.ts checks the scripts and the image agree).
 * - `--max-semi-space-size=4`: V8's young generation otherwise keeps about 25 MB more at rest.
 * - `--v8-pool-size=1`: V8's background threads (collector helpers, code compilation), 4 by
 *   default, become one. On the two cores the server is sized for, four helpers took turns
 *   with the main thread and each other; with one, the server's peak memory while starting
 *   and under 50 uploads fell by about 40 MB and its CPU per uploaded GB by about a tenth.
 * - `--expose-gc`: once the server goes quiet after work, it collects that work's garbage at
 *   once (src/server/memory-trim.ts) instead of keeping it until V8 next collects by itself.
 */
export const serverNodeFlags = [
  '--max-semi-space-size=4',
  '--v8-pool-size=1',
  '--expose-gc',
] as const;
