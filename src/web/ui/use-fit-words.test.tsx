// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFitWords } from './use-fit-words';

function Heading({ text }: { text: string }) {
  const ref = useFitWords<HTMLHeadingElement>(text);
  return <h1 ref={ref}>{text}</h1>;
}

/**
 * jsdom lays nothing out: a heading 300 px wide whose content is `wordWidth` px at the
 * stylesheet's 40 px and narrower in proportion to a smaller inline font size. Counts the reads
 * of its layout (each one would make a browser lay the page out).
 */
function fakeLayout(wordWidth: number) {
  const reads = { count: 0 };
  const proto = HTMLElement.prototype;
  vi.spyOn(proto, 'clientWidth', 'get').mockImplementation(() => {
    reads.count += 1;
    return 300;
  });
  vi.spyOn(proto, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    reads.count += 1;
    const size = Number.parseFloat(this.style.fontSize) || 40;
    return Math.max(300, (wordWidth * size) / 40);
  });
  const computed = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computed(element);
    return new Proxy(style, {
      get: (target, key) => (key === 'fontSize' ? '40px' : Reflect.get(target, key)),
    });
  });
  return reads;
}

/** A ResizeObserver whose notices the test delivers, as a browser does after laying out. */
function fakeResizeObserver() {
  const callbacks: ResizeObserverCallback[] = [];
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    notify: () => {
      for (const callback of callbacks) callback([], {} as ResizeObserver);
    },
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useFitWords', () => {
  it('reads no layout while rendering: the fit waits for the browser to have laid the page out', () => {
    const reads = fakeLayout(450);
    const observer = fakeResizeObserver();
    const { getByRole } = render(<Heading text="Wesele Brzęczyszczykiewiczów" />);
    const heading = getByRole('heading');
    expect(reads.count).toBe(0);
    expect(heading.style.fontSize).toBe('');

    observer.notify();
    // 450 px of word in 300 px: shrunk until the word fits (at most 40 × 300 / 450 ≈ 26.7 px).
    const size = Number.parseFloat(heading.style.fontSize);
    expect(size).toBeLessThanOrEqual(26.7);
    expect(size).toBeGreaterThan(22);
    expect(heading.style.overflowWrap).toBe('normal');
  });

  it('lets a word break only when even the smallest size does not fit it', () => {
    fakeLayout(1000);
    const observer = fakeResizeObserver();
    const { getByRole } = render(<Heading text="Wesele" />);
    observer.notify();
    const heading = getByRole('heading');
    expect(Number.parseFloat(heading.style.fontSize)).toBeCloseTo(40 * 0.55);
    expect(heading.style.overflowWrap).toBe('anywhere');
  });

  it('fits at once where there is no ResizeObserver', () => {
    const reads = fakeLayout(450);
    vi.stubGlobal('ResizeObserver', undefined);
    const { getByRole } = render(<Heading text="Wesele Brzęczyszczykiewiczów" />);
    expect(reads.count).toBeGreaterThan(0);
    expect(Number.parseFloat(getByRole('heading').style.fontSize)).toBeLessThanOrEqual(26.7);
  });

  it('leaves a name that fits at the stylesheet size', () => {
    fakeLayout(200);
    const observer = fakeResizeObserver();
    const { getByRole } = render(<Heading text="Wesele" />);
    observer.notify();
    expect(getByRole('heading').style.fontSize).toBe('');
  });
});
