import { Link } from '@gradatlas/shared/router';
import { EXPLORE_INTRO } from '../messages';

/** What guests see above the list: they get the basic view until they log in. */
export function BasicViewNotice() {
  return (
    <aside className="basic-view" aria-labelledby="basic-view-title">
      <p>
        <strong id="basic-view-title">{EXPLORE_INTRO.basicViewTitle}</strong>
        {EXPLORE_INTRO.basicViewText}
      </p>
      <Link className="btn btn-primary" to="/login">
        {EXPLORE_INTRO.basicViewAction}
      </Link>
    </aside>
  );
}
