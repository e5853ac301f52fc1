/**
 * Browser APIs the UI library uses that jsdom does not implement (embla carousels, Radix, scroll restoration).
 * They get inert stand-ins: no media query matches, nothing is observed, scrolling does nothing.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: InertObserver });
}
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertObserver });
}
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
// Radix menus call these on pointer events.
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => undefined;
Element.prototype.setPointerCapture = () => undefined;
