import { Link } from '@gradatlas/shared/router';
import { CounselingLink } from '@gradatlas/shared/ui';

/** Bottom call to action: counseling opens the booking link; Rate My Chances needs a login. */
export function DetailCta({ loggedIn }: { loggedIn: boolean }) {
  return (
    <aside className="detail-cta" aria-labelledby="detail-cta-title">
      <h2 id="detail-cta-title">Ready to apply?</h2>
      <p>Talk to a counselor about your application, or see where your profile stands.</p>
      <div className="detail-cta__actions">
        <CounselingLink className="btn btn-primary">Get Free Application Guidance</CounselingLink>
        <Link className="btn btn-outline detail-cta__chances" to={loggedIn ? '/rate-my-chances' : '/login'}>
          Rate My Chances
        </Link>
      </div>
    </aside>
  );
}
