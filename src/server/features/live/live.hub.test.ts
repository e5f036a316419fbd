import { describe, expect, it } from 'vitest';
import { sseFrame } from './live.hub';
import { parsePayload } from './live-bus';

describe('live frames and notifications', () => {
  it('writes SSE frames: event and data, the id only when given, a bare id alone', () => {
    expect(sseFrame({ type: 'media.removed', ids: ['a', 'b'] }, 42)).toBe(
      'event: media.removed\ndata: {"type":"media.removed","ids":["a","b"]}\nid: 42\n\n',
    );
    expect(sseFrame({ type: 'event.updated' })).toBe(
      'event: event.updated\ndata: {"type":"event.updated"}\n\n',
    );
    expect(sseFrame(null, 7)).toBe('id: 7\n\n');
    // A message with a line break in a guest's text stays on one data line (JSON escapes it).
    const frame = sseFrame({
      type: 'guestbook.removed',
      ids: ['x\ny'],
    });
    expect(frame.split('\n').filter((line) => line.startsWith('data: '))).toHaveLength(1);
  });

  it('reads notification payloads and ignores anything else', () => {
    expect(parsePayload('abc-DEF_1:17')).toEqual({ eventId: 'abc-DEF_1', id: 17 });
    for (const bad of [
      undefined,
      '',
      ':17',
      'abc',
      'abc:',
      'abc:0',
      'abc:-1',
      'abc:1.5',
      'abc:x',
    ]) {
      expect(parsePayload(bad), String(bad)).toBeNull();
    }
  });
});
