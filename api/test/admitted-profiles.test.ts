import fs from 'node:fs';
import path from 'node:path';
import profiles from '../src/features/chances/model/admitted-profiles.json';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 45, point 5: where at least 20 admits posted a GPA or a GRE at a
// university (The GradCafe, the chance model's aggregates), its signed-in record
// carries that profile, so a card shows it in place of averages no source gives.
// A guest never gets it.
const datasetSlugs = new Set(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string }[] }).universities.map((u) => u.slug),
);
const universityLevel = Object.entries((profiles as { profiles: Record<string, unknown> }).profiles).filter(([key]) => !key.includes('|'));

describe.each(databaseTargets())('admitted applicants’ profile on the record ($name)', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(target);
    auth = bearer((await t.signIn('admitted-profile-user')).accessToken);
  });
  afterAll(() => t.close());

  it("gives Stanford's signed-in record what its admits posted, with counts and seasons, and the guest's record nothing of it", async () => {
    const signedIn = (await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: auth })).json().university;
    expect(signedIn.admittedProfile).toEqual({
      gpa: { reported: 667, median: 3.92, low: 3.8, high: 3.98, firstSeason: 2012, lastSeason: 2025 },
      gre: { reported: 420, median: 329, low: 324, high: 334, firstSeason: 2012, lastSeason: 2025 },
    });
    const guest = (await t.app.inject({ url: '/api/public/universities/slug/stanford-university' })).json();
    expect(guest.university.name).toBe('Stanford University');
    expect(JSON.stringify(guest)).not.toContain('admittedProfile');
  });

  it('puts a profile on exactly the records of universities with one, in the lists too', async () => {
    const withProfile: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await t.app.inject({ url: `/api/universities?limit=50&page=${page}`, headers: auth })).json();
      for (const record of body.data) {
        if (record.admittedProfile) {
          withProfile.push(record.slug);
          for (const figure of [record.admittedProfile.gpa, record.admittedProfile.gre].filter(Boolean)) expect(figure.reported).toBeGreaterThanOrEqual(20);
        }
      }
      if (!body.pagination.hasNextPage) break;
    }
    const expected = universityLevel.map(([slug]) => slug).filter((slug) => datasetSlugs.has(slug));
    expect(withProfile.sort()).toEqual(expected.sort());
    expect(withProfile.length).toBeGreaterThanOrEqual(150);
    expect(withProfile).not.toContain('abilene-christian-university');
  });
});
