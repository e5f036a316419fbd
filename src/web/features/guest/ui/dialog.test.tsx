// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestDialog } from './dialog';

/** The primary pointer as the browser reports it: `coarse` on a touch screen. */
function pointer(kind: 'fine' | 'coarse') {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === `(pointer: ${kind})`,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function openDialog() {
  return render(
    <GuestDialog opened onClose={() => {}} title="Podziel się zdjęciami" closeLabel="Zamknij">
      <label>
        Twoje imię
        <input name="name" />
      </label>
    </GuestDialog>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the guest dialog', () => {
  it('with a mouse and keys, puts the focus in its first field', () => {
    pointer('fine');
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Twoje imię' }));
  });

  it('on a touch screen, focuses itself: no keyboard opens over it before the guest taps a field', () => {
    pointer('coarse');
    openDialog();
    expect(document.activeElement).toBe(
      screen.getByRole('dialog', { name: 'Podziel się zdjęciami' }),
    );
  });
});
