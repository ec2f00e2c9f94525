// @gradatlas/shared/program-picker: the programme input of the explorer and the
// calculator. Not a federation door: each app bundles it, so the host's eager
// doors stay smaller and the explorer can load it when a student first reaches
// for it. It reaches the one API client and the combobox through their doors.
export { ProgramPicker } from './program-picker';
export type { ProgramChoice, ProgramPickerProps } from './program-picker';
export { getProgramSuggestions, readProgramSuggestions } from './program-suggestions';
