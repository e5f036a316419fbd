/**
 * For reference in bench:uploads, the most any Node server can do here: a bare HTTP server
 * that writes each PUT's body to a file while hashing it (SHA-256, CRC-32), nothing else (no
 * framework, no protocol, no database). A module of its own, bundled on its own, that imports
 * nothing but Node: bundled with the upload benchmark, its process also loaded every package
 * of the product's server (the bundle imports them at its top), and with that bigger heap V8
 * marked it four to six times a round on every core, which made it a third slower than this
 * server alone.
 *
 * Forked by bench/uploads-tus.ts with BENCH_DATA_DIR; sends { url } when it listens; answers
 * 'cpu' with its CPU seconds since then (in all and the kernel's part), and 'stop' the same
 * before it exits.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';

// A server whose client has gone (failed, killed) stops too, rather than hold the terminal.
process.once('disconnect', () => process.exit(1));

const dataDir = process.env.BENCH_DATA_DIR as string;
await mkdir(dataDir, { recursive: true });
let files = 0;
let cpuAtStart = process.cpuUsage();
const server = http.createServer(async (req, res) => {
  const sha = createHash('sha256');
  let crc = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sha.update(chunk);
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
  });
  const file = createWriteStream(path.join(dataDir, String(files++)), {
    highWaterMark: 256 * 1024,
  });
  await pipeline(req, tap, file);
  res.writeHead(204, { 'x-sha256': sha.digest('hex'), 'x-crc32': String(crc) }).end();
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  cpuAtStart = process.cpuUsage();
  process.send?.({ url: `http://127.0.0.1:${port}`, eventId: '' });
});
process.on('message', (message) => {
  if (message !== 'cpu' && message !== 'stop') return;
  const used = process.cpuUsage(cpuAtStart);
  const cpu = { cpuSeconds: (used.user + used.system) / 1e6, kernelSeconds: used.system / 1e6 };
  process.send?.(cpu, () => {
    if (message === 'stop') process.exit(0);
  });
});
