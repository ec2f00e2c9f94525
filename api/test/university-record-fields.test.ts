import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

// The record fields derived from IPEDS 2022-23, NSF GSS 2022 and the CA$ → US$
// rate, as the API serves them (api/docs/data.md).
describe.each(databaseTargets())('record fields from IPEDS, NSF and the exchange rate on $name', (target) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  const detail = async (slug: string) => {
    const response = await t.app.inject({ url: `/api/universities/slug/${slug}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().university;
  };

  it('serves graduate tuition, fees, address, phone, type and research class for Michigan with their sources', async () => {
    const michigan = await detail('university-of-michigan-ann-arbor');
    expect(michigan).toMatchObject({
      tuitionFees: 52456,
      tuitionFeesUsd: 52456,
      currency: 'USD',
      tuitionFeesLabel: 'full-time graduate tuition and required fees, out-of-state (IPEDS 2022-23)',
      undergraduateTuitionFees: 53232,
      applicationFeeMasters: 75,
      applicationFeeUndergrad: 75,
      fullAddress: '503 Thompson Street, Ann Arbor, MI 48109',
      mainPhone: '(734) 764-1817',
      admissionsLink: 'https://admissions.umich.edu/',
      applicationLink: 'https://admissions.umich.edu/apply',
      financialAidLink: 'https://finaid.umich.edu/',
      universityType: 'Public',
      researchClass: 'R1: very high research activity',
      sehGraduateStudents: 11763,
      admissionsEmail: null,
      admissionsPhone: null,
      category: 'Premium',
    });
    expect(michigan.fieldSources.tuitionFees).toMatchObject({ source: 'IPEDS', year: '2022-23' });
    expect(michigan.fieldSources.undergraduateTuitionFees).toMatchObject({ source: 'College Scorecard', year: '2021-22' });
    expect(michigan.fieldSources.mainPhone.note).toMatch(/main telephone line.*not an admissions line/);
    expect(michigan.fieldSources.sehGraduateStudents.note).toMatch(/science, engineering and health/);
    // The graduate headcount of the newest fall the Scorecard has (issue 27), with its year.
    expect(michigan.graduateStudents).toBe(18335);
    expect(michigan.fieldSources.graduateStudents).toEqual({ source: 'College Scorecard', year: 'fall 2023' });
    expect(michigan.summary).toContain('18,335 graduate students (College Scorecard, fall 2023)');
  });

  it('keeps a reported zero application fee as 0, not missing', async () => {
    // Loyola University Chicago reports no graduate or undergraduate application fee (IPEDS IC2022).
    const loyola = await detail('loyola-university-chicago');
    expect(loyola).toMatchObject({ applicationFeeMasters: 0, applicationFeeUndergrad: 0 });
    expect(loyola.fieldSources.applicationFeeMasters).toMatchObject({ source: 'IPEDS', year: '2022-23' });
  });

  it('gives a Canadian tuition in CAD with its US$ equivalent, to guests as well', async () => {
    const toronto = await detail('university-of-toronto');
    expect(toronto).toMatchObject({ currency: 'CAD', tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197 });
    expect(toronto.fieldSources.tuitionFeesUsd.note).toMatch(/Bank of Canada 2022 annual average/);
    const guest = await t.app.inject({ url: '/api/public/universities/slug/university-of-toronto' });
    expect(guest.json().university).toMatchObject({ currency: 'CAD', tuitionFees: 27520, tuitionFeesUsd: 21148 });
  });

  it('filters tuition in US dollars, placing a CA$ tuition by its US$ equivalent', async () => {
    const slugs = async (query: string) => {
      const response = await t.app.inject({ url: `/api/universities?country=Canada&limit=50&${query}`, headers: bearer(token) });
      return (response.json().data as Array<{ slug: string }>).map((record) => record.slug);
    };
    // CA$27,520 is US$21,148: inside "Up to $25,000", outside "$25,001-$35,000".
    expect(await slugs('maxTuition=25000')).toContain('university-of-toronto');
    expect(await slugs('minTuition=25001&maxTuition=35000')).not.toContain('university-of-toronto');
  });
});
