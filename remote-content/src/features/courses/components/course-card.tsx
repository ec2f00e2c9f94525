import { CounselingLink } from '@gradatlas/shared/ui';
import type { CourseGuide } from '../courses-data';

interface CourseCardProps {
  course: CourseGuide;
}

export function CourseCard({ course }: CourseCardProps) {
  const headingId = `course-${course.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className="card course-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="course-card__title">
        {course.name}
      </h3>
      <p className="course-card__description">{course.description}</p>
      <div className="course-card__lists">
        <div>
          <h4>Career Highlights</h4>
          <ul aria-label={`${course.name} career highlights`}>
            {course.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Specializations</h4>
          <ul className="course-card__tags" aria-label={`${course.name} specializations`}>
            {course.specializations.map((specialization) => (
              <li key={specialization}>{specialization}</li>
            ))}
          </ul>
        </div>
      </div>
      <CounselingLink className="btn btn-outline course-card__action">Get Free Course Guidance</CounselingLink>
    </article>
  );
}
