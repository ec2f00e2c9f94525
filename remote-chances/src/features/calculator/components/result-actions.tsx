import { Link } from '@gradatlas/shared/router';
import { slugify } from '@gradatlas/shared/domain';
import { CounselingLink } from '@gradatlas/shared/ui';
import { AddToCompareButton, SaveToShortlistButton } from '@gradatlas/shared/list-toggles';
import { CALCULATOR_TEXT } from '../messages';
import { EXPLAINER_ID } from './how-this-estimate-works';

interface ResultActionsProps {
  /** The university this result is about; a general result links each school in its lists instead. */
  university?: { name: string; slug?: string };
}

/** The link to a university's detail page: its slug when the API gave one, else the SPEC's slug rule. */
export const universityPath = (name: string, slug?: string) => `/university/${slug || slugify(name)}`;

/**
 * 'Save to shortlist' and 'Add to compare' for one university of a result, the
 * same toggles as the explorer's cards, grouped under the school's name so each
 * pair in a list says whose it is.
 */
export function ListToggles({ name, slug }: { name: string; slug?: string }) {
  const pageSlug = slug || slugify(name);
  return (
    <div className="result-toggles" role="group" aria-label={`${name}: shortlist and compare`}>
      <SaveToShortlistButton slug={pageSlug} />
      <AddToCompareButton slug={pageSlug} name={name} />
    </div>
  );
}

/** The next steps every result offers: free guidance (new tab), the school's page and lists, how the estimate works. */
export function ResultActions({ university }: ResultActionsProps) {
  return (
    <div className="calculator-actions">
      <CounselingLink>{CALCULATOR_TEXT.guidance}</CounselingLink>
      {university && (
        <>
          <Link className="btn btn-outline" to={universityPath(university.name, university.slug)}>
            View {university.name}
          </Link>
          <ListToggles name={university.name} slug={university.slug} />
        </>
      )}
      <a className="calculator-actions__explain" href={`#${EXPLAINER_ID}`}>
        How this estimate works
      </a>
    </div>
  );
}
