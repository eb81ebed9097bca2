// content-mfe's words in English: the 'faq' part of its catalogue (its Urdu is ../ur/faq.ts).
import type { Catalogue } from '@site/i18n';
import type { FaqId, FaqWords } from '@/features/faq/data/faq';
import { defineMessages } from '@/messages';

export const enFaq = {
  description:
    'Answers to common questions about our courses, class timings, fees, refunds and development services.',
  eyebrow: 'Help centre',
  title: 'Frequently Asked Questions',
  items: {
    courses: {
      question: 'What courses do you offer?',
      answer:
        'We teach 11 courses: Web Development, Mobile Application Development, Shopify Apps Development, Shopify Store Creation and Modifications, React JS, Laravel, React Native, MERN Stack, Basic Computer Course, Digital Marketing and Crypto.',
    },
    experience: {
      question: 'Do I need any prior experience to join?',
      answer:
        'No. Beginner courses such as Web Development and the Basic Computer Course start from zero. Intermediate courses like React JS or Laravel expect basic programming knowledge; we are happy to advise you on the right starting point.',
    },
    timings: {
      question: 'What are the class timings?',
      answer:
        'We run morning, evening and weekend batches, so you can learn around school, university or work. You choose your batch when you enroll.',
    },
    sessions: {
      question: 'How long is each class, and how often do we meet?',
      answer:
        'Classes are held in sessions of 2-3 hours, 3-4 times a week, with practical work in every session and projects between classes.',
    },
    refund: {
      question: 'What is your refund policy?',
      answer:
        'Every course comes with a 7-day money-back guarantee. If the course is not right for you, tell us within 7 days of your first class and we refund your fee in full.',
    },
    certificate: {
      question: 'Will I get a certificate?',
      answer: (companyName: string) =>
        `Yes. Students who complete the course and its final project receive a ${companyName} certificate that lists the skills covered.`,
    },
    jobs: {
      question: 'Do you help students find jobs or internships?',
      answer:
        'Yes. We review your CV and portfolio, prepare you for interviews, and the best students are offered internships with our own development team.',
    },
    installments: {
      question: 'Can I pay the course fee in installments?',
      answer:
        'Yes, fees can be paid in monthly installments. Contact us for the current fee of your course and the installment plan that suits you.',
    },
    location: {
      question: 'Where do the classes take place?',
      answer:
        'Classes are held in person at our training lab in Sargodha, where every student has a workstation with the tools professional teams use.',
    },
    business: {
      question: 'Do you also build websites and apps for businesses?',
      answer:
        'Yes. Alongside the institute, our development team builds websites, web applications, mobile apps and Shopify stores for clients. Send us your project details from the home page and we reply within 24 hours.',
    },
  } satisfies Record<FaqId, FaqWords>,
  help: {
    title: 'Still have questions?',
    /** The sentence around the live chat hours (which never break across lines). */
    textBefore: 'Our support team is happy to help. Live chat is available',
    hours: '9 AM - 6 PM',
    textAfter: ', and you can e-mail us at any time.',
    contact: 'Contact Support',
    supportSubject: 'Support request from the FAQ page',
    call: 'Or call us:',
  },
} satisfies Catalogue;

/** The 'faq' words in the page's language: `const t = useFaqMessages();`. */
export const useFaqMessages = defineMessages('faq', enFaq, {
  ur: () => import(/* webpackChunkName: "messages-ur-faq" */ '../ur/faq'),
});
