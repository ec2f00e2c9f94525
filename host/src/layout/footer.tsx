import { Link } from '@gradatlas/shared/router';
import { BRAND_NAME, SOCIAL_LINKS } from '@gradatlas/shared/config';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { CounselingLink } from '@gradatlas/shared/ui';
import { predictorPath } from './nav-targets';
import './footer.css';

const POPULAR_COURSES = ['MS in Computer Science', 'MBA', 'MS in Mechanical Engineering', 'MS in Civil Engineering'];

export function Footer() {
  const loggedIn = useIsLoggedIn();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{BRAND_NAME}</p>
          <p>
            {BRAND_NAME} helps international students find the right graduate programme in the USA and Canada, weigh
            their admission chances and plan applications, with free one-on-one counseling.
          </p>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Resources">
          <h2>Resources</h2>
          <ul>
            <li>
              <Link to="/blogs">Blogs</Link>
            </li>
            <li>
              <CounselingLink className="">Free Counseling</CounselingLink>
            </li>
            <li>
              <Link to={predictorPath(loggedIn)}>Admission Predictor</Link>
            </li>
            <li>
              <CounselingLink className="">Visa Guidance</CounselingLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Popular Courses">
          <h2>Popular Courses</h2>
          <ul>
            {POPULAR_COURSES.map((course) => (
              <li key={course}>
                <Link to="/popular-courses">{course}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__credits">
        University data: U.S. Department of Education College Scorecard (public domain); QS World University Rankings,
        THE World University Rankings and ARWU (years shown per university); university-domains-list (MIT licence).
        Scores marked &ldquo;est.&rdquo; are GradAtlas estimates.
      </p>
      <p className="container site-footer__copyright">
        © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
