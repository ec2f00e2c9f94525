import { screen, waitFor, within } from '@testing-library/react';
import { getRuntimeConfig } from '@gradatlas/shared/config';
import { fakeApi, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { useCompareStore, useShortlistStore } from '@gradatlas/shared/session';
import { ANALYSIS, GENERAL_ANSWER, GENERAL_URL, SPECIFIC_ANSWER, SPECIFIC_URL, TIER_MEANINGS } from '../../../test-support/fixtures';
import { readChanceProgramme } from '@gradatlas/shared/session';
import { renderCalculator, signInAs, STUDENT } from '../../../test-support/render-page';
import { CALCULATOR_TEXT } from '../messages';

const calculate = () => screen.getByRole('button', { name: 'Calculate My Chances' });
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => signInAs());
afterEach(() => restoreApi());

function serve(general: () => FakeAnswer | Promise<FakeAnswer>, specific: () => FakeAnswer | Promise<FakeAnswer> = () => ok(SPECIFIC_ANSWER)) {
  return fakeApi({ [GENERAL_URL]: general, [SPECIFIC_URL]: specific });
}

async function chooseSpecific(user: ReturnType<typeof renderCalculator>['user'], name = ANALYSIS.university) {
  await user.click(screen.getByRole('radio', { name: 'Specific university' }));
  await user.type(screen.getByRole('combobox', { name: 'University' }), name);
}

it("replaces the form with 'Calculating your chances...' until the answer comes", async () => {
  let answer: ((value: FakeAnswer) => void) | undefined;
  serve(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  const { user } = renderCalculator();
  await user.click(calculate());

  expect(await screen.findByText(CALCULATOR_TEXT.calculating)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(CALCULATOR_TEXT.calculating);
  expect(screen.queryByRole('form', { name: 'Your profile' })).not.toBeInTheDocument();

  // The request leaves once the text has painted (use-calculation.ts).
  await waitFor(() => expect(answer).toBeDefined());
  answer!(ok(GENERAL_ANSWER));
  expect(await screen.findByRole('heading', { name: 'Your university matches' })).toHaveFocus();
  expect(screen.queryByText(CALCULATOR_TEXT.calculating)).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Results ready: 1 safe, 1 moderate and 0 ambitious universities.');
});

it('shows the three lists: name, acceptance rate, chance and a link to each detail page, and the empty texts', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });

  const safe = section('Safe');
  expect(within(safe).getByRole('link', { name: 'Maple Valley University' })).toHaveAttribute('href', '/university/maple-valley');
  expect(within(safe).getByText('Acceptance rate: 61.5%')).toBeInTheDocument();
  expect(within(safe).getByText('Estimated chance: 81.3%, likely 70.1-88.0%')).toBeInTheDocument();

  const moderate = section('Moderate');
  // Without a slug from the API, the SPEC's slug rule makes one from the name.
  expect(within(moderate).getByRole('link', { name: 'St. Lawrence & Co. Institute' })).toHaveAttribute('href', '/university/st-lawrence-co-institute');
  expect(within(moderate).queryByText(/Acceptance rate/)).not.toBeInTheDocument();

  expect(within(section('Ambitious')).getByText('No ambitious universities found')).toBeInTheDocument();
});

it('says under each university how many real decisions its estimate rests on, and under the lists how many were left out and why', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });

  expect(within(section('Safe')).getByText("Learned from 1,234 real Master's admission decisions at this university, 149 of them in Computer Science.")).toBeInTheDocument();
  expect(
    within(section('Moderate')).getByText(
      "Learned from 20 real Master's admission decisions at this university; too few in your programme here, so its estimate adds the programme as it goes across universities.",
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText("843 universities that award a degree in Computer and Information Sciences are not listed: we have fewer than 20 real Master's admission decisions at each, too few to place them in a tier."),
  ).toBeInTheDocument();
});

it('says what the estimates were for, and what each tier means beside it', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });

  expect(screen.getByText("For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant.")).toBeInTheDocument();
  expect(screen.getByText('Learned from real admission decisions of the seasons 2012 to 2025; the estimate is for the next season.')).toBeInTheDocument();
  for (const [name, meaning] of [['Safe', TIER_MEANINGS.safe], ['Moderate', TIER_MEANINGS.moderate], ['Ambitious', TIER_MEANINGS.ambitious]] as const) {
    expect(within(section(name)).getByText(meaning)).toBeInTheDocument();
    expect(section(name)).toHaveAccessibleDescription(meaning);
  }
});

