import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
  // discloseVersion: no window.__svelte version registry in the bundle (bytes every page pays for nothing).
  compilerOptions: { runes: true, discloseVersion: false },
};
