// Screenshot demo pages as a user sees them: node scripts/screenshot.mjs /table-basic.html [width] [out.png]
import { chromium } from 'playwright-core';
import { startServer } from '../demo/server.mjs';
import { chromiumPath } from './chromium.mjs';

const [path = '/', width = '1280', out = `/tmp/shot-${width}.png`] = process.argv.slice(2);
const server = await startServer({ quiet: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => console.log(`[${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(server.url + path);
await page.waitForTimeout(Number(process.env.WAIT ?? 400));
await page.screenshot({ path: out, fullPage: true });
console.log(out);
await browser.close();
await server.close();
