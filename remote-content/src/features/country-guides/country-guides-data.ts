/** A destination card on /country-guides (SPEC section 3, "Static country card"). */
export interface CountryGuide {
  name: string;
  /** A flag emoji, decorative only: the name is the accessible label. */
  flag: string;
  description: string;
  highlights: readonly [string, string, string];
}

// Rules on work rights and fees change; each highlight names the scheme so a
// reader can check it with the official source rather than trust a number here.
export const COUNTRY_GUIDES: readonly CountryGuide[] = [
  {
    name: 'United States',
    flag: '🇺🇸',
    description:
      'A large and varied university system, from research-intensive institutions to specialised professional schools. Graduate programs usually mix coursework with research, projects or internships, and many departments fund students through assistantships.',
    highlights: [
      'Master’s and PhD programs across almost every field, with flexible electives',
      'Optional Practical Training (OPT) after graduation, with an extension for eligible STEM degrees',
      'Teaching and research assistantships and fellowships offered by many departments',
    ],
  },
  {
    name: 'United Kingdom',
    flag: '🇬🇧',
    description:
      'Long-established universities and focused degrees. Many taught master’s programs are completed in a single year, which keeps the total time away from work short.',
    highlights: [
      'Many taught master’s degrees take one year of full-time study',
      'The Graduate Route lets eligible graduates stay on to work after their studies',
      'Research-led teaching at universities with long academic traditions',
    ],
  },
  {
    name: 'Canada',
    flag: '🇨🇦',
    description:
      'Well-regarded public universities, welcoming multicultural cities and clear pathways from study to work. Many programs include co-op terms or research placements.',
    highlights: [
      'Post-Graduation Work Permit (PGWP) for eligible graduates of designated institutions',
      'Co-op and internship options built into many programs',
      'Study permits issued by Immigration, Refugees and Citizenship Canada (IRCC)',
    ],
  },
  {
    name: 'Australia',
    flag: '🇦🇺',
    description:
      'Universities in lively coastal cities and regional centres, with practical, industry-linked programs and a large international student community.',
    highlights: [
      'Main intakes usually start around February and July',
      'The Temporary Graduate visa offers post-study work for eligible graduates',
      'Strong programs in engineering, health, business and environmental sciences',
    ],
  },
  {
    name: 'Germany',
    flag: '🇩🇪',
    description:
      'Public universities with a strong research and engineering tradition and a growing list of English-taught master’s programs. Tuition rules differ between federal states.',
    highlights: [
      'Most public universities charge little or no tuition; a semester contribution applies',
      'English-taught master’s programs in engineering, science and business',
      'A residence permit to look for work after graduation is available to eligible graduates',
    ],
  },
];
