import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const srv = spawn('node', ['demo/server.mjs'], { env: { ...process.env, PORT: '5198', ALMANAC_DEMO_DB: 'memory' }, stdio: 'ignore' });
await new Promise(r => setTimeout(r, 1500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 400]) {
  const p = await b.newPage({ viewport: { width, height: 800 } });
  await p.goto('http://localhost:5198/table-editing.html');
  await p.locator('#items_quantity_1').waitFor();
  await p.locator('#items_quantity_1').fill('5000');
  await p.locator('#items_quantity_1').press('Enter');
  await p.waitForTimeout(500);
  await p.screenshot({ path: `scratch/edit-${width}.png`, fullPage: true });
}
await b.close(); srv.kill();
