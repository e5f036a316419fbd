/** Where the system's Chromium is, shared by playwright.config.ts and the journeys. */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const skipReason = `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;
