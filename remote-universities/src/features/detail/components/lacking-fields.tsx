import type { University } from '@gradatlas/shared/domain';
import { safeExternalUrl } from '../../../lib/format';

interface LackingFieldsProps {
  university: University;
  /** The plain names of the fields our sources do not give, in the section's order. */
  names: string[];
  /** True when the section has nothing else to show. */
  nothingShown: boolean;
}

/** The university's own admissions page, or its website when we lack that too: where a student can look for what we lack. */
function WhereToLook({ university }: { university: University }) {
  const admissions = safeExternalUrl(university.admissionsLink);
  const url = admissions ?? safeExternalUrl(university.website);
  if (!url) return <> Ask the university&apos;s admissions office.</>;
  return (
    <>
      {' '}
      Look on{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {university.name}&apos;s {admissions ? 'admissions page' : 'website'}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </>
  );
}

/** "Not published in our sources: GRE, PhD acceptance rate." once per section, with where to look instead. */
export function LackingFields({ university, names, nothingShown }: LackingFieldsProps) {
  if (names.length === 0) return null;
  const list = names.join(', ');
  return (
    <p className="lacking-fields">
      {nothingShown ? `None of these figures is published in our sources (${list}).` : `Not published in our sources: ${list}.`}
      <WhereToLook university={university} />
    </p>
  );
}
