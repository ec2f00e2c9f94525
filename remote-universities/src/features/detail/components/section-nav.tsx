import { useState } from 'react';
import type { SectionLink } from './detail-section';
import { scrollToSection } from './scroll-to-section';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

interface SectionNavProps {
  sections: readonly SectionLink[];
}

/** Tab-like buttons that scroll to the page's sections (they are not ARIA tabs: nothing is hidden). */
export function SectionNav({ sections }: SectionNavProps) {
  const [current, setCurrent] = useState(sections[0]?.id);

  const go = (id: string) => {
    setCurrent(id);
    const target = document.getElementById(id);
    if (target) scrollToSection(target);
  };

  return (
    <nav className="section-nav" aria-label="University sections" data-interaction={'section-tab' satisfies FieldInteraction}>
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          className="section-nav__tab"
          aria-current={current === section.id ? 'true' : undefined}
          onClick={() => go(section.id)}
        >
          {section.title}
        </button>
      ))}
    </nav>
  );
}
