import { useEffect, useState } from 'react';
import type { ProgramFilterLevel, ProgramSuggestion } from '@gradatlas/shared/contracts';
import { formatCount, SUGGESTION_DELAY_MS } from '@gradatlas/shared/domain';
import { Combobox, useSuggestions } from '@gradatlas/shared/ui';
import { STEM_CAVEAT, STEM_ONLY_FILTER } from '@gradatlas/shared/contracts/after-admission-labels';
import { getProgramSuggestions } from './program-suggestions';
import './program-picker.css';

/** A programme as the student chose it: the CIP code and the words it was offered under. */
export interface ProgramChoice {
  code: string;
  title: string;
}

const LEVEL_LABELS: Record<ProgramFilterLevel, string> = { masters: "Master's", doctoral: 'Doctoral' };
/** The levels offered, in order (the contract's values: a web app imports the contracts as types only). */
const FILTER_LEVELS = Object.keys(LEVEL_LABELS) as ProgramFilterLevel[];

export interface ProgramPickerProps {
  program: ProgramChoice | null;
  level: ProgramFilterLevel;
  onProgramChange: (program: ProgramChoice | null) => void;
  /** Without it no level is offered: the form asks for the level itself (the calculator's degree level). */
  onLevelChange?: (level: ProgramFilterLevel) => void;
  /** The box's label: "Programme" in the explorer, longer where the form needs it. */
  label?: string;
  /** Text already typed (into a placeholder the picker replaces): shown, and suggestions asked for it. */
  initialText?: string;
  /** Only programmes whose CIP code is on the DHS STEM list (the explorer's choice; without onStemOnlyChange none is offered). */
  stemOnly?: boolean;
  onStemOnlyChange?: (stemOnly: boolean) => void;
}

const RULES = { minLength: 2, delayMs: SUGGESTION_DELAY_MS };

/** "519 US universities award it": the universities that awarded a degree under the choice in the last two years of data. */
export function awardingLine(universities: number): string {
  return `${formatCount(universities)} US ${universities === 1 ? 'university awards' : 'universities award'} it`;
}

/** Said once a programme is chosen: where the programmes and their universities come from, in words. */
export const PROGRAM_SOURCE_NOTE = 'Programmes and the universities that award them: US Department of Education data, so US universities only.';

const isLevel = (value: string): value is ProgramFilterLevel => (FILTER_LEVELS as readonly string[]).includes(value);

/**
 * A programme and its level: a combobox of programmes (the suggestions API,
 * with the keyboard pattern of every Combobox; each option says in words what
 * it covers and how many universities award it, its CIP code being only the
 * value chosen) and, once a programme is chosen, the level, in the explorer
 * whether only STEM-listed programmes count, and where the data come from. Emptying the box removes the choice. The explorer filters by
 * it; the calculator sends it with the student's profile.
 */
export function ProgramPicker(props: ProgramPickerProps) {
  const { program, level, onProgramChange, onLevelChange, label = 'Programme', initialText = '', stemOnly = false, onStemOnlyChange } = props;
  const [text, setText] = useState(program?.title ?? initialText);
  const suggestions = useSuggestions<ProgramSuggestion>(getProgramSuggestions, RULES);
  const { request } = suggestions;
  // Text typed before the picker arrived is asked for once, as if typed here.
  useEffect(() => {
    if (!program && initialText) request(initialText);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, for what was typed before mounting

  const handleChange = (next: string) => {
    setText(next);
    if (next.trim() === '' && program) onProgramChange(null);
  };

  return (
    <div className="program-picker">
      <Combobox
        classPrefix="program-picker"
        label={label}
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
              {choice.covers} · {awardingLine(choice.universities)}
            </span>
          </>
        )}
      />
      {program && onLevelChange && (
        <label className="program-picker__level">
          <span className="program-picker__label">Level</span>
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
      {program && onStemOnlyChange && (
        <label className="program-picker__stem">
          <input type="checkbox" checked={stemOnly} onChange={(event) => onStemOnlyChange(event.target.checked)} />
          {STEM_ONLY_FILTER}
        </label>
      )}
      {program && (
        <p className="program-picker__source">
          {PROGRAM_SOURCE_NOTE}
          {stemOnly && onStemOnlyChange && ` STEM-listed: the programme's CIP code is on the DHS STEM list of July 2024; ${STEM_CAVEAT}.`}
        </p>
      )}
    </div>
  );
}
