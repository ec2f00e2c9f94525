// How long a tap takes to answer on a mid-tier phone: Interaction to Next
// Paint of the taps students make most, in real Chromium against the built
// site and the real API. Not a test: figures.
//   npm run build && npm run bench:interactions     (ports: E2E_PORT_SHIFT, default 700: scripts/bench-ports.ts)
// Each interaction runs in a fresh page at a phone's size, with the CPU slowed
// by the factor calibrated to this machine's benchmarkIndex, read before each
// run (scripts/cpu-calibration.ts: the mid-tier phone Lighthouse emulates).
// The page's own Event Timing entries give each interaction's duration (from
// the input to the next paint, as INP counts it); an interaction of several
// taps or keystrokes counts its slowest. Prints the median and the worst of
// the runs, and each run's machine index. BENCH_RUNS=N (default 5),
// BENCH_INTERACTIONS=search,country,... picks interactions.
import './bench-ports';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { signInAsDemoStudent } from '../e2e/sign-in';
import { chromiumPath, SITE_URL } from '../e2e/test-env';
import { cpuSlowdownFor } from './cpu-calibration';
import { readBenchmarkIndex } from './lighthouse-median';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PICKED = process.env.BENCH_INTERACTIONS?.split(',');
/** Lighthouse's phone. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Interaction {
  name: string;
  label: string;
  signedIn?: boolean;
  /** Opens the page and waits until it is ready for the tap (the remote's own page, not the server's copy). */
  open(page: Page): Promise<void>;
  /** The tap (or taps, or keystrokes) and what shows that it was answered. */
  act(page: Page): Promise<void>;
}

