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

// The video player's captions (D52) read each <track>'s TextTrack and the video's TextTrackList, which jsdom
// lacks: an inert track per element (no cues ever load) and an empty list that takes listeners.
if (!('track' in HTMLTrackElement.prototype)) {
  const tracks = new WeakMap<HTMLTrackElement, TextTrack>();
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    get(this: HTMLTrackElement) {
      let track = tracks.get(this);
      if (!track) {
        track = Object.assign(new EventTarget(), {
          mode: 'disabled',
          kind: this.kind,
          label: this.label,
          language: this.srclang,
          cues: null,
          activeCues: null,
        }) as unknown as TextTrack;
        tracks.set(this, track);
      }
      return track;
    },
  });
}
// jsdom's own `textTracks` is a bare list without events.
if (typeof document.createElement('video').textTracks?.addEventListener !== 'function') {
  const lists = new WeakMap<HTMLMediaElement, TextTrackList>();
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get(this: HTMLMediaElement) {
      let list = lists.get(this);
      if (!list) {
        list = Object.assign(new EventTarget(), { length: 0 }) as unknown as TextTrackList;
        lists.set(this, list);
      }
      return list;
    },
  });
}
