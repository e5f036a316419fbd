/** Each language's catalogue comes whole, and is fetched once. */
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { loadCatalogue } from './catalogues';

describe('loadCatalogue', () => {
  it("gives each language's whole catalogue", async () => {
    await expect(loadCatalogue('pl')).resolves.toBe(pl);
    await expect(loadCatalogue('en')).resolves.toBe(en);
  });

  it('asks for a language once, however many ask for it', () => {
    expect(loadCatalogue('en')).toBe(loadCatalogue('en'));
  });
});
