import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@gradatlas/shared/config';

interface CounselingLinkProps {
  children: ReactNode;
  className?: string;
}

/** Every counseling button opens the one external booking short link in a new tab. */
export function CounselingLink({ children, className = 'btn btn-primary' }: CounselingLinkProps) {
  return (
    <a className={className} href={getRuntimeConfig().counselingUrl} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
