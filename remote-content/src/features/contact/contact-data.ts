export interface FaqItem {
  question: string;
  answer: string;
}

export const CONTACT_FAQS: readonly FaqItem[] = [
  {
    question: 'Is the counseling session really free?',
    answer:
      'Yes. One-on-one counseling sessions are free of charge. Use any "Book Free Counseling" button to choose a time on our booking page.',
  },
  {
    question: 'Which countries do you cover?',
    answer:
      'Our university listing and Rate My Chances cover universities in the USA and Canada. Our country guides also introduce the United Kingdom, Australia and Germany.',
  },
  {
    question: 'Do I need an account to use the site?',
    answer:
      'No account is needed for articles, guides and the basic university listing. Signing in with your Google account unlocks full university details and Rate My Chances.',
  },
  {
    question: 'How accurate is Rate My Chances?',
    answer:
      'It is an estimate that compares your test scores and GPA with typical admission requirements. It cannot see your essays, letters or experience, so treat it as guidance for building a balanced list, not as a decision.',
  },
  {
    question: 'Can you help with my student visa?',
    answer:
      'Our counselors can explain the student visa and study permit process and help you prepare your documents. Decisions are made by government authorities, so we always point you to the official sources as well.',
  },
  {
    question: 'What should I include in my message?',
    answer:
      'Tell us what you plan to study, where and when, and what you need help with. The more detail you give, the more useful our reply can be.',
  },
];

