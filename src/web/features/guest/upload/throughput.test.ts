import { describe, expect, it } from 'vitest';
import { minMeasuredMs, ThroughputMeter } from './throughput';

describe('ThroughputMeter', () => {
  it('knows no rate until enough time has been measured', () => {
    const meter = new ThroughputMeter();
    meter.add(0, 0);
    meter.add(1000, 10_000);
    expect(meter.rate(1000)).toBeNull();
    expect(meter.isSlow(1000, 100 * 1024 * 1024)).toBe(false);
  });

  it('measures bytes per second over the sliding window only', () => {
    const meter = new ThroughputMeter(20_000);
    // A fast start …
    meter.add(0, 0);
    meter.add(5_000, 50 * 1024 * 1024);
    // … then 10 KB/s for 30 s: the fast start leaves the window.
    for (let second = 6; second <= 35; second += 1) meter.add(second * 1000, 10 * 1024);
    const rate = meter.rate(35_000) ?? 0;
    expect(rate).toBeGreaterThan(9 * 1024);
    expect(rate).toBeLessThan(11 * 1024);
  });

  it('is slow only when the rest would take more than a minute at the measured rate', () => {
    const meter = new ThroughputMeter();
    meter.add(0, 0);
    for (let second = 1; second <= 10; second += 1) meter.add(second * 1000, 50 * 1024);
    expect(meter.isSlow(10_000, 1024 * 1024)).toBe(false); // 20 s left
    expect(meter.isSlow(10_000, 10 * 1024 * 1024)).toBe(true); // 200 s left
    expect(meter.remainingSeconds(10_000, 10 * 1024 * 1024)).toBe(205);

    // 200 KB/s (a venue's slow 4G at full speed) with 5 MB left: 26 s, no warning.
    const steady = new ThroughputMeter();
    steady.add(0, 0);
    steady.add(minMeasuredMs, 200 * 1024 * (minMeasuredMs / 1000));
    expect(steady.isSlow(minMeasuredMs, 5 * 1024 * 1024)).toBe(false);
    expect(steady.remainingSeconds(minMeasuredMs, 5 * 1024 * 1024)).toBe(26);
  });

  it('a stalled connection (nothing sent) is not called slow: no time can be predicted', () => {
    const meter = new ThroughputMeter();
    meter.add(0, 0);
    meter.tick(10_000);
    expect(meter.isSlow(10_000, 1000)).toBe(false);
    expect(meter.remainingSeconds(10_000, 1000)).toBeNull();
    meter.reset();
    expect(meter.rate(10_000)).toBeNull();
  });
});
