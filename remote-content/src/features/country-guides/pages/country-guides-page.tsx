import { BRAND_NAME } from '@gradatlas/shared/config';
import { CounselingLink } from '@gradatlas/shared/ui';
import { CountryCard } from '../components/country-card';
import { COUNTRY_GUIDES } from '../country-guides-data';
import '../../../styles/page-parts.css';
import '../country-guides.css';

export function CountryGuidesPage() {
  return (
    <div className="country-guides">
      <section className="page-hero country-guides__hero">
        <div className="container">
          <h1>Country Guides</h1>
          <p className="country-guides__lead">
            Compare the most popular study destinations: how their universities work, what you can do after
            graduating and where to start.
          </p>
        </div>
      </section>

      <section className="container section country-guides__intro" aria-labelledby="country-guides-intro">
        <h2 id="country-guides-intro">Choosing Where to Study</h2>
        <p>
          Each country has its own application calendar, visa process, costs and rules on working after your
          degree. These guides give you a starting point. For advice on your own profile, talk to a {BRAND_NAME}{' '}
          counselor: the session is free and one-on-one.
        </p>
        <CounselingLink>Book Free One-on-One Counseling</CounselingLink>
      </section>

      <section className="container section country-guides__list" aria-labelledby="country-guides-destinations">
        <h2 id="country-guides-destinations">Popular Destinations</h2>
        <div className="country-guides__grid">
          {COUNTRY_GUIDES.map((guide) => (
            <CountryCard key={guide.name} guide={guide} />
          ))}
        </div>
        <p className="country-guides__note">
          Immigration and work rules change. Always confirm the current requirements on the official government
          website of the country you choose.
        </p>
      </section>

      <section className="country-guides__cta" aria-labelledby="country-guides-cta">
        <div className="container">
          <h2 id="country-guides-cta">Not Sure Which Country Fits You?</h2>
          <p>
            A counselor can compare destinations against your budget, field and career plans, and help you build
            a shortlist.
          </p>
          <CounselingLink className="btn btn-primary cta-on-dark country-guides__cta-button">Talk to a Counselor</CounselingLink>
        </div>
      </section>
    </div>
  );
}
