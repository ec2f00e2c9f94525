import { Link } from '@gradatlas/shared/router';
import { COMPARE_LIMIT, comparePath, useCompareStore } from '@gradatlas/shared/session';
import './compare-bar.css';

/**
 * The comparison picks, pinned to the bottom of the screen while there are
 * any: each can be removed, and with two or more 'Compare' opens the table.
 */
export function CompareBar() {
  const picks = useCompareStore((state) => state.picks);
  const toggle = useCompareStore((state) => state.toggle);
  const clear = useCompareStore((state) => state.clear);
  if (picks.length === 0) return null;
  const ready = picks.length >= 2;

  return (
    <section className="compare-bar" aria-label="Compare universities">
      <div className="container compare-bar__inner">
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
        <div className="compare-bar__actions">
          <button type="button" className="btn btn-outline" onClick={clear}>
            Clear
          </button>
          {ready ? (
            <Link className="btn btn-primary" to={comparePath(picks.map((pick) => pick.slug))}>
              Compare ({picks.length})
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              Compare ({picks.length})
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
