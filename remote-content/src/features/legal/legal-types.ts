import type { ReactNode } from 'react';

/** One numbered section of a legal page. */
export interface LegalSection {
  /** Anchor id, also used to label the section. */
  id: string;
  title: string;
  content: ReactNode;
}

/** Values the legal texts read from configuration rather than hard-coding. */
export interface LegalContext {
  brand: string;
  contactEmail: string;
}
