/** A server-sent-events reader over fetch, for tests: frames parsed as they arrive. */
import type { LiveMessage } from '../../../shared/api/gallery';

export type SseFrame = {
  event?: string;
  id?: string;
  retry?: string;
  data?: string;
  comments: string[];
};

export class SseReader {
  readonly frames: SseFrame[] = [];
  ended = false;
  private listeners = new Set<() => void>();

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  /** Opens the stream; a refused request is returned with its status and JSON body instead. */
  static async open(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<SseReader | { status: number; body: { error: string } }> {
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    if (response.status !== 200) {
      return { status: response.status, body: (await response.json()) as { error: string } };
    }
    const reader = new SseReader(response, controller);
    void reader.pump();
    return reader;
  }

  private async pump() {
    const body = this.response.body;
    if (!body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          this.frames.push(parseFrame(text.slice(0, end)));
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
        }
        this.notify();
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** Frames that carry a message, parsed. */
  messages(): (LiveMessage & { lastEventId?: string })[] {
    return this.frames
      .filter((frame) => frame.data !== undefined)
      .map((frame) => ({
        ...(JSON.parse(frame.data as string) as LiveMessage),
        lastEventId: frame.id,
      }));
  }

  /** The last `id:` the stream sent (what EventSource would send back as Last-Event-ID). */
  lastEventId(): string | undefined {
    return this.frames.filter((frame) => frame.id !== undefined).at(-1)?.id;
  }

  /** Resolves once `condition` holds (checked on every frame); rejects if the stream ends first. */
  until(condition: (reader: SseReader) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (condition(this)) {
          this.listeners.delete(check);
          resolve();
        } else if (this.ended) {
          this.listeners.delete(check);
          reject(new Error(`stream ended; frames: ${JSON.stringify(this.frames)}`));
        }
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Resolves when the server ends the stream. */
  untilEnded(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.ended) {
          this.listeners.delete(check);
          resolve();
        }
      };
      this.listeners.add(check);
      check();
    });
  }

  close() {
    this.controller.abort();
  }
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data')
        frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      else if (field === 'event' || field === 'id' || field === 'retry') frame[field] = value;
    }
  }
  return frame;
}

export function isReader(value: unknown): value is SseReader {
  return value instanceof SseReader;
}
