import { useState } from 'react';
import type { ProgramFilterLevel, ProgramSuggestion } from '@gradatlas/shared/contracts';
import { SUGGESTION_DELAY_MS } from '@gradatlas/shared/domain';
import { Combobox, useSuggestions } from '@gradatlas/shared/ui';
import { getProgramSuggestions } from '../api/get-program-suggestions';
import { FILTER_LEVELS, LEVEL_LABELS } from '../program-text';
import './program-picker.css';

export interface ProgramChoice {
  code: string;
  title: string;
}

interface ProgramPickerProps {
  program: ProgramChoice | null;
  level: ProgramFilterLevel;
  onProgramChange: (program: ProgramChoice | null) => void;
  onLevelChange: (level: ProgramFilterLevel) => void;
}

const RULES = { minLength: 2, delayMs: SUGGESTION_DELAY_MS };

const isLevel = (value: string): value is ProgramFilterLevel => (FILTER_LEVELS as readonly string[]).includes(value);

/**
 * The explorer's programme filter: a combobox of CIP programmes (the same
 * keyboard pattern as the university search) and, once a programme is chosen,
 * the level. Emptying the box removes the filter.
 */
export function ProgramPicker({ program, level, onProgramChange, onLevelChange }: ProgramPickerProps) {
  const [text, setText] = useState(program?.title ?? '');
  const suggestions = useSuggestions<ProgramSuggestion>(getProgramSuggestions, RULES);

  const handleChange = (next: string) => {
    setText(next);
    if (next.trim() === '' && program) onProgramChange(null);
  };

  return (
    <div className="program-picker">
      <Combobox
        classPrefix="program-picker"
        label="Programme"
        placeholder="Any programme, e.g. Computer Science"
        listLabel="Programme suggestions"
        emptyText="No programme matches these words"
        value={text}
        onValueChange={handleChange}
        suggestions={suggestions}
        onChoose={(choice) => onProgramChange({ code: choice.code, title: choice.title })}
        optionText={(choice) => choice.title}
        optionKey={(choice) => choice.code}
        renderOption={(choice) => (
          <>
            <span className="combobox__option-name">{choice.title}</span>
            <span className="combobox__option-place">
              {choice.covers}; {choice.universities} US universities
            </span>
          </>
        )}
      />
      {program && (
        <label className="explore-filters__field">
          <span className="explore-filters__label">Level</span>
          <select
            value={level}
            onChange={(event) => {
              if (isLevel(event.target.value)) onLevelChange(event.target.value);
            }}
          >
            {FILTER_LEVELS.map((option) => (
              <option key={option} value={option}>
                {LEVEL_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
