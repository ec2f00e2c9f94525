// Every word of "How this estimate works" lives in this one file, written for
// a student from api/docs/chance-model.md (where the figures are printed by
// the evaluation). When the model changes, change this text with it.

/** The id every result links to. */
export const EXPLAINER_ID = 'how-this-estimate-works';

/** How the estimates did on the last season the model had not seen (2024, fitted on 2012-2023), in words. */
export const HELD_OUT_ACCURACY =
  'We checked the model the only fair way: we fitted it on the seasons up to 2023 and compared its estimates with what happened to 11,174 international applicants in the 2024 season, which it had not seen.';

/** Calibration on 2024 for international applicants: band of the estimate, and the share of those applicants admitted. */
export const CALIBRATION_2024 = [
  { band: 'below 20 %', admitted: '21 %' },
  { band: '20-40 %', admitted: '28 %' },
  { band: '40-60 %', admitted: '42 %' },
  { band: '60-80 %', admitted: '60 %' },
  { band: '80 % or more', admitted: '78 %' },
] as const;

/** "How this estimate works": what the estimate learned from, how good it was, and what it cannot know. */
export function HowThisEstimateWorks() {
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
          58,681 real admission decisions (admitted or rejected) that applicants posted on The GradCafe for the seasons 2012 to Fall 2024, at universities
          in our data. We use them only to fit the model: no applicant&apos;s post is stored or shown here, and no figure from fewer than 20 people.
        </li>
        <li>
          For each decision: the university, the programme (grouped into subject groups such as computer science or economics), Master&apos;s or PhD,
          the season, whether the applicant was international, and the GPA and GRE when the applicant posted them.
        </li>
        <li>
          Your TOEFL or IELTS score: the decisions carry none, so its effect comes from a second public data set (Graduate Admission 2), compared
          with the effect of the GRE.
        </li>
      </ul>

      <h3>How it is worked out</h3>
      <ul>
        <li>
          Each university, each programme group, and each programme group at each university has its own adjustment, learned from its decisions.
          One with few decisions stays close to the average; one with many follows its own record.
        </li>
        <li>
          The share of applicants admitted moves from season to season: in these posts it fell from 55 % in 2021 to 48 % in 2024, and more for PhD
          than for Master&apos;s applicants. The estimate uses the level of the latest season, 2024, for PhD and Master&apos;s separately. We chose
          this by testing every option on seasons the model had not seen.
        </li>
        <li>
          No GRE? Since 2020 most programmes do not require it, and most applicants posted none. If you give no test score, you are estimated as the
          applicants who posted no test were admitted: not as if you had a low score. The same for a GPA or a language score you leave out.
        </li>
        <li>A higher GPA, GRE or TOEFL score never lowers the estimate. GMAT is converted to GRE, IELTS to TOEFL and a 10-point GPA to 4 points.</li>
        <li>
          The likely range beside the estimate holds 80 % of what the model is unsure about. It is wider when we know less: a university with few
          decisions, or no programme chosen (programmes differ a lot).
        </li>
        <li>
          If you do not choose a degree level, the estimate assumes the mix of GradAtlas users: 80 % Master&apos;s and 20 % PhD applicants. It
          assumes you are an international applicant.
        </li>
        <li>
          The lists show a university as safe, moderate or ambitious only when we have at least 20 real decisions there (in your programme group,
          when you chose a programme). The others are left out and counted under the lists: without decisions there is nothing to recommend them on.
        </li>
        <li>
          &quot;Required&quot; beside your scores is what admitted applicants at that university reported: the middle value (median) of their GPA
          or GRE, with the middle half of them between two figures. It is shown only where at least 20 admitted applicants posted one, and it is not a
          published requirement. A weight of 0.5 means your score equals that median; 0.7 or more is shown green, 0.4 or more amber, less red.
        </li>
      </ul>

      <h3>How accurate it is</h3>
      <p>{HELD_OUT_ACCURACY}</p>
      <ul>
        {CALIBRATION_2024.map(({ band, admitted }) => (
          <li key={band}>
            Of applicants we gave {band}, {admitted} were admitted.
          </li>
        ))}
      </ul>
      <p>
        So in 2024 our estimates were about 5 points too high on average: fewer applicants were admitted that season than in the seasons before.
        Given a random admitted and a random rejected applicant, the model gave the admitted one the higher estimate 72 % of the time (50 % would be
        guessing). Its average squared error was 0.215, against 0.261 for giving everyone the same average chance (lower is better).
      </p>

      <h3>What it cannot know</h3>
      <ul>
        <li>Your statement of purpose, letters of recommendation, research experience and whether there is funding for you, which decide many admissions.</li>
        <li>A programme it has too few decisions about: then it knows the university, not the department.</li>
        <li>The decisions were posted by applicants who chose to share them, so they are not a random sample, and a new season may differ again.</li>
        <li>Always check each programme&apos;s own requirements, or book free guidance with a counselor.</li>
      </ul>
    </section>
  );
}
