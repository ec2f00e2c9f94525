// Issue 45, point 2: one estimate per school per profile. The general lists,
// the specific analysis and the batch (which the shortlist and compare send)
// give the same probability, likely range and tier for the same profile,
// degree level and programme; and the tier is the one its definition gives.
import { chanceTier, TIER_MEANINGS } from '../src/features/chances/model/tiers';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const URL = { general: '/api/rate-my-chances/general', specific: '/api/rate-my-chances/specific', batch: '/api/rate-my-chances/batch' };
const PROFILE = { testType: 'None', languageTest: 'TOEFL', languageScore: 104, gpa: 8.4, degreeLevel: 'masters', programCode: '11' };

type Estimate = { probability: number; probabilityRange: { low: number; high: number }; category: string };
type Listed = { name: string; slug: string; probability: number; probabilityRange: { low: number; high: number } };

describe.each(databaseTargets())('general, specific and batch agree on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it.each([
    ["a Master's in computer science, no GRE", PROFILE],
    ['a PhD in economics with a GRE', { ...PROFILE, degreeLevel: 'phd', programCode: '45.06', testType: 'GRE', testScore: 322, gpa: 3.6 }],
    ['no degree level and no programme', { testType: 'GRE', testScore: 315, languageTest: 'IELTS', languageScore: 7, gpa: 3.4 }],
  ])('for %s', async (_label, profile) => {
    const general = await post(URL.general, { ...profile, country: 'USA' });
    const listed: Array<Listed & { tier: string }> = (['safe', 'moderate', 'ambitious'] as const).flatMap((tier) =>
      (general.results[tier] as Listed[]).slice(0, 3).map((item) => ({ ...item, tier })),
    );
    expect(listed.length).toBeGreaterThanOrEqual(3);
    const batch = await post(URL.batch, { ...profile, universityNames: listed.map((item) => item.name) });
    expect(batch.estimateFor).toEqual(general.estimateFor);
    for (const [index, item] of listed.entries()) {
      const { analysis, estimateFor } = await post(URL.specific, { ...profile, universityName: item.name });
      expect(estimateFor).toEqual(general.estimateFor);
      const fromBatch: Estimate & { slug: string } = batch.results[index];
      const seen = (e: Estimate) => ({ probability: e.probability, range: e.probabilityRange, tier: e.category });
      const fromList = { probability: item.probability, range: item.probabilityRange, tier: item.tier };
      expect({ slug: analysis.slug, ...seen(analysis) }).toEqual({ slug: item.slug, ...fromList });
      expect({ slug: fromBatch.slug, ...seen(fromBatch) }).toEqual({ slug: item.slug, ...fromList });
      // The tier is its definition's, from the estimate and its likely range.
      expect(item.tier).toBe(chanceTier(item.probability, item.probabilityRange));
    }
    for (const answer of [general, batch]) expect(answer.tierMeanings).toEqual(TIER_MEANINGS);
  });

  it('changes the batch estimate with the programme and level, as the others do', async () => {
    const names = ['Georgia Institute of Technology', 'University of Southern California'];
    const plain = await post(URL.batch, { testType: 'None', languageTest: 'TOEFL', languageScore: 104, gpa: 8.4, universityNames: names });
    const chosen = await post(URL.batch, { ...PROFILE, universityNames: names });
    for (const [index, name] of names.entries()) {
      expect(chosen.results[index].found).toBe(true);
      expect(chosen.results[index].probability).not.toBe(plain.results[index].probability);
      const { analysis } = await post(URL.specific, { ...PROFILE, universityName: name });
      expect(chosen.results[index].probability).toBe(analysis.probability);
    }
    expect(chosen.estimateFor).toMatchObject({ degreeLevel: 'masters', programme: { code: '11' } });
    expect(plain.estimateFor).toMatchObject({ degreeLevel: null, programme: null });
  });

  it("reads a Nigerian 5-point CGPA on its own scale: 4.2 out of 5 is 3.36 out of 4, not 1.68, and the estimate says so", async () => {
    const nigerian = { testType: 'GRE', testScore: 318, languageTest: 'IELTS', languageScore: 7, gpa: 4.2, degreeLevel: 'phd', universityName: 'University of Toronto' };
    const named = await post(URL.specific, { ...nigerian, gpaScale: 5 });
    const ruled = await post(URL.specific, nigerian);
    expect(named.estimateFor.gpa).toEqual({ value: 4.2, scale: 5, onFourPoints: 3.36 });
    expect(ruled.estimateFor.gpa).toEqual({ value: 4.2, scale: 10, onFourPoints: 1.68 });
    expect(named.analysis.probability).toBeGreaterThan(ruled.analysis.probability);
    const wrong = await t.app.inject({ method: 'POST', url: URL.specific, headers: auth, payload: { ...nigerian, gpa: 5.5, gpaScale: 5 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual([{ field: 'gpa', message: 'GPA must be above 0 and at most 5 on the 5-point scale' }]);
  });
});

describe('the tiers', () => {
  it('are never safe below 65 % nor ambitious from 50 %, whatever the range', () => {
    for (let p = 2; p <= 98; p += 0.5) {
      for (const half of [0, 3, 10, 25]) {
        const tier = chanceTier(p, { low: Math.max(2, p - half), high: Math.min(98, p + half) });
        if (p < 65) expect(tier).not.toBe('safe');
        if (p >= 50) expect(tier).not.toBe('ambitious');
      }
    }
  });

  it('call safe only what even the low end of its range keeps at 50 % or more', () => {
    expect(chanceTier(70, { low: 58, high: 80 })).toBe('safe');
    expect(chanceTier(70, { low: 45, high: 88 })).toBe('moderate');
    expect(chanceTier(45, { low: 30, high: 60 })).toBe('moderate');
    expect(chanceTier(45, { low: 40, high: 49 })).toBe('ambitious');
    expect(chanceTier(35, { low: 20, high: 55 })).toBe('ambitious');
  });
});
