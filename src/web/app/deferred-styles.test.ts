// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeferredStyles } from './deferred-styles';

describe('the stylesheets the start page fetched as preloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('become stylesheets before the app renders, which waits for them', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" data-app-style crossorigin href="/assets/a.css">';
    let done = false;
    const applied = applyDeferredStyles().then(() => {
      done = true;
    });
    // After two animation frames, which a loaded machine can delay well past 50 ms.
    await vi.waitFor(
      () => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const sheet = document.head.querySelector('link[rel="stylesheet"]') as HTMLLinkElement;
    expect(sheet?.getAttribute('href')).toMatch(/\/assets\/a\.css$/);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(done).toBe(false);
    sheet.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });

  it('does nothing on pages without them', async () => {
    await applyDeferredStyles();
    expect(document.head.children).toHaveLength(0);
  });
});
