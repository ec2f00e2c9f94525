// @gradatlas/shared/ui: components every app shows the same way.
export { Combobox } from './combobox/combobox';
export { useSuggestions } from './combobox/use-suggestions';
export { ConfigErrorPage, showConfigError } from './config-error-page';
export { CounselingLink } from './counseling-link';
export { Loading } from './loading';
export { SignInFirst } from './sign-in-first';
export { SignInPanel } from './sign-in-panel';
export { StandaloneShell, mountStandalone, standalonePages } from './standalone-shell';
export { useDocumentMeta } from './use-document-meta';
export type { DocumentMeta } from './use-document-meta';
export { useScrolledPast } from './use-scrolled-past';
