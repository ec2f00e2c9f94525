/** A program card on /popular-courses (SPEC section 3, "Static course card"). */
export interface CourseGuide {
  name: string;
  description: string;
  /** Career highlights: where graduates of the field commonly go. */
  highlights: readonly [string, string, string];
  specializations: readonly [string, string, string];
}

export const COURSE_GUIDES: readonly CourseGuide[] = [
  {
    name: 'Computer Science',
    description:
      'Graduate study in algorithms, systems and software, with room to go deep in a fast-moving area. Programs range from course-based professional master’s degrees to research-focused tracks that lead into a PhD.',
    highlights: [
      'Software engineering and development roles in almost every industry',
      'Research and engineering positions in industry labs and academia',
      'Usually STEM-designated in the USA, which matters for post-study work options',
    ],
    specializations: ['Artificial Intelligence and Machine Learning', 'Cybersecurity', 'Distributed Systems and Cloud Computing'],
  },
  {
    name: 'Business Administration (MBA)',
    description:
      'A general management degree covering finance, strategy, marketing, operations and leadership. Many programs expect some years of work experience and value what you bring from it.',
    highlights: [
      'Consulting, product and general management careers',
      'Finance and investment roles in banks, funds and corporate finance teams',
      'A professional network of classmates and alumni that lasts beyond the degree',
    ],
    specializations: ['Finance', 'Marketing', 'Operations and Supply Chain Management'],
  },
  {
    name: 'Data Science',
    description:
      'An interdisciplinary degree that joins statistics, programming and domain knowledge to turn data into decisions. Expect coursework in machine learning, data engineering and communication of results.',
    highlights: [
      'Data scientist and analyst roles in technology, finance, health and retail',
      'Machine learning engineering on production systems',
      'Analytics leadership roles that connect data work with business decisions',
    ],
    specializations: ['Machine Learning', 'Big Data Engineering', 'Business Analytics'],
  },
  {
    name: 'Mechanical Engineering',
    description:
      'Advanced study of how machines, energy and materials behave, from design and simulation to manufacturing. Thesis and non-thesis options are common at master’s level.',
    highlights: [
      'Design, test and manufacturing engineering in automotive and aerospace',
      'Energy, HVAC and sustainability engineering',
      'Research and development roles in robotics and advanced manufacturing',
    ],
    specializations: ['Robotics and Controls', 'Thermal and Fluid Sciences', 'Materials and Manufacturing'],
  },
  {
    name: 'Civil Engineering',
    description:
      'Graduate work on the infrastructure people rely on every day: buildings, bridges, transport networks and water systems. Professional licensing rules differ by country, state and province.',
    highlights: [
      'Structural and geotechnical design with consulting firms',
      'Infrastructure and transportation planning in the public and private sectors',
      'Construction and project management on large projects',
    ],
    specializations: ['Structural Engineering', 'Transportation Engineering', 'Environmental and Water Resources Engineering'],
  },
];
