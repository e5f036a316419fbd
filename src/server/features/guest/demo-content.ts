/**
 * What the demo at /test-event shows besides its style: six sample pictures (drawn here, so
 * nothing is stored and nothing is fetched), a background, and sample wishes in the visitor's
 * language. Pictures are rendered once per process by sharp from SVG and kept in memory
 * (a few hundred kB); they are served under the demo's /media URLs like any photo.
 */

import type { PublicGuestbookEntry, PublicMedia } from '../../../shared/api/public';
import { demoEventId } from '../../../shared/api/public';
import type { Language } from '../../../shared/i18n/index';
import { loadSharp } from '../media/sharp-loader';

type Scene = { id: string; guestName: string; width: number; height: number; svg: string };

const defs = (a: string, b: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;

function svg(width: number, height: number, a: string, b: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(a, b)}<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#glow)"/>${body}</svg>`;
}

/** Small round lights, seeded so every process draws the same picture. */
function confetti(
  width: number,
  height: number,
  seed: number,
  colors: string[],
  count = 70,
  largest = 18,
): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, i) => {
    const r = 4 + next() * (largest - 4);
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(1)}" fill="${colors[i % colors.length]}" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

const scenes: Scene[] = [
  {
    id: 'demo-rings',
    guestName: 'Kasia',
    width: 1200,
    height: 900,
    svg: svg(
      1200,
      900,
      '#f6d9d0',
      '#e9b7a6',
      `${confetti(1200, 900, 7, ['#fff7ef', '#f2c36b'])}<circle cx="520" cy="470" r="170" fill="none" stroke="#d9a441" stroke-width="38"/><circle cx="690" cy="470" r="170" fill="none" stroke="#f0d28a" stroke-width="38"/><circle cx="690" cy="300" r="22" fill="#fff"/>`,
    ),
  },
  {
    id: 'demo-toast',
    guestName: 'Marek',
    width: 900,
    height: 1200,
    svg: svg(
      900,
      1200,
      '#2e2a4a',
      '#6b4f7a',
      `${confetti(900, 1200, 11, ['#f7e3a1', '#ffffff', '#f2a7b8'])}<g fill="#f7e7b4" fill-opacity="0.85" stroke="#fff" stroke-width="6"><path d="M300 380 L420 380 L400 640 Q360 690 320 640 Z" transform="rotate(-12 360 520)"/><path d="M480 380 L600 380 L580 640 Q540 690 500 640 Z" transform="rotate(12 540 520)"/></g><g stroke="#fff" stroke-width="10" stroke-linecap="round"><line x1="340" y1="690" x2="330" y2="900" transform="rotate(-12 360 520)"/><line x1="560" y1="690" x2="570" y2="900" transform="rotate(12 540 520)"/></g>`,
    ),
  },
  {
    id: 'demo-cake',
    guestName: 'Babcia Ela',
    width: 1200,
    height: 900,
    svg: svg(
      1200,
      900,
      '#fbeee4',
      '#f3d3c3',
      `<g><rect x="420" y="520" width="360" height="170" rx="24" fill="#fffaf4" stroke="#e3b9a8" stroke-width="8"/><rect x="470" y="390" width="260" height="140" rx="22" fill="#fffaf4" stroke="#e3b9a8" stroke-width="8"/><rect x="520" y="290" width="160" height="110" rx="20" fill="#fffaf4" stroke="#e3b9a8" stroke-width="8"/><path d="M420 600 Q480 640 540 600 T660 600 T780 600" fill="none" stroke="#f2a7b8" stroke-width="10"/><circle cx="600" cy="265" r="16" fill="#f2a7b8"/><rect x="380" y="688" width="440" height="22" rx="11" fill="#d8a99a"/></g>`,
    ),
  },
  {
    id: 'demo-flowers',
    guestName: 'Ola i Piotr',
    width: 900,
    height: 1200,
    svg: svg(
      900,
      1200,
      '#e7f0e4',
      '#c9dcc4',
      Array.from({ length: 5 }, (_, i) => {
        const cx = 250 + (i % 3) * 200;
        const cy = 380 + Math.floor(i / 3) * 300 + (i % 2) * 60;
        const petals = Array.from({ length: 6 }, (_, p) => {
          const angle = (p * Math.PI) / 3;
          return `<circle cx="${(cx + Math.cos(angle) * 55).toFixed(0)}" cy="${(cy + Math.sin(angle) * 55).toFixed(0)}" r="48" fill="${i % 2 ? '#f4b6c2' : '#fff4f0'}"/>`;
        }).join('');
        return `<line x1="${cx}" y1="${cy}" x2="${cx - 20}" y2="1150" stroke="#7ea36f" stroke-width="10"/>${petals}<circle cx="${cx}" cy="${cy}" r="30" fill="#f2c36b"/>`;
      }).join(''),
    ),
  },
  {
    id: 'demo-dance',
    guestName: 'Tomek',
    width: 1200,
    height: 900,
    svg: svg(
      1200,
      900,
      '#1f2a44',
      '#3b2f5c',
      `${confetti(1200, 900, 23, ['#f2a7b8', '#8fd3f4', '#f7e3a1', '#b8f2c9'])}<circle cx="600" cy="170" r="90" fill="#cfd6e6" stroke="#fff" stroke-width="6"/><g stroke="#fff" stroke-opacity="0.35" stroke-width="40"><line x1="600" y1="170" x2="200" y2="900"/><line x1="600" y1="170" x2="1000" y2="900"/></g>`,
    ),
  },
  {
    id: 'demo-sparklers',
    guestName: 'Julia',
    width: 900,
    height: 1200,
    svg: svg(
      900,
      1200,
      '#14142b',
      '#2d2550',
      [220, 450, 680]
        .map((x, i) => {
          const y = 420 + i * 110;
          const rays = Array.from({ length: 16 }, (_, r) => {
            const angle = (r * Math.PI) / 8;
            return `<line x1="${x}" y1="${y}" x2="${(x + Math.cos(angle) * 120).toFixed(0)}" y2="${(y + Math.sin(angle) * 120).toFixed(0)}"/>`;
          }).join('');
          return `<g stroke="#ffe6a3" stroke-width="5" stroke-linecap="round">${rays}</g><circle cx="${x}" cy="${y}" r="18" fill="#fff"/><line x1="${x}" y1="${y}" x2="${x + 20}" y2="1150" stroke="#9aa0b8" stroke-width="8"/>`;
        })
        .join(''),
    ),
  },
];

