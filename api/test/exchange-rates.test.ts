import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UNKNOWN_CURRENCY_MESSAGE } from '../src/features/preferences/routes';
import { expectOurError } from './helpers/our-shape';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const RATES = '/api/public/exchange-rates';
const PREFERENCE = '/api/me/preferences/currency';

describe.each(databaseTargets())('exchange rates and the currency preference on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  let subjects = 0;
  const newUser = async () => bearer((await t.signIn(`currency-user-${(subjects += 1)}`)).accessToken);

  it('serves each rate with its date and source: the Federal Reserve where it has the currency, the snapshot otherwise', async () => {
    const response = await t.app.inject({ url: RATES });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const rates = response.json().data as Array<{ currency: string; source: string }>;
    // The figures of the raw files, read by hand: H.10 India 2026-06-01 is 94.9600; NGN's last snapshot (2026-09-29) is 1326.1643995.
    expect(rates.find((rate) => rate.currency === 'INR')).toEqual({
      currency: 'INR',
      name: 'Indian Rupee',
      unitsPerUsd: 94.96,
      date: '2026-06',
      source: 'Federal Reserve H.10, monthly average',
    });
    // The snapshot's source in words a student reads: what it is and that its sources are not documented, never a package's name.
    expect(rates.find((rate) => rate.currency === 'NGN')).toMatchObject({
      unitsPerUsd: 1326.1643995,
      date: '2026-09-29',
      source: 'public daily exchange-rate snapshot, sources not documented',
    });
    for (const rate of rates) expect(rate.source).not.toMatch(/@|currency-api|npm/);
    expect(rates.map((rate) => rate.currency)).toEqual(expect.arrayContaining(['CNY', 'BDT', 'NPR', 'PKR', 'VND', 'KRW', 'TWD', 'IRR', 'BRL', 'MXN', 'TRY', 'SAR', 'EGP', 'GHS', 'KES', 'EUR', 'GBP', 'JPY', 'CAD']));
    expect(rates.map((rate) => rate.currency)).not.toContain('USD');
  });

  it('describes the endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths[RATES].get.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths[PREFERENCE]).sort()).toEqual(['get', 'put']);
  });

  it('keeps a student’s currency in the account, apart from every other student’s', async () => {
    const auth = await newUser();
    const other = await newUser();
    expect((await t.app.inject({ url: PREFERENCE, headers: auth })).json()).toEqual({ currency: null });
    const saved = await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: 'INR' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ currency: 'INR' });
    await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: 'NGN' } });
    expect((await t.app.inject({ url: PREFERENCE, headers: auth })).json()).toEqual({ currency: 'NGN' });
    expect((await t.app.inject({ url: PREFERENCE, headers: other })).json()).toEqual({ currency: null });
    await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: null } });
    expect((await t.app.inject({ url: PREFERENCE, headers: auth })).json()).toEqual({ currency: null });
  });

  it('refuses a currency without a rate, a malformed code or a missing body with a clear 400, and keeps the saved choice', async () => {
    const auth = await newUser();
    await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: 'USD' } });
    const unknown = await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: 'XYZ' } });
    expectOurError(unknown, 400);
    expect(unknown.json().message).toBe(UNKNOWN_CURRENCY_MESSAGE);
    for (const payload of [{ currency: 'inr' }, { currency: 'INRR' }, { currency: 5 }, {}]) {
      expectOurError(await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload }), 400);
    }
    expect((await t.app.inject({ url: PREFERENCE, headers: auth })).json()).toEqual({ currency: 'USD' });
  });

  it('asks for sign-in before reading or saving a preference', async () => {
    expectOurError(await t.app.inject({ url: PREFERENCE }), 401);
    expectOurError(await t.app.inject({ method: 'PUT', url: PREFERENCE, payload: { currency: 'INR' } }), 401);
  });
});

describe.each(databaseTargets())('without a rates file on $name', (target) => {
  it('lists no rates and offers only US dollars, and the rest of the API works', async () => {
    const t = await createTestApp(target, { env: { EXCHANGE_RATES_FILE: path.join(os.tmpdir(), 'no-such-rates.json') } });
    try {
      expect((await t.app.inject({ url: RATES })).json()).toEqual({ data: [] });
      const auth = bearer((await t.signIn('no-rates-user')).accessToken);
      expectOurError(await t.app.inject({ method: 'PUT', url: PREFERENCE, headers: auth, payload: { currency: 'INR' } }), 400);
      expect((await t.app.inject({ url: '/api/public/universities?limit=1' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses to start on a rates file that does not match the contract', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rates-')), 'rates.json');
    fs.writeFileSync(file, JSON.stringify({ rates: [{ currency: 'INR', name: 'Indian Rupee', unitsPerUsd: -1, date: '2026-06', source: 'x' }] }));
    await expect(createTestApp(target, { env: { EXCHANGE_RATES_FILE: file } })).rejects.toThrow('rate 0 does not match ExchangeRate');
  });
});
