import type { FormEvent } from 'react';
import { COUNTRY_FILTERS, type CountryFilter, DEGREE_LEVELS, GPA_SCALE_CHOICES, LANGUAGE_TESTS, TEST_TYPES, type CalculatorInputs, type DegreeLevelChoice, type GpaScaleChoice, type LanguageTest, type Mode, type TestTypeChoice } from '@gradatlas/shared/domain';
import { ProgramPicker, type ProgramChoice } from '@gradatlas/shared/program-picker';
import type { FieldErrors } from '../api/chance-failure';
import { GPA_HINT, gpaReading, toeflQuestion } from '../model/form-hints';
import { FormField } from './form-field';
import { UniversityPicker } from './university-picker';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

interface CalculatorFormProps {
  inputs: CalculatorInputs;
  onChange: (change: Partial<CalculatorInputs>) => void;
  /** The programme (optional): its CIP code goes with the request. */
  program: ProgramChoice | null;
  onProgramChange: (program: ProgramChoice | null) => void;
  onSubmit: () => void;
  /** The server's problems with the last inputs, each shown beside its field. */
  fieldErrors?: FieldErrors;
  /** The student changed a field: its problem is settled. */
  onFieldEdited?: (field: keyof FieldErrors) => void;
}

const MODE_LABELS: Record<Mode, string> = {
  general: 'General (by country)',
  specific: 'Specific university',
};

/**
 * The calculator's inputs (SPEC section 5). Numbers are plain numeric boxes
 * with no bounds or required marks: the server checks them, and each problem
 * it finds is shown beside its field (a TOEFL-sized score typed as IELTS gets
 * a question with a one-tap switch). Switching mode only changes which field
 * is shown; every input stays.
 */
export function CalculatorForm({ inputs, onChange, program, onProgramChange, onSubmit, fieldErrors = {}, onFieldEdited = () => undefined }: CalculatorFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const edit = (field: keyof FieldErrors, change: Partial<CalculatorInputs>) => {
    onFieldEdited(field);
    onChange(change);
  };

  const chooseTestType = (testType: TestTypeChoice) => {
    onFieldEdited('testScore');
    // SPEC section 5: None clears the test type and score.
    edit('testType', testType === 'None' ? { testType, testScore: '' } : { testType });
  };
  const chooseLanguageTest = (languageTest: LanguageTest) => {
    onFieldEdited('languageScore');
    edit('languageTest', { languageTest });
  };

  const question = fieldErrors.languageScore ? toeflQuestion(inputs.languageTest, inputs.languageScore) : null;

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
          <FormField id="calc-country" label="Country" error={fieldErrors.country}>
            {(described) => (
              <select {...described} value={inputs.country} onChange={(event) => edit('country', { country: event.target.value as CountryFilter })}>
                {COUNTRY_FILTERS.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <div className="calculator-form__field calculator-form__field--wide">
            <UniversityPicker value={inputs.universityName} onChange={(universityName) => edit('universityName', { universityName })} error={fieldErrors.universityName} />
          </div>
        )}

        <FormField id="calc-test-type" label="Test type" error={fieldErrors.testType}>
          {(described) => (
            <select {...described} value={inputs.testType} onChange={(event) => chooseTestType(event.target.value as TestTypeChoice)}>
              {TEST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>

        {inputs.testType !== 'None' && (
          <FormField id="calc-test-score" label={`Test score (${inputs.testType})`} error={fieldErrors.testScore}>
            {(described) => <input {...described} type="number" inputMode="numeric" value={inputs.testScore} onChange={(event) => edit('testScore', { testScore: event.target.value })} />}
          </FormField>
        )}

        <FormField id="calc-language-test" label="Language test" error={fieldErrors.languageTest}>
          {(described) => (
            <select {...described} value={inputs.languageTest} onChange={(event) => chooseLanguageTest(event.target.value as LanguageTest)}>
              {LANGUAGE_TESTS.map((test) => (
                <option key={test} value={test}>
                  {test}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField
          id="calc-language-score"
          label={`Language score (${inputs.languageTest})`}
          error={question ?? fieldErrors.languageScore}
          errorAction={
            question && (
              <button type="button" className="btn btn-outline calculator-form__switch" onClick={() => chooseLanguageTest('TOEFL')}>
                Yes, switch to TOEFL
              </button>
            )
          }
        >
          {(described) => (
            <input {...described} type="number" inputMode="decimal" step="any" value={inputs.languageScore} onChange={(event) => edit('languageScore', { languageScore: event.target.value })} />
          )}
        </FormField>

        <FormField id="calc-gpa" label="GPA" error={fieldErrors.gpa} hint={[GPA_HINT, gpaReading(inputs.gpa, inputs.gpaScale)].filter(Boolean).join(' ')}>
          {(described) => <input {...described} type="number" inputMode="decimal" step="0.1" value={inputs.gpa} onChange={(event) => edit('gpa', { gpa: event.target.value })} />}
        </FormField>

        <FormField id="calc-gpa-scale" label="GPA scale" error={fieldErrors.gpaScale}>
          {(described) => (
            <select {...described} value={inputs.gpaScale} onChange={(event) => edit('gpaScale', { gpaScale: event.target.value as GpaScaleChoice })}>
              {GPA_SCALE_CHOICES.map((scale) => (
                <option key={scale.value} value={scale.value}>
                  {scale.label}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField id="calc-degree" label="Degree level (optional)" error={fieldErrors.degreeLevel}>
          {(described) => (
            <select {...described} value={inputs.degreeLevel} onChange={(event) => edit('degreeLevel', { degreeLevel: event.target.value as DegreeLevelChoice })}>
              {DEGREE_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <div className="calculator-form__field calculator-form__field--wide">
          {/* The level is the degree level above, so the picker offers none of its own. */}
          <ProgramPicker label="Programme (optional)" program={program} level={inputs.degreeLevel === 'phd' ? 'doctoral' : 'masters'} onProgramChange={onProgramChange} />
          {fieldErrors.programCode && <p className="calculator-form__error">{fieldErrors.programCode}</p>}
        </div>
      </div>

      <button type="submit" className="btn btn-primary calculator-form__submit" data-interaction={'calculate' satisfies FieldInteraction}>
        Calculate My Chances
      </button>
    </form>
  );
}
