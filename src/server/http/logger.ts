/** The process' pino logger: JSON lines carrying the process id and the instance (host name). */
import os from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid, hostname: os.hostname() } };
  return destination ? pino(options, destination) : pino(options);
}
