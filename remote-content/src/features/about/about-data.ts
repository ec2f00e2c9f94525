/** A titled paragraph: a service pillar or a value on /about-us. */
export interface AboutItem {
  title: string;
  description: string;
}

export const SERVICE_PILLARS: readonly AboutItem[] = [
  {
    title: 'Free Counseling',
    description:
      'Book a one-on-one session at no cost. We talk through your goals, your profile and your options, and help you decide on next steps.',
  },
  {
    title: 'Expert Guidance',
    description:
      'From choosing programs to writing your statement of purpose and preparing for your visa, we explain each step clearly and point you to the official sources.',
  },
  {
    title: 'Comprehensive Support',
    description:
      'University research, admission chance estimates, articles and guides all in one place, so you can plan your applications with less guesswork.',
  },
];

export const VALUES: readonly AboutItem[] = [
  {
    title: 'Excellence',
    description: 'We hold our information and our advice to a high standard, and we keep improving both.',
  },
  {
    title: 'Integrity',
    description:
      'We give honest advice, say clearly when something is an estimate, and never promise admissions or visas we cannot control.',
  },
  {
    title: 'Innovation',
    description: 'We build tools that make a complicated process easier to understand and plan.',
  },
  {
    title: 'Student Success',
    description: 'Every decision we make starts with one question: does this help students reach their goals?',
  },
];
