import { siteSettings } from '@site/site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The policy statements, quoted by the answers below and by the tests. */
export const faqPolicies = {
  refund: '7-day money-back guarantee',
  batches: 'morning, evening and weekend batches',
  sessions: 'sessions of 2-3 hours, 3-4 times a week',
} as const;

export const faqItems = [
  {
    question: 'What courses do you offer?',
    answer:
      'We teach 11 courses: Web Development, Mobile Application Development, Shopify Apps Development, Shopify Store Creation and Modifications, React JS, Laravel, React Native, MERN Stack, Basic Computer Course, Digital Marketing and Crypto.',
  },
  {
    question: 'Do I need any prior experience to join?',
    answer:
      'No. Beginner courses such as Web Development and the Basic Computer Course start from zero. Intermediate courses like React JS or Laravel expect basic programming knowledge; we are happy to advise you on the right starting point.',
  },
  {
    question: 'What are the class timings?',
    answer: `We run ${faqPolicies.batches}, so you can learn around school, university or work. You choose your batch when you enroll.`,
  },
  {
    question: 'How long is each class, and how often do we meet?',
    answer: `Classes are held in ${faqPolicies.sessions}, with practical work in every session and projects between classes.`,
  },
  {
    question: 'What is your refund policy?',
    answer: `Every course comes with a ${faqPolicies.refund}. If the course is not right for you, tell us within 7 days of your first class and we refund your fee in full.`,
  },
  {
    question: 'Will I get a certificate?',
    answer: `Yes. Students who complete the course and its final project receive a ${siteSettings.companyName} certificate that lists the skills covered.`,
  },
  {
    question: 'Do you help students find jobs or internships?',
    answer:
      'Yes. We review your CV and portfolio, prepare you for interviews, and the best students are offered internships with our own development team.',
  },
  {
    question: 'Can I pay the course fee in installments?',
    answer:
      'Yes, fees can be paid in monthly installments. Contact us for the current fee of your course and the installment plan that suits you.',
  },
  {
    question: 'Where do the classes take place?',
    answer:
      'Classes are held in person at our training lab in Sargodha, where every student has a workstation with the tools professional teams use.',
  },
  {
    question: 'Do you also build websites and apps for businesses?',
    answer:
      'Yes. Alongside the institute, our development team builds websites, web applications, mobile apps and Shopify stores for clients. Send us your project details from the home page and we reply within 24 hours.',
  },
] as const satisfies readonly FaqItem[];
