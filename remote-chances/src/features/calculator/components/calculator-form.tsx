import type { FormEvent } from 'react';
import { COUNTRY_FILTERS, type CountryFilter, DEGREE_LEVELS, LANGUAGE_TESTS, TEST_TYPES, type CalculatorInputs, type DegreeLevelChoice, type LanguageTest, type Mode, type TestTypeChoice } from '@gradatlas/shared/domain';
import { ProgramPicker, type ProgramChoice } from '@gradatlas/shared/program-picker';
import { UniversityPicker } from './university-picker';

interface CalculatorFormProps {
  inputs: CalculatorInputs;
  onChange: (change: Partial<CalculatorInputs>) => void;
  /** The programme (optional): its CIP code goes with the request. */
  program: ProgramChoice | null;
  onProgramChange: (program: ProgramChoice | null) => void;
  onSubmit: () => void;
}

const MODE_LABELS: Record<Mode, string> = {
  general: 'General (by country)',
  specific: 'Specific university',
};

/**
 * The calculator's inputs (SPEC section 5). Numbers are plain numeric boxes
 * with no bounds or required marks: the server checks them and its errors are
 * shown. Switching mode only changes which field is shown; every input stays.
 */
export function CalculatorForm({ inputs, onChange, program, onProgramChange, onSubmit }: CalculatorFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const chooseTestType = (testType: TestTypeChoice) =>
    // SPEC section 5: None clears the test type and score.
    onChange(testType === 'None' ? { testType, testScore: '' } : { testType });

  return (
    <form className="calculator-form" onSubmit={handleSubmit} noValidate aria-label="Your profile">
      <fieldset className="calculator-form__modes">
        <legend>Mode</legend>
        {(Object.keys(MODE_LABELS) as Mode[]).map((mode) => (
          <label key={mode} className="calculator-form__mode">
            <input type="radio" name="mode" value={mode} checked={inputs.mode === mode} onChange={() => onChange({ mode })} />
            {MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>

      <div className="calculator-form__grid">
        {inputs.mode === 'general' ? (
          <div className="calculator-form__field">
            <label htmlFor="calc-country">Country</label>
            <select id="calc-country" value={inputs.country} onChange={(event) => onChange({ country: event.target.value as CountryFilter })}>
              {COUNTRY_FILTERS.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="calculator-form__field calculator-form__field--wide">
            <UniversityPicker value={inputs.universityName} onChange={(universityName) => onChange({ universityName })} />
          </div>
        )}

        <div className="calculator-form__field">
          <label htmlFor="calc-test-type">Test type</label>
          <select id="calc-test-type" value={inputs.testType} onChange={(event) => chooseTestType(event.target.value as TestTypeChoice)}>
            {TEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>

        {inputs.testType !== 'None' && (
          <div className="calculator-form__field">
            <label htmlFor="calc-test-score">Test score ({inputs.testType})</label>
            <input id="calc-test-score" type="number" inputMode="numeric" value={inputs.testScore} onChange={(event) => onChange({ testScore: event.target.value })} />
          </div>
        )}

        <div className="calculator-form__field">
          <label htmlFor="calc-language-test">Language test</label>
          <select id="calc-language-test" value={inputs.languageTest} onChange={(event) => onChange({ languageTest: event.target.value as LanguageTest })}>
            {LANGUAGE_TESTS.map((test) => (
              <option key={test} value={test}>
                {test}
              </option>
            ))}
          </select>
        </div>

        <div className="calculator-form__field">
          <label htmlFor="calc-language-score">Language score ({inputs.languageTest})</label>
          <input id="calc-language-score" type="number" inputMode="decimal" step="any" value={inputs.languageScore} onChange={(event) => onChange({ languageScore: event.target.value })} />
        </div>

        <div className="calculator-form__field">
          <label htmlFor="calc-gpa">GPA</label>
          <input id="calc-gpa" type="number" inputMode="decimal" step="0.1" value={inputs.gpa} onChange={(event) => onChange({ gpa: event.target.value })} />
        </div>

        <div className="calculator-form__field">
          <label htmlFor="calc-degree">Degree level (optional)</label>
          <select id="calc-degree" value={inputs.degreeLevel} onChange={(event) => onChange({ degreeLevel: event.target.value as DegreeLevelChoice })}>
            {DEGREE_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </select>
        </div>

        <div className="calculator-form__field calculator-form__field--wide">
          {/* The level is the degree level above, so the picker offers none of its own. */}
          <ProgramPicker label="Programme (optional)" program={program} level={inputs.degreeLevel === 'phd' ? 'doctoral' : 'masters'} onProgramChange={onProgramChange} />
        </div>
      </div>

      <button type="submit" className="btn btn-primary calculator-form__submit">
        Calculate My Chances
      </button>
    </form>
  );
}