it('says when the programme had too few decisions and its field stood in, for the estimates and for the universities listed', async () => {
  const programme = { code: '26.1103', title: 'Bioinformatics', usedCode: '26', usedTitle: 'Biological and Biomedical Sciences', basis: 'field' as const, decisions: 4321 };
  serve(() => ok({ ...GENERAL_ANSWER, awardedUnder: { code: '26', title: 'Biological and Biomedical Sciences' }, estimateFor: { ...GENERAL_ANSWER.estimateFor, programme } }));
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(
    screen.getByText('We have few real decisions in Bioinformatics, so the estimates use its wider field, Biological and Biomedical Sciences (CIP 26), learned from 4,321 decisions.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/Fewer than 10 universities that report Bioinformatics itself have enough decisions, so the lists take in its wider field \(CIP 26\)\./)).toBeInTheDocument();
});

it('says nothing is left out when every candidate had enough decisions', async () => {
  serve(() => ok({ ...GENERAL_ANSWER, leftOut: { universities: 0, minimumDecisions: 20, degreeLevel: 'masters' } }));
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(screen.queryByText(/are not listed:/)).not.toBeInTheDocument();
});

it('shows every empty text when no university fits', async () => {
  serve(() => ok({ success: true, results: { safe: [], moderate: [], ambitious: [] } }));
  const { user } = renderCalculator();
  await user.click(calculate());
  expect(await screen.findByText('No safe universities found')).toBeInTheDocument();
  expect(screen.getByText('No moderate universities found')).toBeInTheDocument();
  expect(screen.getByText('No ambitious universities found')).toBeInTheDocument();
});

it('shows the specific analysis: probability bar to 1 decimal, category, acceptance rate and three requirement parts', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await chooseSpecific(user);
  await user.click(calculate());

  expect(await screen.findByRole('heading', { name: ANALYSIS.university })).toHaveFocus();
  const chance = screen.getByRole('meter', { name: 'Estimated chance' });
  expect(chance.firstElementChild).toHaveStyle({ width: '63%' });
  expect(chance).toHaveAttribute('aria-valuetext', '63.0%, likely 55.2-70.4%');
  expect(screen.getByText('63.0%')).toBeInTheDocument();
  expect(screen.getByText(', likely 55.2-70.4%')).toBeInTheDocument();
  expect(screen.getByText('Learned from 1,234 real admission decisions at this university.')).toBeInTheDocument();
  expect(screen.getByText('Category').nextElementSibling).toHaveTextContent(`Moderate ${TIER_MEANINGS.moderate}`);
  expect(screen.getByText('Acceptance rate').nextElementSibling).toHaveTextContent('42.7%');
  expect(screen.getByRole('status')).toHaveTextContent('Your estimated chance at Harbor State University is 63.0%, likely 55.2-70.4% (moderate).');

  expect(within(screen.getByRole('list', { name: 'How your profile compares' })).getAllByRole('listitem')).toHaveLength(3);
  const bars = {
    test: screen.getByRole('meter', { name: 'Test compared with admits' }),
    gpa: screen.getByRole('meter', { name: 'GPA compared with admits' }),
    language: screen.getByRole('meter', { name: 'Language compared with admits' }),
  };
  // SPEC section 9: width = weight × 100 %; 0.7 is green, 0.4 amber; words say what the bar means, never "weight".
  expect(bars.test.firstElementChild).toHaveStyle({ width: '70%' });
  expect(bars.test.firstElementChild).toHaveAttribute('data-tone', 'green');
  expect(bars.test).toHaveAttribute('aria-valuetext', 'Strong: Higher than about 70% of the GRE totals admitted applicants reported here');
  expect(bars.gpa.firstElementChild).toHaveStyle({ width: '40%' });
  expect(bars.gpa.firstElementChild).toHaveAttribute('data-tone', 'amber');
  expect(screen.getByText('Fair: Higher than about 40% of the GPAs admitted applicants reported here')).toBeInTheDocument();
  expect(bars.language.firstElementChild).toHaveStyle({ width: '50%' });
  expect(screen.getByText("No admitted applicants' language scores to compare with")).toBeInTheDocument();
  expect(screen.queryByText(/weight/i)).not.toBeInTheDocument();

  const test = screen.getByRole('heading', { name: 'Test', level: 4 }).parentElement!;
  expect(within(test).getByText('Type').nextElementSibling).toHaveTextContent('GRE');
  expect(within(test).getByText('Required (median admit)').nextElementSibling).toHaveTextContent('318');
  expect(
    screen.getByText('"Required" is what admitted applicants at this university reported on The GradCafe, not a published requirement: GPA median 3.71, middle half 3.5-3.9 (64 admits, seasons 2013-2024). GRE total median 318, middle half 312-324 (41 admits, seasons 2012-2019).'),
  ).toBeInTheDocument();
  expect(within(test).getByText('Your score').nextElementSibling).toHaveTextContent('325');
  const language = screen.getByRole('heading', { name: 'Language', level: 4 }).parentElement!;
  expect(within(language).getByText('Type').nextElementSibling).toHaveTextContent('IELTS');
});

it('says no score is required where too few admits reported scores', async () => {
  const { admittedProfile: _left, ...withoutProfile } = ANALYSIS;
  const requirements = { ...ANALYSIS.requirements, test: { ...ANALYSIS.requirements.test, required: null } };
  serve(() => ok(GENERAL_ANSWER), () => ok({ ...SPECIFIC_ANSWER, analysis: { ...withoutProfile, requirements } }));
  const { user } = renderCalculator();
  await chooseSpecific(user);
  await user.click(calculate());
  await screen.findByRole('heading', { name: ANALYSIS.university });
  expect(screen.getByText(/Fewer than 20 admitted applicants reported scores at this university/)).toBeInTheDocument();
  const test = screen.getByRole('heading', { name: 'Test', level: 4 }).parentElement!;
  expect(within(test).getByText('Required (median admit)').nextElementSibling).toHaveTextContent('N/A');
});

it('offers free guidance in a new tab, the university page and how the estimate works', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await chooseSpecific(user);
  await user.click(calculate());
  await screen.findByRole('heading', { name: ANALYSIS.university });

  const guidance = screen.getByRole('link', { name: 'Get Free Application Guidance' });
  expect(guidance).toHaveAttribute('href', getRuntimeConfig().counselingUrl);
  expect(guidance).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'How this estimate works' })).toHaveAttribute('href', '#how-this-estimate-works');
  expect(screen.getByRole('region', { name: 'How this estimate works' })).toHaveAttribute('id', 'how-this-estimate-works');

  await user.click(screen.getByRole('link', { name: `View ${ANALYSIS.university}` }));
  expect(await screen.findByRole('heading', { name: 'University page harbor-state-university' })).toBeInTheDocument();
});

