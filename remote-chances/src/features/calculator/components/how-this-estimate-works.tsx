// Every word of "How this estimate works" lives in this one file, written from
// api/docs/chance-model.md. When the model changes, change this text with it.

/** The id every result links to. */
export const EXPLAINER_ID = 'how-this-estimate-works';

/**
 * The model's accuracy measured on held-out admission decisions, as one
 * sentence, e.g. 'On N decisions it was not fitted to, ...'. Null until the
 * measured figure is published in api/docs/chance-model.md: no number is shown
 * that was not measured.
 */
export const HELD_OUT_ACCURACY: string | null =
  'We test it forward in time: fitted on the seasons up to one year and tested on the next, never on a random split. On the latest season we have (2016), fitted on 2012-2015 only, it ranked an admitted applicant above a rejected one 74 % of the time (AUC 0.741) with a Brier score of 0.201 on 3,377 real decisions (the average squared gap between an estimate and what happened, 0 to 1: lower is better), against 0.242 for always answering the average admission rate. For the 1,421 international applicants among them, its estimates were within 3.2 points of the share actually admitted in every band (Brier 0.217 against 0.254); for Master\'s applicants, Brier 0.181 against 0.227.';

/** "How this estimate works": what the estimate uses, how good it is, and what it cannot know. */
export function HowThisEstimateWorks() {
  return (
    <section id={EXPLAINER_ID} className="estimate-explainer" aria-labelledby={`${EXPLAINER_ID}-title`} tabIndex={-1}>
      <h2 id={`${EXPLAINER_ID}-title`}>How this estimate works</h2>
      <p>
        Your result is the share of applicants like you whom we expect a university to admit: an estimate from a statistical model, not a promise and
        not a university&apos;s decision.
      </p>

      <h3>What it uses</h3>
      <ul>
        <li>Your GRE or GMAT score, your TOEFL or IELTS score, your GPA (4-point or 10-point scale) and, if you choose one, your degree level.</li>
        <li>
          For each university: its admission rate (the undergraduate rate, because no open source publishes graduate rates), its number of graduate
          students and its place in the QS, THE and ARWU world rankings.
        </li>
        <li>
          Scores are compared on one scale (GMAT is converted to GRE, IELTS to TOEFL, a 10-point GPA to 4-point); these conversions are
          approximations.
        </li>
      </ul>

      <h3>How it is worked out</h3>
      <ul>
        <li>
          It is a statistical model fitted on about 15,000 real graduate admission decisions (admitted or rejected) that applicants reported on The
          GradCafe for the 2012-2016 seasons. Only the fitted numbers and counts of decisions are used here, never those applicants&apos; records.
        </li>
        <li>
          The share of applicants admitted moves from season to season, so the model follows its trend one season ahead, to the coming season.
        </li>
        <li>
          A higher GPA, GRE or TOEFL score never lowers the estimate. The TOEFL effect comes from a second public data set (Graduate Admission 2),
          because the decisions carry no TOEFL score. A score you leave out neither helps nor hurts.
        </li>
        <li>
          Universities with at least 5 decisions of their own get their own adjustment (and one for Master&apos;s or PhD where that level has 5),
          pulled towards what their profile predicts; the others are estimated from their profile alone. Each result says which, and how many real
          decisions at that university the model learned from. The estimate assumes you are an international applicant.
        </li>
        <li>
          The likely range beside the estimate holds 80 % of the model&apos;s own uncertainty: its fitted numbers, the coming season&apos;s level
          and the university&apos;s adjustment. It is narrower for a university with many decisions than for one with few or none.
        </li>
        <li>
          PhD admissions are harder than Master&apos;s. If you do not choose a degree level, the estimate assumes the mix of GradAtlas users: 80 %
          Master&apos;s and 20 % PhD applicants.
        </li>
        <li>
          The result stays between 2 % and 98 %: safe from 58 %, moderate from 43 %, ambitious below that. Tested the same way on the 2016 decisions
          the model had not seen, 75.7 % of &quot;safe&quot; ones and 29.5 % of &quot;ambitious&quot; ones were admits.
        </li>
        <li>
          Each requirement&apos;s weight (0 to 1) is roughly the share of typical applicants to that university whom your score beats, compared with
          our own estimate of its typical scores: 0.5 is at par, 0.7 or more is shown green, 0.4 or more amber, less red. A part you left empty has
          weight 0. The weights explain your scores; they do not change the estimate.
        </li>
      </ul>

      <h3>How accurate it is</h3>
      <p>
        {HELD_OUT_ACCURACY ??
          'Its accuracy on real admission decisions it was not fitted to is being measured; until that figure is published here, treat every result as a rough guide.'}
      </p>

      <h3>What it cannot know</h3>
      <ul>
        <li>Your statement of purpose, letters of recommendation, research experience and whether there is funding for you, which decide many admissions.</li>
        <li>Your programme: departments within one university differ widely, and the model knows the university, not the department.</li>
        <li>The decisions it learned from were posted by applicants who chose to share them, so they are not a random sample.</li>
        <li>Always check each programme&apos;s own requirements, or book free guidance with a counselor.</li>
      </ul>
    </section>
  );
}
