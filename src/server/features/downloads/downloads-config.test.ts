/** ZIP_PART_MAX_BYTES: 4 GiB by default, at least 1 MiB, a whole number. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('ZIP_PART_MAX_BYTES', () => {
  it('defaults to 4 GiB and takes a larger or smaller whole number of bytes', () => {
    expect(loadConfig({}).downloads.partMaxBytes).toBe(4_294_967_296);
    expect(loadConfig({ ZIP_PART_MAX_BYTES: '1048576' }).downloads.partMaxBytes).toBe(1_048_576);
    expect(loadConfig({ ZIP_PART_MAX_BYTES: '10737418240' }).downloads.partMaxBytes).toBe(
      10_737_418_240,
    );
    expect(loadConfig({ ZIP_PART_MAX_BYTES: ' ' }).downloads.partMaxBytes).toBe(4_294_967_296);
  });

  it('refuses less than 1 MiB and anything but a whole number', () => {
    for (const value of ['1048575', '0', '-5', 'four', '2097152.5']) {
      expect(() => loadConfig({ ZIP_PART_MAX_BYTES: value }), value).toThrow(ConfigError);
      try {
        loadConfig({ ZIP_PART_MAX_BYTES: value });
      } catch (error) {
        expect((error as ConfigError).problems[0]).toMatch(/^ZIP_PART_MAX_BYTES: /);
      }
    }
  });
});
