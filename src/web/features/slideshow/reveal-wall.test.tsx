// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../test/web/render';
import { formatCountdown } from '../../shared/countdown';
import { RevealWall, revealAnimationMs } from './reveal-wall';

afterEach(() => {
  vi.useRealTimers();
});

function wall(pending: boolean, at: string | null, onChange = () => {}) {
  return (
    <RevealWall
      pending={pending}
      at={at}
      name="Wesele Ani i Tomka"
      timeZone="Europe/Warsaw"
      language="pl"
      taken={12}
      livePath="/api/events/e1/live"
      onChange={onChange}
    >
      <p>the show</p>
    </RevealWall>
  );
}

describe('the live wall in reveal mode', () => {
  it('waits with the countdown and the photos taken, plays the reveal, then shows the show', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-06-20T18:00:00Z'));
    const at = '2026-06-20T20:30:05Z';
    let reveal = () => {};
    function Harness() {
      const [pending, setPending] = useState(true);
      reveal = () => setPending(false);
      return wall(pending, at);
    }
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('wall-waiting')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2:30:05');
    expect(screen.getByText('Zrobiono już 12 zdjęć')).toBeTruthy();
    expect(screen.queryByText('the show')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('2:30:00');

    act(() => reveal());
    expect(screen.getByTestId('wall-revealing').textContent).toBe(pl.play.wall.reveal);
    act(() => {
      vi.advanceTimersByTime(revealAnimationMs - 100);
    });
    expect(screen.queryByText('the show')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('the show')).toBeTruthy();
  });

  it('shows the show at once when the photos are revealed already', () => {
    renderWithProviders(wall(false, null));
    expect(screen.getByText('the show')).toBeTruthy();
    expect(screen.queryByTestId('wall-waiting')).toBeNull();
  });

  it('at zero asks for the event again, and keeps asking until the server agrees', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-06-20T18:00:00Z'));
    const onChange = vi.fn();
    renderWithProviders(wall(true, '2026-06-20T18:00:02Z', onChange));
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('counts down in hours, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(59.9)).toBe('0:00:59');
    expect(formatCountdown(26 * 3600 + 61)).toBe('26:01:01');
  });
});