/** Soft light circles (bokeh) over a blush gradient. */
const background = svg(
  1600,
  1000,
  '#f4e2d7',
  '#dcb3a3',
  `${confetti(1600, 1000, 5, ['#ffffff', '#f7d9c9', '#e6a996', '#f3cf8a'], 90, 60)}`,
);

export const demoAlbumId = `${demoEventId}-album`;

/** The id of the demo's background picture (served as its `large` variant). */
export const demoBackgroundId = 'demo-background';

const derivative = { thumb: 480, large: 1600 } as const;
const cache = new Map<string, Promise<{ bytes: Buffer; type: string }>>();

/** The bytes of a demo picture's variant, or undefined for anything else. */
export function demoPicture(
  mediaId: string,
  variant: string,
): Promise<{ bytes: Buffer; type: string }> | undefined {
  const scene =
    mediaId === demoBackgroundId ? { svg: background } : scenes.find((each) => each.id === mediaId);
  if (!scene || !(variant === 'thumb' || variant === 'large' || variant === 'original')) {
    return undefined;
  }
  const key = `${mediaId}/${variant}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const svgBytes = Buffer.from(scene.svg);
    rendered = loadSharp().then((sharp) => {
      const image = sharp(svgBytes);
      return variant === 'original'
        ? image
            .jpeg({ quality: 85 })
            .toBuffer()
            .then((bytes) => ({ bytes, type: 'image/jpeg' }))
        : image
            .resize({ width: derivative[variant], height: derivative[variant], fit: 'inside' })
            .webp({ quality: 80 })
            .toBuffer()
            .then((bytes) => ({ bytes, type: 'image/webp' }));
    });
    cache.set(key, rendered);
  }
  return rendered;
}

const url = (mediaId: string, variant: string) => `/media/${demoEventId}/${mediaId}/${variant}`;

/** The demo's background images, in the style's shape. */
export function demoBackgroundImages() {
  return { mobile: url(demoBackgroundId, 'large'), desktop: url(demoBackgroundId, 'large') };
}

/** The demo's pictures as the guest gallery lists them, newest first. */
export function demoMedia(now: Date): PublicMedia[] {
  return scenes.map((scene, index) => ({
    id: scene.id,
    kind: 'photo',
    albumId: demoAlbumId,
    width: scene.width,
    height: scene.height,
    durationMs: null,
    placeholder: null,
    urls: {
      thumb: url(scene.id, 'thumb'),
      large: url(scene.id, 'large'),
      original: url(scene.id, 'original'),
      poster: null,
    },
    guestName: scene.guestName,
    promptId: null,
    createdAt: new Date(now.getTime() - (index + 1) * 7 * 60_000).toISOString(),
  }));
}

const wishes: Record<Language, { name: string; message: string }[]> = {
  pl: [
    {
      name: 'Ciocia Basia',
      message: 'Kochani, niech każdy dzień będzie tak piękny jak dzisiejszy. Sto lat!',
    },
    { name: 'Marek i Ola', message: 'Dziękujemy za cudowną zabawę do białego rana!' },
    { name: 'Babcia Ela', message: 'Bądźcie dla siebie zawsze czuli i cierpliwi. Kocham Was.' },
  ],
  en: [
    { name: 'Aunt Barbara', message: 'May every day be as beautiful as today. Congratulations!' },
    {
      name: 'Mark & Olivia',
      message: 'Thank you for a wonderful party that lasted until sunrise!',
    },
    {
      name: 'Grandma Ellie',
      message: 'Always be kind and patient with each other. Love you both.',
    },
  ],
};

/** Sample wishes in the visitor's language, newest first; the first has a picture attached. */
export function demoGuestbook(language: Language, now: Date): PublicGuestbookEntry[] {
  const media = demoMedia(now);
  return wishes[language].map((wish, index) => ({
    id: `demo-wish-${index + 1}`,
    guestName: wish.name,
    message: wish.message,
    createdAt: new Date(now.getTime() - (index + 1) * 11 * 60_000).toISOString(),
    media: index === 0 && media[2] ? [media[2]] : [],
  }));
}
