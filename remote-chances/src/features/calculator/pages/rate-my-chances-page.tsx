import { useEffect, useRef } from 'react';
import { CompareBar } from '@gradatlas/shared/compare-bar';
import { CALCULATOR_TEXT } from '../messages';
import { useCalculation } from '../hooks/use-calculation';
import { useRememberedInputs } from '../hooks/use-remembered-inputs';
import { useRememberedProgram } from '../hooks/use-remembered-program';
import { useArrival } from '../hooks/use-arrival';
import { estimateText } from '../model/score-bar';
import { CalculatorForm } from '../components/calculator-form';
import { CalculatorIntro } from '../components/calculator-intro';
import { GeneralResults } from '../components/general-results';
import { HowThisEstimateWorks } from '../components/how-this-estimate-works';
import { SpecificAnalysis } from '../components/specific-analysis';
import '../components/calculator.css';

/** /rate-my-chances: the calculator (SPEC sections 2 to 9), for signed-in students (the host guards the route). */
export function RateMyChancesPage() {
  const [inputs, update] = useRememberedInputs();
  const [program, setProgram] = useRememberedProgram();
  useArrival(update, setProgram);
  const calculation = useCalculation();
  const { calculating, general, specific, error, fieldErrors } = calculation;
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const errorBox = useRef<HTMLParagraphElement>(null);

  // The form (and its focused button) disappears while calculating, so focus
  // moves to what came back: the new result, or the error just above the form.
  useEffect(() => {
    if (general || specific) resultHeading.current?.focus();
  }, [general, specific]);
  useEffect(() => {
    if (error) errorBox.current?.focus();
  }, [error]);

  const summary = calculating
    ? CALCULATOR_TEXT.calculating
    : general
      ? `Results ready: ${general.results.safe.length} safe, ${general.results.moderate.length} moderate and ${general.results.ambitious.length} ambitious universities.`
      : specific
        ? `Your estimated chance at ${specific.analysis.university} is ${estimateText(specific.analysis.probability, specific.analysis.probabilityRange)} (${specific.analysis.category}).`
        : '';

  return (
    <div className="container section calculator">
      <CalculatorIntro />

      {/* One live region, always present, so screen readers hear the progress and the result. */}
      <div className="calculator__status" role="status" aria-live="polite">
        {calculating ? <p className="calculator__progress">{CALCULATOR_TEXT.calculating}</p> : <span className="visually-hidden">{summary}</span>}
      </div>

      {error && !calculating && (
        <p className="error-box" role="alert" ref={errorBox} tabIndex={-1}>
          {error}
        </p>
      )}

      {!calculating && (
        <CalculatorForm
          inputs={inputs}
          onChange={update}
          program={program}
          onProgramChange={setProgram}
          onSubmit={() => void calculation.run(inputs, program)}
          fieldErrors={fieldErrors}
          onFieldEdited={calculation.clearFieldError}
        />
      )}

      {general && <GeneralResults ref={resultHeading} answer={general} chosen={calculation.chosen} />}
      {specific && <SpecificAnalysis ref={resultHeading} answer={specific} chosen={calculation.chosen} />}

      <HowThisEstimateWorks tierMeanings={(general ?? specific)?.tierMeanings ?? null} />
      {/* The picks made with a result's 'Add to compare', and the way to the table, as on the explorer. */}
      <CompareBar />
    </div>
  );
}
