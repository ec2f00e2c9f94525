import { render, screen } from '@testing-library/react';
import type { MetricType } from 'web-vitals';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { reportError } from './report-error';
import { startFieldReporting } from './start-field-reporting';
import { observeWebVitals } from './web-vitals-reporter';

type Callback = (metric: MetricType) => void;
const callbacks: Record<string, Callback> = {};

jest.mock('web-vitals', () => {
  const register = (name: string) => (callback: Callback) => void (callbacks[name] = callback);
  return { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onFCP: register('FCP'), onTTFB: register('TTFB') };
});

const API = 'https://api.gradatlas.test';
const DETAIL = '/university/stanford-university?search=priya%40example.org#faq';

function fakeMetric(name: MetricType['name'], value: number, id = `v6-1700000000000-${name}`): MetricType {
  return { name, value, id, delta: value, rating: 'good', entries: [], navigationType: 'navigate', navigationId: 1, navigationURL: `http://localhost${DETAIL}` } as MetricType;
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

function Thrower(): never {
  throw new Error('Cannot read properties of undefined (reading "priya.sharma@example.org")');
}

describe('field reporting', () => {
  let sendBeacon: jest.Mock<boolean, [string, string]>;
  let stop: () => void;

  beforeEach(async () => {
    sendBeacon = jest.fn<boolean, [string, string]>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    window.history.pushState({}, '', DETAIL);
    let loaded!: () => void;
    const webVitalsLoaded = new Promise<void>((resolve) => (loaded = resolve));
    stop = startFieldReporting(API, async () => {
      loaded();
      return { observeWebVitals };
    });
    await webVitalsLoaded; // jsdom's document is already complete: the loader runs when idle
    await Promise.resolve();
  });
  afterEach(() => stop());

  const sentBodies = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as { metrics: Array<Record<string, unknown>>; errors: unknown[] });

  it('sends the five metrics in one beacon to the API when the page is hidden, with the route pattern only', () => {
    callbacks.TTFB!(fakeMetric('TTFB', 120));
    callbacks.FCP!(fakeMetric('FCP', 900));
    callbacks.LCP!(fakeMetric('LCP', 1800));
    callbacks.CLS!(fakeMetric('CLS', 0.02));
    callbacks.INP!(fakeMetric('INP', 96));
    expect(sendBeacon).not.toHaveBeenCalled();

    hidePage(); // visibilitychange and pagehide both fire: still one beacon
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe(`${API}/api/vitals`);
    const [body] = sentBodies();
    expect(body!.errors).toEqual([]);
    expect(body!.metrics.map(({ name, value, route }) => ({ name, value, route }))).toEqual([
      { name: 'TTFB', value: 120, route: '/university/:name' },
      { name: 'FCP', value: 900, route: '/university/:name' },
      { name: 'LCP', value: 1800, route: '/university/:name' },
      { name: 'CLS', value: 0.02, route: '/university/:name' },
      { name: 'INP', value: 96, route: '/university/:name' },
    ]);
    const raw = sendBeacon.mock.calls[0]![1];
    expect(raw).not.toContain('stanford');
    expect(raw).not.toContain('priya');
    expect(raw).not.toContain('1700000000000'); // web-vitals' id holds the load time; ours is random
    for (const metric of body!.metrics) expect(metric.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("names the kind of tap that set INP, from the element the tap landed in", () => {
    document.body.innerHTML = '<button data-interaction="calculate">Calculate My Chances</button>';
    const click = new MouseEvent('click', { bubbles: true });
    document.querySelector('button')!.dispatchEvent(click);
    callbacks.INP!({ ...fakeMetric('INP', 180), entries: [{ startTime: click.timeStamp, name: 'click' }] } as unknown as MetricType);
    callbacks.LCP!(fakeMetric('LCP', 1800));
    hidePage();
    const [body] = sentBodies();
    expect(body!.metrics.map(({ name, interaction }) => ({ name, interaction }))).toEqual([{ name: 'INP', interaction: 'calculate' }, { name: 'LCP', interaction: undefined }]);
    document.body.replaceChildren();
  });

  it('sends the latest value of a metric reported twice, under one id, and nothing when nothing is new', () => {
    callbacks.CLS!(fakeMetric('CLS', 0.02, 'v6-1-9'));
    callbacks.CLS!(fakeMetric('CLS', 0.11, 'v6-1-9'));
    hidePage();
    const [body] = sentBodies();
    expect(body!.metrics).toHaveLength(1);
    expect(body!.metrics[0]).toMatchObject({ name: 'CLS', value: 0.11 });

    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    callbacks.CLS!(fakeMetric('CLS', 0.2, 'v6-1-9'));
    hidePage();
    const second = sentBodies()[1]!;
    expect(second.metrics[0]).toMatchObject({ id: body!.metrics[0]!.id, value: 0.2 });
  });

  it('drops a value outside the API’s range rather than lose the whole beacon', () => {
    callbacks.LCP!(fakeMetric('LCP', 700_000));
    callbacks.FCP!(fakeMetric('FCP', 800));
    hidePage();
    expect(sentBodies()[0]!.metrics.map((metric) => metric.name)).toEqual(['FCP']);
  });

  it('reports a remote page that fails to render as its kind and route, without message or stack', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    render(
      <RemoteErrorBoundary area="universities" onRetry={() => undefined}>
        <Thrower />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    hidePage();
    expect(sentBodies()).toEqual([{ metrics: [], errors: [{ kind: 'render', route: '/university/:name' }] }]);
    const raw = sendBeacon.mock.calls[0]![1];
    expect(raw).not.toMatch(/priya|stack|Cannot read|at Thrower/);
  });

  it('counts a failed remote load once (the boundary), not again for the federation runtime, and reports uncaught errors', () => {
    const manifest = new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest. http://localhost:3001/mf-manifest.json');
    reportError(manifest, { where: 'federation', remote: 'universities' });
    reportError(manifest, { where: 'remote-route', area: 'universities', failure: { kind: 'manifest', message: manifest.message } });
    reportError(new Error('boom'), { where: 'root' });
    hidePage();
    expect(sentBodies()[0]!.errors).toEqual([
      { kind: 'manifest', route: '/university/:name' },
      { kind: 'uncaught', route: '/university/:name' },
    ]);
  });

  it('never lets a failing sendBeacon break the page', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    callbacks.FCP!(fakeMetric('FCP', 800));
    expect(() => hidePage()).not.toThrow();
  });
});
