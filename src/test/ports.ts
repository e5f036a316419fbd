/**
 * Ports for the processes the tests start. A port chosen by `freePort` is only free a moment
 * ago: until the process started on it listens, another test's server (the suites run side by
 * side) may take it and answer in its place. `listensOn` tells the process' own listening
 * socket from another's, so a start can wait for its process and not be fooled.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port where no test's server can listen: below the range the system hands out for port 0,
 * and no service of this machine listens on it. Connecting to it is refused.
 */
export const refusedPort = 1;

/**
 * Process `pid` itself holds a listening socket on `port` (Linux: a LISTEN entry of
 * /proc/net/tcp or tcp6 whose socket is among the process' open files). Where there is no
 * /proc, it is taken on trust.
 */
export function listensOn(pid: number | undefined, port: number): boolean {
  if (!pid || !existsSync('/proc/net/tcp')) return true;
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const sockets = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      // local address, state (0A: LISTEN), inode
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A' && fields[9]) {
        sockets.add(`socket:[${fields[9]}]`);
      }
    }
  }
  if (sockets.size === 0) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** A start found its port taken before its process could listen on it. */
export class PortTaken extends Error {}

/**
 * `start` on a port from `choosePort`; when it throws {@link PortTaken}, again on another port,
 * up to five tries in all. Any other error goes up at once.
 */
export async function onFreePort<T>(
  start: (port: number) => Promise<T>,
  choosePort: () => Promise<number> = freePort,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await choosePort();
    try {
      return await start(port);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

/**
 * For tests of the above: a `choosePort` that gives `taken` first (a port another server holds)
 * and free ports after, and the ports it gave.
 */
export function takenFirst(taken: number): { choose: () => Promise<number>; chosen: number[] } {
  const chosen: number[] = [];
  return {
    chosen,
    async choose() {
      const port = chosen.length === 0 ? taken : await freePort();
      chosen.push(port);
      return port;
    },
  };
}
