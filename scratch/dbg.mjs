import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const srv = spawn('node', ['demo/server.mjs'], { env: { ...process.env, PORT: '5199', ALMANAC_DEMO_DB: 'memory' }, stdio: 'pipe' });
srv.stdout.on('data', d => process.stdout.write('srv: ' + d));
await new Promise(r => setTimeout(r, 1500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', m => console.log('console', m.type(), m.text()));
await p.goto('http://localhost:5199/table-editing.html');
await p.locator('#items_note_3').waitFor();
await p.evaluate(() => { for (const n of ['focus','blur','change']) document.addEventListener(n, (e) => console.log(n, e.target.id, e.relatedTarget?.id, e.target.isConnected), true); });
await p.locator('#items_quantity_2').focus();
await p.keyboard.press('Control+A');
await p.keyboard.type('31');
await p.keyboard.press('Tab');
for (const t of [0, 50, 300]) { await p.waitForTimeout(t); console.log(t, await p.evaluate(() => document.activeElement?.id + ' ' + document.activeElement?.tagName)); }
await b.close(); srv.kill();
