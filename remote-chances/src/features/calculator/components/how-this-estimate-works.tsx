// Every word of "How this estimate works" lives in this one file, written for
// a student from api/docs/chance-model.md (where the figures are printed by
// the evaluation, `npm run evaluate:model -w api`). When the model changes,
// change this text with it. What each tier means comes with the answers (one
// definition, in the API), so it is passed in, never written twice.
import type { TierMeanings } from '@gradatlas/shared/contracts';

/** The id every result links to. */
export const EXPLAINER_ID = 'how-this-estimate-works';

/** The seasons and decisions the shipped model learned from. */
export const LEARNED_FROM =
  '76,021 real admission decisions (admitted or rejected) that applicants posted on The GradCafe for the seasons 2012 to Fall 2025, at universities in our data; most are from 2021 on, and 17,340 from Fall and Spring 2025.';

/** How admissions moved lately, in the posts and with applicants, universities and programmes held as they were. */
export const SEASON_MOVES: readonly string[] = [
  'PhD offers fell again between 2024 and 2025: of the PhD decisions posted, 39.5 % were offers for Fall 2024 and 36.2 % for Fall 2025. For the same kinds of applicants, universities and programmes, that is about 10 points fewer offers, after about 8 points fewer the year before.',
  "Master's admissions rose: 68.3 % of the Master's decisions posted were offers for Fall 2024 and 75.1 % for Fall 2025, about 5 points more for the same kinds of applicants.",
  "The estimate starts from the Fall 2025 level, for PhD and Master's applicants apart. We also tried following the trend of the seasons before; tested on 2023 and 2024, it did not predict better, so the estimate does not assume the fall goes on.",
  'In a typical season, admissions moved by about 4 to 5 points for an applicant near an even chance. Nobody knows how the coming season will move, so every likely range is widened by that much.',
];

/** How the estimates of a model fitted on the seasons up to 2024 did on Fall 2025, which it had not seen, by tier. */
export const LAST_SEASON_BY_TIER: ReadonlyArray<{ tier: string; admitted: string; decisions: string }> = [
  { tier: 'Safe', decisions: '4,973', admitted: '83 %' },
  { tier: 'Moderate', decisions: '6,585', admitted: '50 %' },
  { tier: 'Ambitious', decisions: '5,782', admitted: '21 %' },
];

/** The same, in words, for international applicants and by band of the estimate. */
export const LAST_SEASON_IN_WORDS: readonly string[] = [
  'International applicants alone: 82 % of those it would have called Safe were admitted, 50 % of the Moderate and 22 % of the Ambitious.',
  'Of international applicants it gave 20-40 %, 23 % were admitted: it was about 8 points too high there. In the other ranges it was within 5 points.',
  'For PhD applicants it was too high: it gave them 43 % on average, and 36 % were admitted, because PhD offers fell more in 2025 than in any season before. For Master\'s applicants it was a little low: 72 % on average, and 75 % were admitted.',
  'Given an admitted and a rejected international applicant, it gave the admitted one the higher estimate more than 3 times in 4 (half the time would be guessing).',
];

const TIER_TITLES = { safe: 'Safe', moderate: 'Moderate', ambitious: 'Ambitious' } as const;

