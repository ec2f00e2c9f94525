import { BRAND_NAME } from '@gradatlas/shared/config';
import { CounselingLink } from '@gradatlas/shared/ui';
import { CourseCard } from '../components/course-card';
import { COURSE_GUIDES } from '../courses-data';
import '../../../styles/page-parts.css';
import '../courses.css';

export function PopularCoursesPage() {
  return (
    <div className="courses">
      <section className="page-hero courses__hero">
        <div className="container">
          <h1>Popular Courses</h1>
          <p className="courses__lead">
            The graduate programs international students ask us about most: what they cover, where they lead and
            which specializations to look at.
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="courses-list">
        <h2 id="courses-list" className="courses__heading">
          Explore Programs
        </h2>
        <div className="courses__grid">
          {COURSE_GUIDES.map((course) => (
            <CourseCard key={course.name} course={course} />
          ))}
        </div>
      </section>

      <section className="courses__cta" aria-labelledby="courses-cta">
        <div className="container">
          <h2 id="courses-cta">Find the Right Program for You</h2>
          <p>
            The same field can look very different from one university to the next. A {BRAND_NAME} counselor can
            help you compare curricula, admission requirements and costs for your profile.
          </p>
          <CounselingLink className="btn btn-primary cta-on-dark courses__cta-button">Book Free Counseling</CounselingLink>
        </div>
      </section>
    </div>
  );
}
