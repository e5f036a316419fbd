// Runs every test: unit and integration (Vitest), then builds the product, runs the end-to-end
// journeys (Playwright) and the benchmarks' quick modes (so none of them can silently stop working).
import { spawnSync } from 'node:child_process';

const steps = [
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  ['benchmark quick modes: bench:guest', 'npx', ['tsx', 'bench/guest.ts', '--quick']],
  ['benchmark quick modes: bench:uploads (tus)', 'npx', ['tsx', 'bench/uploads-tus.ts', '--quick']],
  ['benchmark quick modes: bench:uploads (media)', 'npx', ['tsx', 'bench/media.ts', '--quick']],
  [
    'benchmark quick modes: bench:downloads (ZIP)',
    'npx',
    ['tsx', 'bench/downloads-zip.ts', '--quick'],
  ],
  [
    'benchmark quick modes: bench:downloads (grid)',
    'npx',
    ['tsx', 'bench/grid-render.ts', '--quick'],
  ],
  ['benchmark quick modes: bench:scale', 'npx', ['tsx', 'bench/scale.ts', '--quick']],
  ['benchmark quick modes: bench (storage)', 'npx', ['tsx', 'bench/storage.ts', '--quick']],
  ['benchmark quick modes: bench:memory', 'npx', ['tsx', 'bench/memory.ts', '--quick']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  results.push([name, status === 0]);
  if (status !== 0) break;
}

const passed = results.filter(([, ok]) => ok).length;
const failed = results.length - passed;
console.log('');
for (const [name, ok] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
