import { BRAND_NAME } from '@gradatlas/shared/config';
import { CounselingLink, Loading } from '@gradatlas/shared/ui';
import { SERVICE_PILLARS, VALUES } from '../about-data';
import { useRequestSettled } from '../../../hooks/use-request-settled';
import { getAboutInfo } from '../api/get-about-info';
import '../../../styles/page-parts.css';
import '../about.css';

export function AboutUsPage() {
  const settled = useRequestSettled(getAboutInfo);
  if (!settled) return <Loading />;

  return (
    <div className="about">
      <section className="page-hero about__hero">
        <div className="container">
          <h1>About Us</h1>
          <p>
            {BRAND_NAME} helps international students find and apply to the right graduate programs in the USA and
            Canada.
          </p>
        </div>
      </section>

      <section className="container section about__mission" aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>
          Applying to graduate school abroad means making big decisions with scattered information. Our mission is
          to make that process clearer and fairer: to give every prospective student reliable information about
          universities, an honest sense of their chances and free access to personal guidance, wherever they are
          starting from.
        </p>
      </section>

      <section className="container section about__pillars" aria-labelledby="about-offer">
        <h2 id="about-offer">What We Offer</h2>
        <div className="about__grid">
          {SERVICE_PILLARS.map((pillar) => (
            <article key={pillar.title} className="card about__card">
              <h3>{pillar.title}</h3>
              <p>{pillar.description}</p>
            </article>
          ))}
        </div>
        <p className="about__pillars-action">
          <CounselingLink>Book Your Free Session</CounselingLink>
        </p>
      </section>

      <section className="container section about__team" aria-labelledby="about-team">
        <h2 id="about-team">Our Team</h2>
        <p>
          {BRAND_NAME} is run by a team of counselors, writers and engineers who share one goal: helping students
          make well-informed choices about studying abroad. Our counselors offer one-on-one sessions, our editorial
          team writes practical guides, and our engineers build the tools you use to explore universities and
          estimate your chances.
        </p>
      </section>

      <section className="container section" aria-labelledby="about-values">
        <h2 id="about-values">Our Values</h2>
        <ul className="about__values">
          {VALUES.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about__cta" aria-labelledby="about-cta">
        <div className="container">
          <h2 id="about-cta">Ready to Start Your Journey?</h2>
          <p>Talk to a counselor about your plans. The session is free and one-on-one.</p>
          <CounselingLink className="btn btn-primary cta-on-dark about__cta-button">Book Free Counseling</CounselingLink>
        </div>
      </section>
    </div>
  );
}
