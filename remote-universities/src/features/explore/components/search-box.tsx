import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FULL_SEARCH_DELAY_MS, NOT_AVAILABLE, placeLine, SUGGESTION_MIN_CHARS } from '@gradatlas/shared';
import type { Suggestion } from '../api/get-suggestions';
import { useSuggestions } from '../hooks/use-suggestions';
import { EXPLORE_TEXT } from '../messages';

/** "City, State, Country", without repeating the country when it is all that is known. */
function whereIs(suggestion: Suggestion): string {
  const place = placeLine(suggestion);
  return place === suggestion.country || suggestion.country === NOT_AVAILABLE ? place : `${place}, ${suggestion.country}`;
}

interface SearchBoxProps {
  initialValue: string;
  loadSuggestions: (text: string) => Promise<Suggestion[]>;
  /** A full search for this trimmed term (2+ characters), already delayed by 100 ms. */
  onSearch: (term: string) => void;
  /** The box was emptied. */
  onClear: () => void;
}

/** The search box with suggestions, following the WAI-ARIA combobox pattern (list autocomplete). */
export function SearchBox({ initialValue, loadSuggestions, onSearch, onClear }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const suggestions = useSuggestions(loadSuggestions);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const runSearch = (text: string) => {
    suggestions.close();
    clearTimeout(searchTimer.current);
    const term = text.trim();
    if (term.length < SUGGESTION_MIN_CHARS) return;
    searchTimer.current = setTimeout(() => onSearch(term), FULL_SEARCH_DELAY_MS);
  };

  const choose = (suggestion: Suggestion) => {
    setValue(suggestion.name);
    suggestions.suppress();
    runSearch(suggestion.name);
  };

  const handleChange = (next: string) => {
    setValue(next);
    if (next === '') {
      clearTimeout(searchTimer.current);
      suggestions.request('');
      onClear();
      return;
    }
    suggestions.request(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.items.length === 0) return;
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const highlighted = suggestions.open ? suggestions.items[suggestions.active] : undefined;
      if (highlighted) {
        event.preventDefault(); // the form would otherwise search for the typed text
        choose(highlighted);
      }
    } else if (event.key === 'Escape' && suggestions.open) {
      event.preventDefault();
      suggestions.close();
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // SPEC section 4: submitting never navigates
    runSearch(value);
  };

  const activeId = suggestions.open && suggestions.active >= 0 ? optionId(suggestions.active) : undefined;
  const showEmpty = suggestions.open && suggestions.items.length === 0;

  return (
    <form className="search-box" role="search" onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor={`${baseId}-input`}>
        Search universities
      </label>
      <div className="search-box__field">
        <input
          id={`${baseId}-input`}
          className="search-box__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.open && suggestions.items.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder="Search universities by name..."
          value={value}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={suggestions.close}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="University suggestions"
          className="search-box__listbox"
          hidden={!suggestions.open || suggestions.items.length === 0}
        >
          {suggestions.items.map((suggestion, index) => (
            <li
              key={`${suggestion.slug}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === suggestions.active}
              className="search-box__option"
              // Keep focus in the box so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className="search-box__option-name">{suggestion.name}</span>
              <span className="search-box__option-place">{whereIs(suggestion)}</span>
            </li>
          ))}
        </ul>
        {showEmpty && (
          <p className="search-box__empty" role="status">
            {EXPLORE_TEXT.noSuggestions}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary search-box__submit">
        Search
      </button>
    </form>
  );
}
