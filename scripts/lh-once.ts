import { formatRun, lighthouseMedian } from '/work/main/scripts/lighthouse-median';
const [path, runs = '1'] = process.argv.slice(2);
lighthouseMedian('http://localhost:3000', { path: path ?? '/' }, Number(runs), '/usr/bin/chromium').then(({ median, runs: all }) => {
  for (const run of all) console.log(formatRun(run));
  console.log('median', formatRun(median));
});
