/** Browser APIs that Mantine uses and jsdom lacks; imported by render.tsx before anything renders. */

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    // Reduced motion: Mantine then skips its collapse and modal animations, which jsdom cannot run.
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  if (!('fonts' in document)) {
    // Mantine's autosizing Textarea listens for web fonts loading.
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
    });
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
  // jsdom's scrollTo only reports "Not implemented" (its source is hidden: Vitest hands the
  // window's functions over bound, so they print as native code).
  if (!window.scrollTo || navigator.userAgent.includes('jsdom')) {
    window.scrollTo = () => {};
  }
}
