// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxBatchMessageLength } from '../../../shared/api/public-constants';
import { readDraft, readGuestName, storeDraft, storeGuestName } from './guest-memory';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the name a guest last sent', () => {
  it('is offered again at the same event only, trimmed, and a send without a name forgets it', () => {
    expect(readGuestName('name-1')).toBe('');
    storeGuestName('name-1', '  Ciocia Basia ');
    expect(readGuestName('name-1')).toBe('Ciocia Basia');
    expect(localStorage.getItem('momenty-guest-name:name-1')).toBe('Ciocia Basia');
    expect(readGuestName('name-2')).toBe('');
    storeGuestName('name-1', '');
    expect(readGuestName('name-1')).toBe('');
  });

  it('survives a reload through localStorage, and a stored value too long is not offered', () => {
    localStorage.setItem('momenty-guest-name:name-3', 'Wujek Staszek');
    expect(readGuestName('name-3')).toBe('Wujek Staszek');
    localStorage.setItem('momenty-guest-name:name-4', 'x'.repeat(81));
    expect(readGuestName('name-4')).toBe('');
  });

  it('lives for the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(readGuestName('name-5')).toBe('');
    storeGuestName('name-5', 'Ania');
    expect(readGuestName('name-5')).toBe('Ania');
    storeDraft('name-5', 'wish', { guestName: 'Ania', message: 'Sto lat!' });
    expect(readDraft('name-5', 'wish')).toEqual({ guestName: 'Ania', message: 'Sto lat!' });
    storeDraft('name-5', 'wish', null);
    expect(readDraft('name-5', 'wish')).toBeNull();
  });

  it('is kept by the page when the browser accepts the write and drops it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {});
    storeGuestName('name-6', 'Wujek Staszek');
    expect(readGuestName('name-6')).toBe('Wujek Staszek');
  });
});

describe('a wish not sent', () => {
  it('is kept for the tab per event, and forgotten once sent or emptied', () => {
    expect(readDraft('wish-1', 'wish')).toBeNull();
    storeDraft('wish-1', 'wish', { guestName: 'Ania', message: 'Sto lat!' });
    expect(readDraft('wish-1', 'wish')).toEqual({ guestName: 'Ania', message: 'Sto lat!' });
    expect(JSON.parse(sessionStorage.getItem('momenty-guest-wish:wish-1') ?? '')).toEqual({
      guestName: 'Ania',
      message: 'Sto lat!',
    });
    expect(readDraft('wish-2', 'wish')).toBeNull();
    storeDraft('wish-1', 'wish', { guestName: ' ', message: '' });
    expect(readDraft('wish-1', 'wish')).toBeNull();
    // A name alone is no wish: the name sent later is the one offered.
    storeDraft('wish-1', 'wish', { guestName: 'Ania', message: ' ' });
    expect(readDraft('wish-1', 'wish')).toBeNull();
    expect(sessionStorage.getItem('momenty-guest-wish:wish-1')).toBeNull();
    storeDraft('wish-1', 'wish', { guestName: '', message: 'Dla młodej pary' });
    storeDraft('wish-1', 'wish', null);
    expect(readDraft('wish-1', 'wish')).toBeNull();
  });

  it('reads what a reload left in sessionStorage, and ignores what is not a wish', () => {
    sessionStorage.setItem(
      'momenty-guest-wish:wish-3',
      JSON.stringify({ guestName: 'Ania', message: 'Sto lat!' }),
    );
    expect(readDraft('wish-3', 'wish')).toEqual({ guestName: 'Ania', message: 'Sto lat!' });
    for (const [index, stored] of [
      '{not json',
      'null',
      '"Sto lat"',
      JSON.stringify({ guestName: 5, message: 'Sto lat' }),
      JSON.stringify({ guestName: 'Ania' }),
      JSON.stringify({ guestName: 'Ania', message: 'x'.repeat(351) }),
    ].entries()) {
      sessionStorage.setItem(`momenty-guest-wish:bad-${index}`, stored);
      expect(readDraft(`bad-${index}`, 'wish')).toBeNull();
    }
  });
});

describe('the message written to go with photos and not sent', () => {
  it('is kept apart from the wish, and checked against the photos message limit', () => {
    storeDraft('photos-1', 'photos', { guestName: 'Ania', message: 'Z tańców' });
    expect(readDraft('photos-1', 'photos')).toEqual({ guestName: 'Ania', message: 'Z tańców' });
    expect(readDraft('photos-1', 'wish')).toBeNull();
    expect(sessionStorage.getItem('momenty-guest-photos:photos-1')).not.toBeNull();
    storeDraft('photos-1', 'photos', null);
    expect(readDraft('photos-1', 'photos')).toBeNull();
    sessionStorage.setItem(
      'momenty-guest-photos:photos-2',
      JSON.stringify({ guestName: 'Ania', message: 'x'.repeat(maxBatchMessageLength + 1) }),
    );
    expect(readDraft('photos-2', 'photos')).toBeNull();
  });
});
