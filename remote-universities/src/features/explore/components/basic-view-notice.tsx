import { Link } from '@gradatlas/shared/router';

/** What guests see above the list: they get the basic view until they log in. */
export function BasicViewNotice() {
  return (
    <aside className="basic-view" aria-labelledby="basic-view-title">
      <p>
        <strong id="basic-view-title">Basic View</strong>: you are seeing names, locations and costs only.{' '}
        Log in for full access to acceptance rates, test requirements and detailed university information.
      </p>
      <Link className="btn btn-primary" to="/login">
        Login for full access
      </Link>
    </aside>
  );
}