/** "How this estimate works": what the estimate learned from, how admissions moved, how good it was, and what it cannot know. */
export function HowThisEstimateWorks({ tierMeanings = null }: { tierMeanings?: TierMeanings | null }) {
  return (
    <section id={EXPLAINER_ID} className="estimate-explainer" aria-labelledby={`${EXPLAINER_ID}-title`} tabIndex={-1}>
      <h2 id={`${EXPLAINER_ID}-title`}>How this estimate works</h2>
      <p>
        Your result is the share of applicants like you whom we expect to be admitted: an estimate from a statistical model, not a promise and not a
        university&apos;s decision.
      </p>

      <h3>What it learned from</h3>
      <ul>
        <li>
          {LEARNED_FROM} We use them only to fit the model: no applicant&apos;s post is stored or shown here, and no figure from fewer than 20
          people.
        </li>
        <li>
          For each decision: the university, the programme (grouped into fields such as computer science or economics, and programmes inside them),
          Master&apos;s or PhD, the season, whether the applicant was international, and the GPA and GRE when the applicant posted them.
        </li>
        <li>
          Your TOEFL or IELTS score: the decisions carry none, so its effect comes from a second public data set (Graduate Admission 2), compared
          with the effect of the GRE.
        </li>
      </ul>

      <h3>How admissions moved lately</h3>
      <ul>
        {SEASON_MOVES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h3>How it is worked out</h3>
      <ul>
        <li>
          Each university, each field and programme, and each programme at each university has its own adjustment, learned from its decisions. One
          with few decisions stays close to what is wider: a programme close to its field, a field close to the average. So a programme we know
          little about still gets an estimate, and the result says which field stood in for it.
        </li>
        <li>
          When we checked the model on a season it had not seen, its highest estimates came out a little too high and its lowest a little too low.
          So each estimate is drawn towards the middle by as much as that season showed, more for PhD than for Master&apos;s applicants.
        </li>
        <li>
          No GRE? Since 2020 most programmes do not require it, and most applicants posted none. If you give no test score, you are estimated as the
          applicants who posted no test were admitted: not as if you had a low score. The same for a GPA or a language score you leave out.
        </li>
        <li>
          A higher GPA, GRE or TOEFL score never lowers the estimate. GMAT is converted to GRE, IELTS to TOEFL, and a GPA above 4 is read as a CGPA out
          of 10 and converted to 4 points.
        </li>
        <li>
          The likely range beside the estimate holds 80 % of what the model is unsure about: a university or programme with few decisions, no
          programme chosen (programmes differ a lot), and how far admissions may move in the coming season.
        </li>
        <li>
          If you do not choose a degree level, the estimate assumes the mix of GradAtlas users: 80 % Master&apos;s and 20 % PhD applicants. It
          assumes you are an international applicant.
        </li>
        <li>
          The lists show a university only when we have at least 20 real decisions there at your degree level. Universities with fewer are left out
          and counted under the lists: without decisions there is nothing to place them on.
        </li>
        <li>
          &quot;Required&quot; beside your scores is what admitted applicants at that university reported: the middle value (median) of their GPA
          or GRE, with the middle half of them between two figures, shown only where at least 20 admitted applicants posted one; it is not a
          published requirement. The bar under it says about what share of those admitted applicants reported a lower figure than yours: half
          means yours is their middle value.
        </li>
      </ul>

      <h3>What the tiers mean</h3>
      {tierMeanings ? (
        <ul>
          {(Object.keys(TIER_TITLES) as Array<keyof TierMeanings>).map((tier) => (
            <li key={tier}>
              {TIER_TITLES[tier]}: {tierMeanings[tier]}
            </li>
          ))}
        </ul>
      ) : (
        <p>Each result says, beside its tier, what Safe, Moderate and Ambitious mean.</p>
      )}

      <h3>How often it was right last season</h3>
      <p>
        We fitted the model on the seasons up to 2024 only and compared what it would have told each applicant of Fall 2025, a season it had not
        seen, with what happened.
      </p>
      <ul>
        {LAST_SEASON_BY_TIER.map(({ tier, admitted, decisions }) => (
          <li key={tier}>
            Of the {decisions} applicants it would have called {tier}, {admitted} were admitted.
          </li>
        ))}
        {LAST_SEASON_IN_WORDS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h3>What it cannot know</h3>
      <ul>
        <li>Your statement of purpose, letters of recommendation, research experience and whether there is funding for you, which decide many admissions.</li>
        <li>A programme it has too few decisions about: then it knows the university and the field, not the department.</li>
        <li>The decisions were posted by applicants who chose to share them, so they are not a random sample, and a new season may move again.</li>
        <li>Always check each programme&apos;s own requirements, or book free guidance with a counselor.</li>
      </ul>
    </section>
  );
}
