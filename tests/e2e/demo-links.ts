// The pages the demo index links to, read from its file (demo-smoke checks the served index links the same),
// and those that exercise failing requests or bad markup on purpose (allowed their console output).
import { readFileSync } from 'node:fs';

const main = /<main>([\s\S]*?)<\/main>/.exec(readFileSync('demo/pages/index.html', 'utf8'))?.[1] ?? '';
export const DEMO_LINKS = [...main.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((m) => m[1]);
export const NOISY_PAGES = new Set(['/table-states.html', '/table-bad-input.html', '/table-auth.html', '/table-twice.html']);
