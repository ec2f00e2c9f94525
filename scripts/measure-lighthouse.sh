#!/usr/bin/env bash
# Lighthouse mobile performance score of a page of the running production site
# (start it first with `npm start`), median of N runs. Not a test: a measurement.
#   scripts/measure-lighthouse.sh [url] [runs]
# Lighthouse 13 needs Node >= 22.19, so this uses 12.x (see notes/module-federation.md).
set -euo pipefail
url="${1:-http://localhost:3000/}"
runs="${2:-5}"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
out="$(mktemp -d)"
scores=()
for i in $(seq 1 "$runs"); do
  CHROME_PATH="$chrome" npx --yes lighthouse@12 "$url" --quiet --only-categories=performance \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
    --output=json --output-path="$out/run-$i.json" >/dev/null 2>&1
  score=$(node -e "const r=require('$out/run-$i.json');const a=r.audits;console.log([Math.round(r.categories.performance.score*100),a['first-contentful-paint'].displayValue,a['largest-contentful-paint'].displayValue,a['total-blocking-time'].displayValue,a['cumulative-layout-shift'].displayValue].join(' | '))")
  echo "run $i: score | FCP | LCP | TBT | CLS = $score"
  scores+=("${score%% *}")
done
median=$(printf '%s\n' "${scores[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}')
echo "median performance score over $runs runs: $median ($url)"
