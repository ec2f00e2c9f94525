import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { SuggestionsState } from './use-suggestions';
import './combobox.css';

export interface ComboboxProps<T> {
  /** The input's accessible name. */
  label: string;
  /** Keep the label for screen readers only (the design shows a placeholder). */
  hideLabel?: boolean;
  value: string;
  /** Every edit of the box; the combobox asks `suggestions` itself. */
  onValueChange: (next: string) => void;
  /** From `useSuggestions`, owned by the caller so it can close the list (e.g. on submit). */
  suggestions: SuggestionsState<T>;
  /** A suggestion was chosen by click or Enter; the box already shows `optionText(item)`. */
  onChoose: (item: T) => void;
  /** What the box shows once the item is chosen. */
  optionText: (item: T) => string;
  optionKey: (item: T, index: number) => string;
  /** The option's content (name plus a second line); defaults to `optionText`. */
  renderOption?: (item: T) => ReactNode;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Shown when an answer came back empty (or failed, silently). */
  emptyText: string;
  placeholder?: string;
  /** BEM block for the class names, so each user keeps its own look. */
  classPrefix?: string;
}

/**
 * A text box with suggestions, following the WAI-ARIA combobox pattern (list
 * autocomplete): arrows move through the options and wrap, Enter chooses the
 * highlighted one (else lets the form submit), Escape closes the list, and
 * focus never leaves the box.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, hideLabel, value, onValueChange, suggestions, onChoose, optionText, optionKey, renderOption } = props;
  const block = props.classPrefix ?? 'combobox';
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const choose = (item: T) => {
    onValueChange(optionText(item));
    suggestions.close();
    suggestions.suppress();
    onChoose(item);
  };

  const handleChange = (next: string) => {
    onValueChange(next);
    suggestions.request(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.items.length === 0) return;
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const highlighted = suggestions.open ? suggestions.items[suggestions.active] : undefined;
      if (highlighted !== undefined) {
        event.preventDefault(); // the form would otherwise submit the typed text
        choose(highlighted);
      }
    } else if (event.key === 'Escape' && suggestions.open) {
      event.preventDefault();
      suggestions.close();
    }
  };

  const expanded = suggestions.open && suggestions.items.length > 0;
  const activeId = suggestions.open && suggestions.active >= 0 ? optionId(suggestions.active) : undefined;
  const showEmpty = suggestions.open && suggestions.items.length === 0;

  return (
    <div className={`${block}__field`}>
      <label className={hideLabel ? 'visually-hidden' : `${block}__label`} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={`${block}__input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={suggestions.close}
      />
      <ul id={listboxId} role="listbox" aria-label={props.listLabel} className={`combobox__listbox ${block}__listbox`} hidden={!expanded}>
        {suggestions.items.map((item, index) => (
          <li
            key={optionKey(item, index)}
            id={optionId(index)}
            role="option"
            aria-selected={index === suggestions.active}
            className={`combobox__option ${block}__option`}
            // Keep focus in the box so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            {renderOption ? renderOption(item) : optionText(item)}
          </li>
        ))}
      </ul>
      {showEmpty && (
        <p className={`combobox__empty ${block}__empty`} role="status">
          {props.emptyText}
        </p>
      )}
    </div>
  );
}
