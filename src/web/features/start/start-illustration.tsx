/** Decorative collage for the start screen: polaroids, a phone with a gallery, a wish card. */
import { useId } from 'react';
import classes from './start-page.module.css';

const c = (name: string) => `var(--mantine-color-${name})`;

export function StartIllustration() {
  const id = useId().replace(/:/g, '');
  const shadow = `${id}-shadow`;
  const sunset = `${id}-sunset`;
  const dusk = `${id}-dusk`;
  return (
    <svg
      viewBox="0 0 520 440"
      className={classes.illustration}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#463c34" floodOpacity="0.16" />
        </filter>
        <linearGradient id={sunset} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c('clay-2')} />
          <stop offset="1" stopColor={c('clay-4')} />
        </linearGradient>
        <linearGradient id={dusk} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c('sand-3')} />
          <stop offset="1" stopColor={c('sand-5')} />
        </linearGradient>
      </defs>

      <circle cx="270" cy="225" r="195" fill={c('clay-1')} opacity="0.75" />

      {/* Polaroid: a landscape at sunset */}
      <g transform="rotate(-10 150 190)" filter={`url(#${shadow})`}>
        <rect x="60" y="90" width="170" height="200" rx="6" fill="#fffcf9" />
        <rect x="74" y="104" width="142" height="142" rx="3" fill={`url(#${sunset})`} />
        <circle cx="180" cy="142" r="16" fill="#fffcf9" opacity="0.85" />
        <path
          d="M74 222 L118 176 L150 206 L176 186 L216 222 L216 246 L74 246 Z"
          fill={c('clay-7')}
          opacity="0.85"
        />
        <rect x="92" y="262" width="80" height="7" rx="3.5" fill={c('sand-2')} />
      </g>

      {/* Polaroid: a video */}
      <g transform="rotate(9 390 170)" filter={`url(#${shadow})`}>
        <rect x="310" y="64" width="160" height="188" rx="6" fill="#fffcf9" />
        <rect x="323" y="77" width="134" height="134" rx="3" fill={`url(#${dusk})`} />
        <circle cx="390" cy="144" r="24" fill="#fffcf9" opacity="0.92" />
        <path d="M382 131 L402 144 L382 157 Z" fill={c('clay-7')} />
        <rect x="338" y="226" width="64" height="7" rx="3.5" fill={c('sand-2')} />
      </g>

      {/* Phone with the event gallery */}
      <g filter={`url(#${shadow})`}>
        <rect x="196" y="128" width="156" height="296" rx="26" fill={c('sand-9')} />
        <rect x="206" y="140" width="136" height="272" rx="18" fill="#fffcf9" />
        <rect x="252" y="148" width="44" height="8" rx="4" fill={c('sand-9')} />
        <rect x="222" y="172" width="70" height="9" rx="4.5" fill={c('clay-3')} />
        <rect x="222" y="188" width="100" height="6" rx="3" fill={c('sand-2')} />
        <rect x="222" y="208" width="32" height="32" rx="6" fill={c('clay-2')} />
        <rect x="258" y="208" width="32" height="32" rx="6" fill={c('sand-3')} />
        <rect x="294" y="208" width="32" height="32" rx="6" fill={c('clay-4')} />
        <rect x="222" y="244" width="32" height="32" rx="6" fill={c('sand-4')} />
        <rect x="258" y="244" width="32" height="32" rx="6" fill={c('clay-3')} />
        <rect x="294" y="244" width="32" height="32" rx="6" fill={c('sand-2')} />
        <rect x="222" y="280" width="32" height="32" rx="6" fill={c('clay-1')} />
        <rect x="258" y="280" width="32" height="32" rx="6" fill={c('clay-5')} opacity="0.7" />
        <rect x="294" y="280" width="32" height="32" rx="6" fill={c('sand-3')} />
        <rect x="222" y="360" width="104" height="34" rx="17" fill={c('clay-7')} />
        <path
          d="M274 386 L274 370 M266 377 L274 369 L282 377"
          stroke="#fffcf9"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </g>

      {/* Guestbook wish */}
      <g transform="rotate(-5 420 330)" filter={`url(#${shadow})`}>
        <rect x="352" y="292" width="140" height="86" rx="10" fill="#fffcf9" />
        <rect x="368" y="310" width="96" height="6" rx="3" fill={c('sand-3')} />
        <rect x="368" y="324" width="108" height="6" rx="3" fill={c('sand-2')} />
        <rect x="368" y="338" width="72" height="6" rx="3" fill={c('sand-2')} />
        <path
          d="M370 362 C378 352 384 368 392 358 S404 356 410 362"
          stroke={c('clay-6')}
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </g>

      {/* Voice message */}
      <g filter={`url(#${shadow})`}>
        <circle cx="110" cy="344" r="30" fill="#fffcf9" />
        <rect x="103" y="328" width="14" height="22" rx="7" fill={c('clay-7')} />
        <path
          d="M96 343 a14 14 0 0 0 28 0 M110 357 L110 364"
          stroke={c('clay-7')}
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </g>

      {/* Heart */}
      <g filter={`url(#${shadow})`}>
        <circle cx="478" cy="262" r="24" fill="#fffcf9" />
        <path
          d="M478 274c-.5 0-1-.2-1.3-.5l-7.3-7c-3.6-3.4-3.4-8.8.6-10.2 2.8-1 5.6.3 8 3 2.4-2.7 5.2-4 8-3 4 1.4 4.2 6.8.6 10.2l-7.3 7c-.3.3-.8.5-1.3.5z"
          fill={c('clay-6')}
        />
      </g>

      {/* Sparkles */}
      <path d="M190 58 l5 13 13 5 -13 5 -5 13 -5 -13 -13 -5 13 -5 z" fill={c('clay-4')} />
      <path d="M482 40 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3 z" fill={c('clay-3')} />
      <path d="M40 220 l3 8 8 3 -8 3 -3 8 -3 -8 -8 -3 8 -3 z" fill={c('sand-4')} />
    </svg>
  );
}
