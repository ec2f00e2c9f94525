// Every word of "How this estimate works" lives in this one file, written from
// api/docs/chance-model.md. When the model changes, change this text with it.

/** The id every result links to. */
export const EXPLAINER_ID = 'how-this-estimate-works';

/**
 * The model's accuracy on admission decisions it was not fitted to, as
 * measured by `npm run evaluate:model -w api` (api/docs/chance-model.md).
 */
export const HELD_OUT_ACCURACY =
  'Fitted on 11,612 real decisions from the 2012-2015 seasons and tested on 3,380 decisions from 2016 that it never saw, it ranked an admitted applicant above a rejected one 73 % of the time (AUC 0.730, against 0.61 for the admission rate alone), and its estimates were within 5 points of what actually happened in every band with at least 100 decisions. Of the decisions it called safe, 76 % were admits; of those it called ambitious, 30 %.';

/** "How this estimate works": what the estimate uses, how good it is, and what it cannot know. */
export function HowThisEstimateWorks() {
  return (
    <section id={EXPLAINER_ID} className="estimate-explainer" aria-labelledby={`${EXPLAINER_ID}-title`} tabIndex={-1}>
      <h2 id={`${EXPLAINER_ID}-title`}>How this estimate works</h2>
      <p>Your result is an estimate from a statistical model, not a promise and not a university&apos;s decision.</p>

      <h3>What it uses</h3>
      <ul>
        <li>Your GRE or GMAT score (GMAT converted to GRE), your TOEFL or IELTS score (IELTS converted to TOEFL), your GPA (4-point or 10-point scale) and, if you choose one, your degree level. Every estimate is for an international applicant.</li>
        <li>For each university: its admission rate (the undergraduate rate, the only one published), its number of graduate students and, where we saw enough real decisions for it, its own record.</li>
      </ul>

      <h3>How it is worked out</h3>
      <ul>
        <li>
          A logistic model fitted on real graduate admission decisions (admitted or rejected) posted by applicants on The GradCafe, mostly in
          engineering and science. Each fact moves the estimate up or down by the amount those decisions showed. TOEFL&apos;s weight comes from the
          Graduate Admission 2 study, because the decisions carry no TOEFL.
        </li>
        <li>A score you leave out neither helps nor hurts, and a higher score never lowers the estimate.</li>
        <li>Without a degree level, it assumes the mix of our users: 80 % Master&apos;s and 20 % PhD applicants (PhD admission is harder).</li>
        <li>The result stays between 2 % and 98 %: safe from 61 %, moderate from 43 %, ambitious below that, cut-offs chosen so each word matched real outcomes.</li>
        <li>
          Each requirement&apos;s weight (0 to 1) is roughly the share of typical applicants to that university whom your score beats: 0.5 is at par,
          0.7 or more is shown green, 0.4 or more amber, less red. A part you left empty has weight 0. The typical scores are our own estimates.
        </li>
      </ul>

      <h3>How accurate it is</h3>
      <p>{HELD_OUT_ACCURACY}</p>

      <h3>What it cannot know</h3>
      <ul>
        <li>Your statement of purpose, recommendations, research and work experience, which decide many admissions, nor whether a department has funding this year.</li>
        <li>Your programme: departments within one university admit very differently. And applicants who post their results over-report admits.</li>
        <li>Always check each programme&apos;s own requirements, or book free guidance with a counselor.</li>
      </ul>
    </section>
  );
}
