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
export const HELD_OUT_ACCURACY: string | null = null;

/** "How this estimate works": what the estimate uses, how good it is, and what it cannot know. */
export function HowThisEstimateWorks() {
  return (
    <section id={EXPLAINER_ID} className="estimate-explainer" aria-labelledby={`${EXPLAINER_ID}-title`} tabIndex={-1}>
      <h2 id={`${EXPLAINER_ID}-title`}>How this estimate works</h2>
      <p>Your result is an estimate from a statistical model, not a promise and not a university&apos;s decision.</p>

      <h3>What it uses</h3>
      <ul>
        <li>Your GRE or GMAT score, your TOEFL or IELTS score, your GPA (4-point or 10-point scale) and, if you choose one, your degree level.</li>
        <li>
          For each university: its admission rate and its typical scores. Scores are compared on one scale (GMAT is converted to GRE, IELTS to TOEFL, a
          4-point GPA to 10-point); these conversions are approximations.
        </li>
      </ul>

      <h3>How it is worked out</h3>
      <ul>
        <li>
          It starts from the university&apos;s admission rate, the undergraduate rate because no open source publishes graduate rates. A university
          without a published rate starts at 50 %, meaning no information either way.
        </li>
        <li>
          Each score you give moves the estimate up or down by how far it is above or below that university&apos;s typical score. A score you leave
          out neither helps nor hurts, and a higher score never lowers the estimate.
        </li>
        <li>The result stays between 2 % and 98 %: safe from 70 %, moderate from 40 %, ambitious below that.</li>
        <li>
          Each requirement&apos;s weight (0 to 1) is roughly the share of typical applicants to that university whom your score beats: 0.5 is at par,
          0.7 or more is shown green, 0.4 or more amber, less red. A part you left empty has weight 0.
        </li>
      </ul>

      <h3>How accurate it is</h3>
      <p>
        {HELD_OUT_ACCURACY ??
          'Its accuracy on real admission decisions it was not fitted to is being measured; until that figure is published here, treat every result as a rough guide.'}
      </p>

      <h3>What it cannot know</h3>
      <ul>
        <li>Your programme, statement of purpose, recommendations, research and funding, which decide many admissions.</li>
        <li>Graduate programmes within one university differ widely; the typical scores we compare with are our own estimates, not published figures.</li>
        <li>Always check each programme&apos;s own requirements, or book free guidance with a counselor.</li>
      </ul>
    </section>
  );
}
