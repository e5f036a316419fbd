/**
 * The guest API's answer schemas, loaded when the first answer arrives rather than with the
 * page: zod stays out of the guest entry's first download (decision record 025).
 */
import type { z } from 'zod';

type PublicApi = typeof import('../../../../shared/api/public');

/** A schema of ../shared/api/public, as apiFetch's lazy `schema`. */
export function publicSchema<K extends keyof PublicApi>(
  name: K,
): () => Promise<PublicApi[K] & z.ZodType> {
  return () =>
    import('../../../../shared/api/public').then(
      (module) => module[name] as PublicApi[K] & z.ZodType,
    );
}
