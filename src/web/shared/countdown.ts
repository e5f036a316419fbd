/** Counting down to a moment (reveal mode's guest page and live wall). */
import { useEffect, useRef, useState } from 'react';
import { localDate } from '../../shared/domain/time';
import { formatTimeInZone } from '../../shared/i18n/format';

/** `H:MM:SS` (hours may pass 24). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A moment in the event's zone: the hour, with the day when it is not today. */
export function formatMoment(at: string, language: string, timeZone: string, now = new Date()) {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return at;
  const sameDay = localDate(when, timeZone) === localDate(now, timeZone);
  return formatTimeInZone(at, timeZone, language, sameDay ? 'none' : 'full');
}

/** Whole seconds until `at`, ticking every second while `enabled` (null without a moment). */
export function useSecondsTo(at: string | null, enabled: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled || !at) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, enabled]);
  if (!at) return null;
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

/** While `due`, calls `ask` now and every 5 s (the server decides when a moment has come). */
export function useAskWhileDue(due: boolean, ask: () => void) {
  const latest = useRef(ask);
  latest.current = ask;
  useEffect(() => {
    if (!due) return;
    latest.current();
    const timer = setInterval(() => latest.current(), 5_000);
    return () => clearInterval(timer);
  }, [due]);
}
