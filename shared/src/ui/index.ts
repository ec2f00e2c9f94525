// @gradatlas/shared/ui: components every app shows the same way.
export { Combobox } from './combobox/combobox';
export { useSuggestions } from './combobox/use-suggestions';
export { CounselingLink } from './counseling-link';
export { Loading } from './loading';
export { SignInFirst } from './sign-in-first';
export { useDocumentMeta } from './use-document-meta';
export type { DocumentMeta } from './use-document-meta';
export { useScrolledPast } from './use-scrolled-past';