const explorerReady = async (page: Page) => {
  await page.goto('/');
  // A signed-in home draws the explorer once its place comes near the screen (host's home-page.tsx).
  await page.evaluate("document.getElementById('explore')?.scrollIntoView()");
  // The remote's own section, not the server's copy it replaces, before scrolling to its heading.
  await expect(page.locator('.server-page')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Search universities' })).toBeVisible();
  await page.getByRole('heading', { name: 'Explore Universities' }).scrollIntoViewIfNeeded();
};
const cards = (page: Page) => page.getByRole('list', { name: 'Universities' }).getByRole('article');

const INTERACTIONS: Interaction[] = [
  {
    name: 'search',
    label: "typing in the explorer's search",
    open: explorerReady,
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Search universities' }).pressSequentially('stanford', { delay: 120 });
      await expect(page.getByRole('listbox', { name: 'University suggestions' }).getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'country',
    label: 'the country filter',
    open: explorerReady,
    act: async (page) => {
      // Chosen by keyboard (typing a letter on the closed list): Playwright's selectOption sets the value
      // without the input events Event Timing counts, so a pick made with it measures nothing.
      await page.getByRole('combobox', { name: /country/i }).focus();
      await page.keyboard.press('c');
      await expect(cards(page).first().getByRole('img', { name: 'Canada flag' })).toBeVisible();
    },
  },
  {
    name: 'load-more',
    label: 'Load More Universities',
    open: explorerReady,
    act: async (page) => {
      await page.getByRole('button', { name: 'Load More Universities' }).click();
      await expect(cards(page)).toHaveCount(12);
    },
  },
  {
    name: 'section-tab',
    label: 'a section tab on a university page',
    open: async (page) => {
      await page.goto('/university/stanford-university');
      await expect(page.locator('.server-page')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'University sections' })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('navigation', { name: 'University sections' }).getByRole('button', { name: 'Rankings' }).click();
      await expect(page.getByRole('navigation', { name: 'University sections' }).getByRole('button', { name: 'Rankings' })).toHaveAttribute('aria-current', 'true');
    },
  },
  {
    name: 'calculate',
    label: 'Calculate on Rate My Chances (signed in)',
    signedIn: true,
    open: async (page) => {
      await page.goto('/rate-my-chances');
      await expect(page.getByRole('button', { name: 'Calculate My Chances' })).toBeVisible();
      // The same profile every run, whatever the account's remembered inputs were.
      await page.getByRole('radio', { name: 'General (by country)' }).check();
      await page.getByRole('combobox', { name: 'Test type' }).selectOption('None');
      await page.getByRole('combobox', { name: 'Language test' }).selectOption('IELTS');
      await page.getByRole('spinbutton', { name: 'Language score (IELTS)' }).fill('7');
      await page.getByRole('spinbutton', { name: 'GPA' }).fill('3.4');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Calculate My Chances' }).click();
      await expect(page.getByRole('heading', { name: /safe/i }).first()).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'save',
    label: "the shortlist's Save (signed in)",
    signedIn: true,
    open: async (page) => {
      await explorerReady(page);
      await expect(cards(page).first().getByRole('button', { name: 'Save to shortlist' })).toBeEnabled();
    },
    act: async (page) => {
      const toggle = cards(page).nth(3).getByRole('button', { name: 'Save to shortlist' });
      const pressed = await toggle.getAttribute('aria-pressed');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    },
  },
  {
    name: 'compare',
    label: 'Add to compare',
    open: explorerReady,
    act: async (page) => {
      await cards(page).first().getByRole('button', { name: /compare/i }).click();
      await expect(cards(page).first().getByRole('button', { name: /compare/i })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'currency',
    label: 'the currency picker',
    open: async (page) => {
      await explorerReady(page);
      await page.getByRole('combobox', { name: /currency/i }).focus();
    },
    act: async (page) => {
      // By keyboard, as the country filter (typing the code picks it).
      await expect(page.getByRole('combobox', { name: /currency/i }).getByRole('option', { name: 'INR' })).toBeAttached();
      await page.keyboard.type('INR');
      await expect(page.getByText(/₹/).first()).toBeVisible();
    },
  },
];

/** What the page's own code below reaches in the browser (these scripts are compiled without the DOM's types). */
interface InPage {
  interactionDurations: Map<number, number>;
  PerformanceObserver: new (callback: (list: { getEntries(): Array<{ interactionId?: number; duration: number }> }) => void) => { observe(options: object): void };
}

/** Before the tap: the page's Event Timing entries of interactions from now on, kept in the page. */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const browser = globalThis as unknown as InPage;
    const durations = new Map<number, number>();
    browser.interactionDurations = durations;
    new browser.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/** The slowest interaction since watchInteractions, once the browser has reported it (entries come after the next paint). */
async function slowestInteraction(page: Page): Promise<number> {
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...(globalThis as unknown as InPage).interactionDurations.values()));
}

async function oneRun(context: BrowserContext, interaction: Interaction, slowdown: number): Promise<number> {
  const page = await context.newPage();
  try {
    if (interaction.signedIn) {
      // The sign-in helper finds Logout in the header, which a phone keeps in its menu: sign in at a laptop's width.
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInAsDemoStudent(page);
      await page.setViewportSize(PHONE.viewport);
    }
    await interaction.open(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await watchInteractions(page);
    await interaction.act(page);
    const duration = await slowestInteraction(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return duration;
  } finally {
    await page.close();
  }
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('bench:interactions needs Chromium (apt-get install -y chromium, or CHROME_PATH)');
  const stop = await globalSetup();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    console.log(`Interaction to Next Paint on a mid-tier phone (412x823, CPU slowed to the calibrated factor), ${RUNS} runs each:`);
    console.log('| interaction | median | worst | runs (ms) | machine index (slowdown) |');
    console.log('|---|---|---|---|---|');
    for (const interaction of INTERACTIONS.filter((each) => !PICKED || PICKED.includes(each.name))) {
      const durations: number[] = [];
      const machine: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
        try {
          const index = await readBenchmarkIndex(context);
          const slowdown = cpuSlowdownFor(index);
          durations.push(await oneRun(context, interaction, slowdown));
          machine.push(`${Math.round(index)} (${slowdown}x)`);
        } finally {
          await context.close();
        }
      }
      console.log(`| ${interaction.label} | ${median(durations)} ms | ${Math.max(...durations)} ms | ${durations.join(', ')} | ${machine.join(', ')} |`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
