import { describe, expect, it } from 'vitest';
import { openPublicEvent } from '../../../../test/web/public-event';
import { galleryFirstPagePath, publicMediaPath } from './media';

const teaser = { id: 'e 1', name: 'Wesele', language: 'pl' as const, style: {} };

describe('galleryFirstPagePath', () => {
  it('is the gallery’s first page, at the address the gallery asks for, when the open page shows it', () => {
    const event = openPublicEvent({ id: 'e 1' });
    expect(galleryFirstPagePath('e 1', { access: 'open', event })).toBe(
      '/api/public/events/e%201/media',
    );
    expect(galleryFirstPagePath('e 1', { access: 'open', event })).toBe(publicMediaPath('e 1'));
  });

  it('is nothing where the page shows no gallery: hidden, waiting for the reveal, locked, unavailable', () => {
    const hidden = openPublicEvent({ galleryVisible: false });
    const waiting = openPublicEvent();
    waiting.reveal = { ...waiting.reveal, revealed: false };
    expect(galleryFirstPagePath('e1', { access: 'open', event: hidden })).toBeNull();
    expect(galleryFirstPagePath('e1', { access: 'open', event: waiting })).toBeNull();
    expect(galleryFirstPagePath('e1', { access: 'locked', event: teaser })).toBeNull();
    expect(
      galleryFirstPagePath('e1', { access: 'unavailable', reason: 'expired', event: teaser }),
    ).toBeNull();
  });

  it('names a later page by its cursor', () => {
    expect(publicMediaPath('e1', 'a/b')).toBe('/api/public/events/e1/media?cursor=a%2Fb');
  });
});
