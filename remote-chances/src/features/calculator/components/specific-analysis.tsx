import { forwardRef } from 'react';
import { formatPercent, NOT_AVAILABLE } from '@gradatlas/shared/domain';
import type { SpecificAnalysis as Analysis } from '@gradatlas/shared/contracts';
import { ProbabilityBar, WeightBar } from './score-bars';
import { ResultActions } from './result-actions';
import { evidenceText } from '../model/score-bar';
import { ADMITTED_TEXT } from '../messages';

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

function RequirementPart({ title, part, showType }: { title: string; part: Part; showType: boolean }) {
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
        <div>
          <dt>Weight</dt>
          <dd>{part.weight.toFixed(2)}</dd>
        </div>
      </dl>
      <WeightBar weight={part.weight} label={`${title} match`} />
    </li>
  );
}

/** SPEC section 3 specific analysis: probability bar, category, acceptance rate and the three requirement parts. */
export const SpecificAnalysis = forwardRef<HTMLHeadingElement, { analysis: Analysis }>(function SpecificAnalysis({ analysis }, headingRef) {
  const { requirements } = analysis;
  return (
    <section className="calculator-result" aria-labelledby="specific-result-title">
      <h2 id="specific-result-title" ref={headingRef} tabIndex={-1}>
        {analysis.university}
      </h2>
      <ProbabilityBar percent={analysis.probability} range={analysis.probabilityRange} />
      <dl className="calculator-result__facts">
        <div>
          <dt>Category</dt>
          <dd>{CATEGORY_TEXT[analysis.category] ?? analysis.category}</dd>
        </div>
        <div>
          <dt>Acceptance rate</dt>
          <dd>{formatPercent(analysis.acceptanceRate)}</dd>
        </div>
        <div>
          <dt>Based on</dt>
          <dd>{evidenceText(analysis.evidence)}</dd>
        </div>
      </dl>
      <h3 id="requirements-title">How your profile compares</h3>
      <AdmittedProfileNote profile={analysis.admittedProfile} />
      <ul className="requirements" aria-labelledby="requirements-title">
        <RequirementPart title="Test" part={requirements.test} showType />
        <RequirementPart title="GPA" part={requirements.gpa} showType={false} />
        <RequirementPart title="Language" part={requirements.language} showType />
      </ul>
      <ResultActions university={{ name: analysis.university, slug: analysis.slug }} />
    </section>
  );
});
