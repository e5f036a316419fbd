/**
 * The helper that starts real server processes: an instance is ready only when it is the one
 * answering on its port, and a port taken before the child listens is given up for another.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { type Instance, startInstance } from './instances';
import { takenFirst } from './ports';

let decoy: Server | undefined;
let instance: Instance | undefined;

afterAll(async () => {
  await instance?.stop();
  await new Promise((resolve) => decoy?.close(resolve));
});

it('does not take another server on its port for the instance, and starts it on another port', async () => {
  // Another test's server holds the port first chosen, and answers every request with 200.
  decoy = createServer((_req, res) => res.end('{"ok":true}'));
  await new Promise<void>((resolve) => decoy?.listen(0, '127.0.0.1', resolve));
  const taken = (decoy.address() as AddressInfo).port;
  const { choose, chosen } = takenFirst(taken);
  instance = await startInstance(
    'port-race',
    // Quiet, as the scale benchmark runs its instances: nothing in the log says it listens.
    { LOG_LEVEL: 'warn' },
    { choosePort: choose },
  );
  expect(chosen[0]).toBe(taken);
  expect(chosen).toHaveLength(2);
  expect(instance.port).toBe(chosen[1]);
  const ready = await fetch(`${instance.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.text()).not.toBe('{"ok":true}');
}, 120_000);
