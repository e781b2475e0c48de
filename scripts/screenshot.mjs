// Screenshot demo pages as a user sees them: node scripts/screenshot.mjs /table-basic.html [width] [out.png]
// The whole page; a page too tall for Chromium to capture whole (table-large.html: 20,000 rows,
// about 740,000 px, and only the rows in view are drawn) gets the viewport, said on the console.
// SCROLL=px scrolls there first.
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
if (process.env.SCROLL) {
  await page.evaluate((y) => window.scrollTo(0, y), Number(process.env.SCROLL));
  await page.waitForTimeout(300);
}
const tall = await page.evaluate(() => document.documentElement.scrollHeight > 16_000);
if (tall) console.log('screenshot: the page is too tall to capture whole; the viewport at the scroll position');
await page.screenshot({ path: out, fullPage: !tall && !process.env.SCROLL });
console.log(out);
await browser.close();
await server.close();
