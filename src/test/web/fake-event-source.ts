/**
 * The browser's EventSource for jsdom, which has none: it records every stream opened (`all`, the
 * newest is `current`), and a test opens, fails and feeds them as the server would.
 */
import type { LiveMessage } from '../../shared/api/gallery';

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  static current: FakeEventSource | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this);
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** An error; `closed`: the browser gave up (an error status), so no retry of its own. */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.();
  }
  /** Raw data under `type`, as the server's frame carries it. */
  send(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
  emit(message: LiveMessage) {
    this.send(message.type, JSON.stringify(message));
  }

  /** Forgets the streams of an earlier test. */
  static forget() {
    FakeEventSource.all = [];
    FakeEventSource.current = null;
  }
}
