import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ProgramFilterLevel } from '@gradatlas/shared/contracts';
import type { ProgramChoice, ProgramPickerProps } from '@gradatlas/shared/program-picker';
import '@gradatlas/shared/program-picker.css';

// The picker and its suggestions client load when a student first reaches for
// the box (pointer, focus) or when the address already names a programme: a
// first visit to the home page does not download code it may never use.
const loadPicker = () => import('@gradatlas/shared/program-picker').then((module) => module.ProgramPicker);

interface ProgramFilterProps {
  program: ProgramChoice | null;
  level: ProgramFilterLevel;
  onProgramChange: (program: ProgramChoice | null) => void;
  onLevelChange: (level: ProgramFilterLevel) => void;
  stemOnly: boolean;
  onStemOnlyChange: (stemOnly: boolean) => void;
}

/** The explorer's programme filter: a box that looks like the picker's, replaced by the shared ProgramPicker once its code is in. */
export function ProgramFilter(props: ProgramFilterProps) {
  const [Picker, setPicker] = useState<ComponentType<ProgramPickerProps> | null>(null);
  const [text, setText] = useState('');
  const placeholderInput = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const requested = useRef(false);

  const want = () => {
    if (requested.current) return;
    requested.current = true;
    // A failed load leaves the placeholder: the next reach tries again.
    loadPicker().then(
      (component) => {
        hadFocus.current = document.activeElement === placeholderInput.current;
        setPicker(() => component);
      },
      () => (requested.current = false),
    );
  };

  useEffect(() => {
    if (props.program) want();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- a programme in the address: load at once

  // A layout effect, not a passive one: it runs in the same task as the commit
  // that removed the focused placeholder, so no key typed in between can land
  // on the page body and be lost (a browser test typing at once caught this).
  useLayoutEffect(() => {
    if (Picker && hadFocus.current) wrapper.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [Picker]);

  return (
    <div className="program-filter" ref={wrapper}>
      {Picker ? (
        <Picker {...props} initialText={text} />
      ) : (
        <div className="program-picker">
          <div className="program-picker__field">
            <label className="program-picker__label" htmlFor="program-filter-placeholder">
              Programme
            </label>
            <input
              ref={placeholderInput}
              id="program-filter-placeholder"
              className="program-picker__input"
              type="text"
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              autoComplete="off"
              placeholder="Any programme, e.g. Computer Science"
              value={props.program?.title ?? text}
              onChange={(event) => setText(event.target.value)}
              onPointerEnter={want}
              onFocus={want}
            />
          </div>
        </div>
      )}
    </div>
  );
}