it('lets each university of the lists be saved to the shortlist and added to compare, as on its card', async () => {
  const shortlist = (slugs: string[]) => ok({ slugs, universities: slugs.map((slug) => ({ name: slug, slug })) });
  useCompareStore.setState({ picks: [] });
  fakeApi({ [GENERAL_URL]: () => ok(GENERAL_ANSWER), '/api/me/shortlist/maple-valley': () => shortlist(['maple-valley']) });
  const { user } = renderCalculator();
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });

  const maple = within(section('Safe')).getByRole('group', { name: 'Maple Valley University: shortlist and compare' });
  const save = within(maple).getByRole('button', { name: 'Save to shortlist' });
  await user.click(save);
  expect(save).toHaveAttribute('aria-pressed', 'true');
  expect(useShortlistStore.getState().slugs).toEqual(['maple-valley']);

  // Without a slug from the API, the pick carries the SPEC's slug of the name.
  const stLawrence = within(section('Moderate')).getByRole('group', { name: 'St. Lawrence & Co. Institute: shortlist and compare' });
  await user.click(within(stLawrence).getByRole('button', { name: 'Add to compare' }));
  expect(within(stLawrence).getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');
  expect(useCompareStore.getState().picks).toEqual([{ slug: 'st-lawrence-co-institute', name: 'St. Lawrence & Co. Institute' }]);

  // The compare tray gathers the picks, as on the explorer, and opens the table with two.
  await user.click(within(maple).getByRole('button', { name: 'Add to compare' }));
  const tray = screen.getByRole('region', { name: 'Compare universities' });
  expect(within(tray).getByText('2 of 4 picked')).toBeInTheDocument();
  await user.click(within(tray).getByRole('link', { name: 'Compare (2)' }));
  expect(screen.getByRole('heading', { name: 'Compare page' })).toBeInTheDocument();
});

