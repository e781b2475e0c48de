import { installEager } from '../../src/eager';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/svelte';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());
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
