/**
 * Where the system's Chromium is and the flags it starts with, shared by playwright.config.ts, the
 * journeys that launch their own and bench/, so that what they measure and wait for is the page's
 * work, not the browser's.
 */
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as a user has it: the benchmarks measure pages in it (bench/guest.ts,
 * bench/grid-render.ts).
 */
export const browserChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same
 * engine (Blink, V8, the network stack) without the browser's windows and interface, the build
 * Playwright itself runs headless journeys in. On two cores the journeys took 9–12 % less time
 * in it (docs/decisions/034-ci-duration.md).
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The Chromium the journeys drive: `CHROMIUM_PATH`, else the headless shell, else the browser. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(headlessShellPath) ? headlessShellPath : browserChromiumPath);
export const hasChromium = existsSync(chromiumPath);
export const skipReason = `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;

/**
 * The features Playwright turns off with its own `--disable-features`. Chromium keeps only the
 * last `--disable-features` it is given, so a second one that left these out would turn them back
 * on; browser-flags.spec.ts reads both lists off a running Chromium and fails when Playwright's
 * has one this lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's drop-down, a page of Chromium's own (about 150 scripts) that every new window
 * loads, also headless. On two cores it took most of a core for about a second, while the page
 * under test loaded: the album grid's first tiles came 1.9 s after navigation with it and 1.6 s
 * without (bench/grid-render.ts). An owner's browser has long loaded its own when they open a link.
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** One `--disable-features` with `features` and the extra ones above. */
export function disableFeaturesFlag(features: readonly string[]): string {
  return `--disable-features=${[...new Set([...features, ...omniboxPopupFeatures])].join(',')}`;
}

/** The arguments a Playwright launch of Chromium takes (after Playwright's own). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  disableFeaturesFlag(playwrightDisabledFeatures),
];

/** A camera and a microphone that need no permission prompt (voice messages, photo challenges). */
export const fakeMediaArgs = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
