// @vitest-environment jsdom
/**
 * The guest's lightbox moves as the owner's does: ← and → move between items, but not while the
 * guest seeks in a video's player or uses the browser's own Alt+← ("back"); a swipe moves too.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../shared/i18n/en/index';
import { publicMedia } from '../../../../test/web/album';
import { renderWithProviders } from '../../../../test/web/render';
import Lightbox from './lightbox';

const items = [
  publicMedia('v1', {
    kind: 'video',
    urls: { thumb: null, large: null, original: '/media/e1/v1/original', poster: null },
  }),
  publicMedia('p1'),
  publicMedia('a1', {
    kind: 'audio',
    urls: { thumb: null, large: null, original: '/media/e1/a1/original', poster: null },
  }),
];

function Shown({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState(start);
  return <Lightbox items={items} index={index} onIndexChange={setIndex} onClose={() => {}} />;
}

const position = (index: number) =>
  en.guest.lightbox.position.replace('{{index}}', String(index)).replace('{{count}}', '3');

describe('Lightbox', () => {
  it('moves with the keys, except those meant for the video player or the browser', async () => {
    renderWithProviders(<Shown />, { language: 'en' });
    expect(await screen.findByText(position(1))).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/e1/v1/original');
    // → on the focused player seeks in the video: the guest stays on it.
    fireEvent.keyDown(video as HTMLVideoElement, { key: 'ArrowRight' });
    expect(screen.getByText(position(1))).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText(position(2))).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/e1/p1/large');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
    expect(screen.getByText(position(2))).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText(position(3))).toBeTruthy();
    expect(screen.getByLabelText(en.guest.gallery.voice).tagName).toBe('AUDIO');
  });

  it('moves with a swipe across the stage, not with a scroll', async () => {
    renderWithProviders(<Shown start={1} />, { language: 'en' });
    const stage = await screen.findByTestId('lightbox-stage');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 280, clientY: 400 });
    expect(screen.getByText(position(2))).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 210 });
    expect(screen.getByText(position(3))).toBeTruthy();
  });
});
