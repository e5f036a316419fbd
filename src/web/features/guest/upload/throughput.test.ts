import { describe, expect, it } from 'vitest';
import { minMeasuredMs, slowBytesPerSecond, ThroughputMeter } from './throughput';

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

  it('is slow only when the rate is low and the rest would take more than a minute', () => {
    const meter = new ThroughputMeter();
    meter.add(0, 0);
    for (let second = 1; second <= 10; second += 1) meter.add(second * 1000, 50 * 1024);
    expect(meter.isSlow(10_000, 1024 * 1024)).toBe(false); // 20 s left
    expect(meter.isSlow(10_000, 10 * 1024 * 1024)).toBe(true); // 200 s left
    expect(meter.remainingSeconds(10_000, 10 * 1024 * 1024)).toBe(205);

    const fast = new ThroughputMeter();
    fast.add(0, 0);
    fast.add(minMeasuredMs, slowBytesPerSecond * 20);
    expect(fast.isSlow(minMeasuredMs, 500 * 1024 * 1024)).toBe(false);
  });

  it('a stalled connection (nothing sent) is slow; a reset forgets the stall', () => {
    const meter = new ThroughputMeter();
    meter.add(0, 0);
    meter.tick(10_000);
    expect(meter.isSlow(10_000, 1000)).toBe(true);
    meter.reset();
    expect(meter.rate(10_000)).toBeNull();
  });
});
