import { SUGGESTION_DELAY_MS } from '@gradatlas/shared/domain';
import { Combobox, useSuggestions } from '@gradatlas/shared/ui';
import type { ChanceSuggestion } from '@gradatlas/shared/contracts';
import { getChanceSuggestions } from '../api/get-chance-suggestions';
import { CALCULATOR_TEXT } from '../messages';

/** The calculator's university suggestions need MORE than this many characters (SPEC section 9). */
const CALCULATOR_SUGGESTION_MIN_EXCLUSIVE = 2;

/**
 * SPEC section 5: suggestions only once the text is LONGER than 2 characters.
 * The pause is the home search's; no suppression, since a student may well
 * want to pick a different school right after choosing one.
 */
const CALCULATOR_SUGGESTION_RULES = {
  minLength: CALCULATOR_SUGGESTION_MIN_EXCLUSIVE + 1,
  delayMs: SUGGESTION_DELAY_MS,
};

interface UniversityPickerProps {
  value: string;
  onChange: (name: string) => void;
  /** The server's problem with the name, shown under the box. */
  error?: string;
}

const optionKey = (suggestion: ChanceSuggestion, index: number) => `${suggestion.name}-${index}`;

/** The specific mode's university box: the shared combobox, showing each suggestion's name and country. */
export function UniversityPicker({ value, onChange, error }: UniversityPickerProps) {
  const suggestions = useSuggestions(getChanceSuggestions, CALCULATOR_SUGGESTION_RULES);
  return (
    <>
    <Combobox
      classPrefix="calculator-picker"
      label="University"
      placeholder="Type at least 3 letters, e.g. Stanford"
      listLabel="University suggestions"
      emptyText={CALCULATOR_TEXT.noSuggestions}
      value={value}
      onValueChange={onChange}
      suggestions={suggestions}
      onChoose={(suggestion) => onChange(suggestion.name)}
      optionText={(suggestion) => suggestion.name}
      optionKey={optionKey}
      renderOption={(suggestion) => (
        <>
          <span className="combobox__option-name">{suggestion.name}</span>
          <span className="combobox__option-place">{suggestion.country}</span>
        </>
      )}
    />
    {error && <p className="calculator-form__error">{error}</p>}
    </>
  );
}
