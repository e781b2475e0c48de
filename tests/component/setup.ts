import { installEager } from '../../src/eager';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/svelte';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());
// vi.waitFor waits 1 s unless told: the first test that loads a lazy part pays for the module's transform,
// which takes longer than that on a busy machine (group-rows.test.ts failed so). Waiting longer costs a passing test nothing.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 10_000, ...options })) as typeof vi.waitFor;
// Files share one module graph and one document (isolate: false, vitest.config.ts): each file leaves
// the page as it found it.
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
installEager();
// jsdom lays nothing out and has no ResizeObserver: this one reports each observed element once, as a
// browser does after its first layout, as 1024 x 768 px (a calendar that wide is not compact; the table's
// windowed body measures its rows then).
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    #callback: ResizeObserverCallback;
    #live = true;
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element) {
      setTimeout(() => this.#live && this.#callback([{ target, contentRect: { width: 1024, height: 768 } } as unknown as ResizeObserverEntry], this));
    }
    unobserve() {}
    disconnect() {
      this.#live = false;
    }
  };
}
