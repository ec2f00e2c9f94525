import { useId, useState } from 'react';
import { Link } from '@gradatlas/shared/router';
import { COMPARE_LIMIT, comparePath, useCompareStore } from '@gradatlas/shared/session';
import './compare-bar.css';

/**
 * The comparison picks, pinned to the bottom of the screen while there are
 * any: each can be removed, and with two or more 'Compare' opens the table.
 * On a phone it is one line (its picks behind 'Your picks', which opens the
 * list), so it never covers the page it sits on; on a wider screen
 * everything shows. Which is which is CSS's call (compare-bar.css), so the
 * bar draws the same on the server and in the browser.
 */
export function CompareBar() {
  const picks = useCompareStore((state) => state.picks);
  const toggle = useCompareStore((state) => state.toggle);
  const clear = useCompareStore((state) => state.clear);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (picks.length === 0) return null;
  const ready = picks.length >= 2;

  return (
    <section className={open ? 'compare-bar compare-bar--open' : 'compare-bar'} aria-label="Compare universities">
      <div className="container compare-bar__inner">
        <button type="button" className="compare-bar__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          Your picks ({picks.length})
        </button>
        <div id={detailsId} className="compare-bar__details">
          <p className="compare-bar__count">
            {picks.length} of {COMPARE_LIMIT} picked{ready ? '' : ': pick at least 2 to compare'}
          </p>
          <ul className="compare-bar__picks">
            {picks.map((pick) => (
              <li key={pick.slug}>
                <span>{pick.name}</span>
                <button type="button" className="compare-bar__remove" aria-label={`Remove ${pick.name} from compare`} onClick={() => toggle(pick)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-outline compare-bar__clear" onClick={clear}>
            Clear
          </button>
        </div>
        {ready ? (
          <Link className="btn btn-primary compare-bar__go" to={comparePath(picks.map((pick) => pick.slug))}>
            Compare ({picks.length})
          </Link>
        ) : (
          <button type="button" className="btn btn-primary compare-bar__go" disabled title="Pick at least 2 to compare">
            Compare ({picks.length})
          </button>
        )}
      </div>
    </section>
  );
}
