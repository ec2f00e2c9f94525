import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NOT_AVAILABLE, placeLine, SUGGESTION_DELAY_MS } from '@gradatlas/shared/domain';
import { Combobox, useSuggestions } from '@gradatlas/shared/ui';
import type { Suggestion } from '../api/get-suggestions';
import { EXPLORE_TEXT } from '../messages';
import { FULL_SEARCH_DELAY_MS, SUGGESTION_MIN_CHARS, SUGGESTION_SUPPRESS_MS } from '../explore-rules';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

/** SPEC sections 4 and 9: 2 characters, an 800 ms pause, 10 s of quiet after a choice. */
const HOME_SUGGESTION_RULES = {
  minLength: SUGGESTION_MIN_CHARS,
  delayMs: SUGGESTION_DELAY_MS,
  suppressMs: SUGGESTION_SUPPRESS_MS,
};

/** "City, State, Country", without repeating the country when it is all that is known. */
function whereIs(suggestion: Suggestion): string {
  const place = placeLine(suggestion);
  return place === suggestion.country || suggestion.country === NOT_AVAILABLE ? place : `${place}, ${suggestion.country}`;
}

interface SearchBoxProps {
  initialValue: string;
  loadSuggestions: (text: string, signal: AbortSignal) => Promise<Suggestion[]>;
  /** A full search for this trimmed term (2+ characters), already delayed by 100 ms. */
  onSearch: (term: string) => void;
  /** The box was emptied. */
  onClear: () => void;
}

/** The home search: the shared suggestions combobox inside a search form. */
export function SearchBox({ initialValue, loadSuggestions, onSearch, onClear }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const suggestions = useSuggestions(loadSuggestions, HOME_SUGGESTION_RULES);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const runSearch = (text: string) => {
    suggestions.close();
    clearTimeout(searchTimer.current);
    const term = text.trim();
    if (term.length < SUGGESTION_MIN_CHARS) return;
    searchTimer.current = setTimeout(() => onSearch(term), FULL_SEARCH_DELAY_MS);
  };

  const handleChange = (next: string) => {
    setValue(next);
    if (next === '') {
      clearTimeout(searchTimer.current);
      onClear();
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // SPEC section 4: submitting never navigates
    runSearch(value);
  };

  return (
    <form className="search-box" role="search" onSubmit={handleSubmit} data-interaction={'search' satisfies FieldInteraction}>
      <Combobox
        classPrefix="search-box"
        label="Search universities"
        hideLabel
        placeholder="Search universities by name..."
        listLabel="University suggestions"
        emptyText={EXPLORE_TEXT.noSuggestions}
        value={value}
        onValueChange={handleChange}
        suggestions={suggestions}
        onChoose={(suggestion) => runSearch(suggestion.name)}
        optionText={(suggestion) => suggestion.name}
        optionKey={(suggestion, index) => `${suggestion.slug}-${index}`}
        renderOption={(suggestion) => (
          <>
            <span className="combobox__option-name">{suggestion.name}</span>
            <span className="combobox__option-place">{whereIs(suggestion)}</span>
          </>
        )}
      />
      <button type="submit" className="btn btn-primary search-box__submit">
        Search
      </button>
    </form>
  );
}
