import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:3000' + process.argv[2]);
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0 }]));
const dt = profile.timeDeltas; profile.samples.forEach((s, i) => { byId.get(s).self += dt[i] || 0; });
const parent = new Map(); for (const n of byId.values()) for (const c of n.children || []) parent.set(c, n.id);
const incl = (n) => n.self + (n.children || []).reduce((a, c) => a + incl(byId.get(c)), 0);
// top-level JS entries: children of (root)
const root = profile.nodes[0];
const rows = [];
for (const c of root.children) { const n = byId.get(c); rows.push([incl(n), n]); }
rows.sort((a, b) => b[0] - a[0]);
const show = (n, depth, maxDepth) => { const t = incl(n); if (t < 8000 || depth > maxDepth) return; const cf = n.callFrame; console.log(' '.repeat(depth * 2) + Math.round(t / 1000) + 'ms ' + (cf.functionName || '(anon)') + ' ' + cf.url.replace('http://localhost:', '') + ':' + cf.columnNumber); for (const ch of n.children || []) show(byId.get(ch), depth + 1, maxDepth); };
for (const [t, n] of rows.slice(0, 6)) show(n, 0, Number(process.argv[3] || 6));
await browser.close();
