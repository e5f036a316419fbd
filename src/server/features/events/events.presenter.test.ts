import { describe, expect, it } from 'vitest';
import { presentEventDetail, presentEventSummary } from './events.presenter';
import type { EventRow } from './events.repository';

const row: EventRow = {
  id: 'abc',
  userId: 'owner',
  name: 'Wesele',
  eventDate: '2026-06-20',
  description: '',
  type: 'wedding',
  guestCount: 100,
  language: 'en',
  timeZone: 'Europe/Warsaw',
  plan: 'basic',
  paid: true,
  activationDate: '2026-06-20',
  settings: {
    uploadsEnabled: true,
    guestbookVisible: true,
    slideshowVisible: false,
    slideshowIntervalSeconds: 5,
    guestZipDownload: false,
  },
  style: {},
  passwordHash: '$argon2id$v=19$secret',
  zipStatus: 'WAITING',
  filesCount: 3,
  videosCount: 1,
  albumsCount: 1,
  expiresAt: new Date('2026-10-05T00:00:00Z'),
  createdAt: new Date('2026-06-01T10:00:00Z'),
  updatedAt: new Date('2026-06-01T10:00:00Z'),
};

describe('event presenters', () => {
  it('derives the state from the windows in the event zone', () => {
    // basic: 7 upload days (20–26 June), then 10 download days (to 6 July), Warsaw time.
    const at = (iso: string) => presentEventSummary(row, new Date(iso)).state;
    expect(at('2026-06-19T21:59:59Z')).toBe('notYetActive');
    expect(at('2026-06-19T22:00:00Z')).toBe('uploading');
    expect(at('2026-06-26T21:59:59Z')).toBe('uploading');
    expect(at('2026-06-26T22:00:00Z')).toBe('downloading');
    expect(at('2026-07-06T21:59:59Z')).toBe('downloading');
    expect(at('2026-07-06T22:00:00Z')).toBe('expired');
  });

  it('gives a list entry the window instants worked out in the event zone', () => {
    const summary = presentEventSummary(
      { ...row, timeZone: 'America/New_York' },
      new Date('2026-06-21T10:00:00Z'),
    );
    // basic in New York (UTC−4 in summer): uploads 20–26 June, downloads to 6 July.
    expect(summary.periods).toEqual({
      uploadStart: '2026-06-20T04:00:00.000Z',
      uploadEnd: '2026-06-27T03:59:59.999Z',
      downloadEnd: '2026-07-07T03:59:59.999Z',
    });
  });

  it('answers limits, periods and the guest link, never the password hash', () => {
    const detail = presentEventDetail(
      row,
      new Date('2026-06-21T10:00:00Z'),
      'https://momenty.test',
    );
    expect(detail).toMatchObject({
      hasPassword: true,
      filesLimit: 100,
      limits: { files: 100, videos: 10, albums: 1 },
      periods: {
        uploadStart: '2026-06-19T22:00:00.000Z',
        uploadEnd: '2026-06-26T21:59:59.999Z',
        downloadEnd: '2026-07-06T21:59:59.999Z',
      },
      guestUrl: 'https://momenty.test/public/abc',
      expiresAt: '2026-10-05T00:00:00.000Z',
    });
    expect(JSON.stringify(detail)).not.toContain('argon2');
    expect(detail).not.toHaveProperty('userId');
  });
});
