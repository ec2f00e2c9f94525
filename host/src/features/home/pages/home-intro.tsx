import { Link } from '@gradatlas/shared/router';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { predictorPath } from '../../../layout/nav-targets';
import './home-intro.css';

/** The counseling team's own figures, shown in the hero. */
const HERO_FIGURES = [
  { value: '15k+', label: 'Successful Admits' },
  { value: '$15M+', label: 'Scholarships Achieved' },
  { value: '98%', label: 'Visa Success Rate' },
] as const;

const DESTINATIONS = [
  { name: 'United States', code: 'US', note: 'The largest choice of graduate programmes and research funding.' },
  { name: 'Canada', code: 'CA', note: 'Respected degrees and clear post-graduation work routes.' },
  { name: 'United Kingdom', code: 'UK', note: "One-year master's degrees at historic universities." },
  { name: 'Australia', code: 'AU', note: 'Strong universities with post-study work rights.' },
];

/**
 * The hero and destinations are the largest content of the site: the host
 * paints them itself so they never wait for a remote, and the build writes
 * them into index.html (src/prerender) so they paint before any JavaScript.
 */
export function HomeIntro() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title">Your path to a graduate degree in the USA and Canada</h1>
          <p className="hero__lead">
            Explore universities, estimate your admission chances and get free one-on-one counseling with{' '}
            {BRAND_NAME}.
          </p>
          <div className="hero__actions">
            <a className="btn btn-primary" href="#explore">
              Find Your University
            </a>
            <Link className="btn btn-light" to={predictorPath(loggedIn)}>
              Rate My Chances
            </Link>
          </div>
          <ul className="hero__figures" aria-label="Our results">
            {HERO_FIGURES.map((figure) => (
              <li key={figure.label}>
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container section destinations" aria-labelledby="destinations-title">
        <h2 id="destinations-title">Popular Study Destinations</h2>
        <ul className="destinations__grid">
          {DESTINATIONS.map((destination) => (
            <li key={destination.name} className="card">
              <span className="destinations__code" aria-hidden="true">
                {destination.code}
              </span>
              <h3>{destination.name}</h3>
              <p>{destination.note}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
