import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__loaf = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), scripts: e.scripts.map((s) => `${Math.round(s.duration)}ms ${s.invokerType} ${(s.sourceURL || '').replace('http://localhost:', '')}:${s.sourceFunctionName}`) }); }).observe({ type: 'long-animation-frame', buffered: true });
});
const errors = []; page.on('pageerror', (e) => errors.push(e.message)); page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.goto('http://localhost:3000' + process.argv[2]);
await page.waitForTimeout(5000);
let total = 0;
for (const f of await page.evaluate(() => window.__loaf)) { total += f.block; if (f.dur < 50) continue; console.log(f.start, f.dur, 'blocking', f.block); for (const s of f.scripts) console.log('    ', s); }
console.log('total blocking', total, 'errors', errors);
console.log('h1:', await page.locator('h1').first().textContent());
await browser.close();