it('lets the university of a specific analysis be saved and compared', async () => {
  const shortlist = (slugs: string[]) => ok({ slugs, universities: slugs.map((slug) => ({ name: slug, slug })) });
  useCompareStore.setState({ picks: [] });
  fakeApi({
    [SPECIFIC_URL]: () => ok({ ...SPECIFIC_ANSWER, analysis: { ...ANALYSIS, slug: 'harbor-state' } }),
    '/api/me/shortlist/harbor-state': () => shortlist(['harbor-state']),
  });
  const { user } = renderCalculator();
  await chooseSpecific(user);
  await user.click(calculate());
  await screen.findByRole('heading', { name: ANALYSIS.university });

  const toggles = screen.getByRole('group', { name: `${ANALYSIS.university}: shortlist and compare` });
  await user.click(within(toggles).getByRole('button', { name: 'Save to shortlist' }));
  expect(useShortlistStore.getState().slugs).toEqual(['harbor-state']);
  await user.click(within(toggles).getByRole('button', { name: 'Add to compare' }));
  expect(useCompareStore.getState().picks).toEqual([{ slug: 'harbor-state', name: ANALYSIS.university }]);
});

it('a general result clears the specific analysis, and the other way round', async () => {
  serve(() => ok(GENERAL_ANSWER));
  const { user } = renderCalculator();
  await chooseSpecific(user);
  await user.click(calculate());
  await screen.findByRole('heading', { name: ANALYSIS.university });

  await user.click(screen.getByRole('radio', { name: 'General (by country)' }));
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(screen.queryByRole('heading', { name: ANALYSIS.university })).not.toBeInTheDocument();
  expect(screen.queryByRole('meter', { name: 'Estimated chance' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Specific university' }));
  await user.click(calculate());
  await screen.findByRole('heading', { name: ANALYSIS.university });
  expect(screen.queryByRole('heading', { name: 'Your university matches' })).not.toBeInTheDocument();
});

it("says the result is for the programme in the words the student picked it with, not the catalogue's", async () => {
  fakeApi({
    [GENERAL_URL]: () => {
      const programme = { code: '11', title: 'Computer and Information Sciences and Support Services', usedCode: '11', usedTitle: 'Computer and Information Sciences and Support Services', basis: 'programme' as const, decisions: 9000 };
      return ok({ ...GENERAL_ANSWER, awardedUnder: { code: '11', title: programme.title }, estimateFor: { ...GENERAL_ANSWER.estimateFor, programme } });
    },
    '/api/public/programs/suggestions': () => ok({ data: [{ code: '11', title: 'Computer Science', covers: 'All 27 programmes under Computer and Information Sciences and Support Services', universities: 519 }] }),
  });
  const { user } = renderCalculator();
  await user.type(screen.getByRole('combobox', { name: 'Programme (optional)' }), 'computer science');
  await user.click(await screen.findByRole('option', { name: /Computer Science/ }, { timeout: 3000 }));
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });
  expect(screen.getByText(/^For a Master's in Computer Science, GPA/)).toBeInTheDocument();
  window.localStorage.clear();
});

it('sends the chosen programme with the profile and says the lists hold only universities that award it', async () => {
  const api = fakeApi({
    [GENERAL_URL]: () => {
      const programme = { code: '45.06', title: 'Economics', usedCode: '45.06', usedTitle: 'Economics', basis: 'programme' as const, decisions: 5000 };
      return ok({ ...GENERAL_ANSWER, awardedUnder: { code: '45.06', title: 'Economics' }, estimateFor: { ...GENERAL_ANSWER.estimateFor, programme } });
    },
    '/api/public/programs/suggestions': () => ok({ data: [{ code: '45.06', title: 'Economics', covers: 'all programmes under Economics (CIP 45.06)', universities: 215 }] }),
  });
  const { user } = renderCalculator();
  await user.type(screen.getByRole('combobox', { name: 'Programme (optional)' }), 'economics');
  await user.click(await screen.findByRole('option', { name: /Economics/ }, { timeout: 3000 }));
  expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument(); // the degree level above is the level
  await user.click(calculate());
  await screen.findByRole('heading', { name: 'Your university matches' });

  expect(api.bodiesTo(GENERAL_URL)[0]).toMatchObject({ programCode: '45.06' });
  expect(
    screen.getByText('Only universities that awarded a degree in Economics at your level in 2021-22 or 2022-23 are listed. Programme data covers US universities only (US Department of Education data), so Canadian universities are not listed with a programme chosen.'),
  ).toBeInTheDocument();
  // Kept for this student, so the shortlist and compare estimate for Economics too.
  expect(readChanceProgramme(STUDENT.id)).toEqual({ code: '45.06', title: 'Economics' });
  window.localStorage.clear();
});
