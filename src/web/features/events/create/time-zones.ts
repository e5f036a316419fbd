/** The IANA time zones the browser knows, Europe/Warsaw always among them. */
import { defaultTimeZone } from '../../../../shared/domain/time';

let cached: string[] | undefined;

export function timeZoneOptions(): string[] {
  if (cached) return cached;
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  if (!zones.includes(defaultTimeZone)) zones = [defaultTimeZone, ...zones];
  cached = zones;
  return zones;
}
