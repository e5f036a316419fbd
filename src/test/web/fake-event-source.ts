/**
 * The browser's EventSource for jsdom, which has none: the newest stream is `current`, and a test
 * delivers the server's live messages through it.
 */
import type { LiveMessage } from '../../shared/api/gallery';

export class FakeEventSource {
  static current: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
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
  emit(message: LiveMessage) {
    this.listeners.get(message.type)?.(
      new MessageEvent(message.type, { data: JSON.stringify(message) }),
    );
  }
}
