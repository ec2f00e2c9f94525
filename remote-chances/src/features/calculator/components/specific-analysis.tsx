import { forwardRef } from 'react';
import { formatPercent, NOT_AVAILABLE } from '@gradatlas/shared/domain';
import type { SpecificAnalysis as Analysis } from '@gradatlas/shared/contracts';
import type { SpecificAnswer } from '../api/calculate-chances';
import { comparisonText, evidenceText } from '../model/estimate-words';
import { ADMITTED_TEXT } from '../messages';
import type { ChosenProgramme } from '../hooks/use-calculation';
import { EstimateContext } from './estimate-context';
import { ProbabilityBar, WeightBar } from './score-bars';
import { ResultActions } from './result-actions';

type Part = Analysis['requirements']['gpa'] & { type?: string | null };

const CATEGORY_TEXT: Record<Analysis['category'], string> = { safe: 'Safe', moderate: 'Moderate', ambitious: 'Ambitious' };

const shown = (value: number | null) => (value === null ? NOT_AVAILABLE : String(value));

/** The source of the "required" values: what admitted applicants reported there, or why there is none. */
function AdmittedProfileNote({ profile }: { profile: Analysis['admittedProfile'] }) {
  if (!profile) return <p className="requirements__source">{ADMITTED_TEXT.none}</p>;
  const figures = [
    profile.gpa && ADMITTED_TEXT.figure('GPA', profile.gpa),
    profile.gre && ADMITTED_TEXT.figure('GRE total', profile.gre),
  ].filter(Boolean);
  return (
    <p className="requirements__source">
      {ADMITTED_TEXT.intro(profile.programmeGroup !== null)} {figures.join(' ')}
    </p>
  );
}

function RequirementPart({ title, part, showType, figure }: { title: string; part: Part; showType: boolean; figure: string }) {
  const comparison = comparisonText(part, figure);
  return (
    <li className="requirement">
      <h4>{title}</h4>
      <dl className="requirement__facts">
        {showType && (
          <div>
            <dt>Type</dt>
            <dd>{part.type ?? NOT_AVAILABLE}</dd>
          </div>
        )}
        <div>
          <dt>Required (median admit)</dt>
          <dd>{shown(part.required)}</dd>
        </div>
        <div>
          <dt>Your score</dt>
          <dd>{part.yourScore === null ? 'Not given' : part.yourScore}</dd>
        </div>
      </dl>
      <WeightBar weight={part.weight} label={`${title} compared with admits`} meaning={comparison} compared={part.required !== null && part.yourScore !== null} />
    </li>
  );
}

/**
 * SPEC section 3 specific analysis: probability bar, category (with what it
 * means), acceptance rate and the three requirement parts; above them, what
 * the estimate was for.
 */
export const SpecificAnalysis = forwardRef<HTMLHeadingElement, { answer: SpecificAnswer; chosen?: ChosenProgramme }>(function SpecificAnalysis({ answer, chosen = null }, headingRef) {
  const { analysis, estimateFor, tierMeanings } = answer;
  const { requirements } = analysis;
  return (
    <section className="calculator-result" aria-labelledby="specific-result-title">
      <h2 id="specific-result-title" ref={headingRef} tabIndex={-1}>
        {analysis.university}
      </h2>
      <ProbabilityBar percent={analysis.probability} range={analysis.probabilityRange} />
      <EstimateContext estimateFor={estimateFor} chosen={chosen} />
      <dl className="calculator-result__facts">
        <div>
          <dt>Category</dt>
          <dd>
            {CATEGORY_TEXT[analysis.category] ?? analysis.category}
            {tierMeanings && <span className="calculator-result__meaning"> {tierMeanings[analysis.category]}</span>}
          </dd>
        </div>
        <div>
          <dt>Acceptance rate</dt>
          <dd>{formatPercent(analysis.acceptanceRate)}</dd>
        </div>
        <div>
          <dt>Based on</dt>
          <dd>{evidenceText(analysis.evidence, estimateFor?.degreeLevel ?? null, estimateFor?.programme?.title ?? null)}</dd>
        </div>
      </dl>
      <h3 id="requirements-title">How your profile compares</h3>
      <AdmittedProfileNote profile={analysis.admittedProfile} />
      <ul className="requirements" aria-labelledby="requirements-title">
        <RequirementPart title="Test" part={requirements.test} showType figure="GRE totals" />
        <RequirementPart title="GPA" part={requirements.gpa} showType={false} figure="GPAs" />
        <RequirementPart title="Language" part={requirements.language} showType figure="language scores" />
      </ul>
      <ResultActions university={{ name: analysis.university, slug: analysis.slug }} />
    </section>
  );
});
