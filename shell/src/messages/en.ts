// The shell's words (navigation, footer, the frame's messages), in English: the source every
// other language's catalogue translates (./ur.ts, a chunk of its own loaded only on its pages).
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { UiText } from '@site/ui';

export const en = {
  nav: {
    home: 'Home',
    services: 'Services',
    portfolio: 'Portfolio',
    team: 'Team',
    testimonials: 'Testimonials',
    courses: 'Courses',
    pricing: 'Pricing',
    blog: 'Blog',
    community: 'Community',
    contact: 'Contact',
    signIn: 'Sign In',
    studentPortal: 'Student Portal',
    main: 'Main',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
    logo: (companyName: string) => `${companyName}, home`,
  },
  footer: {
    about: (city: string) =>
      `Websites, web apps and mobile apps for businesses, and hands-on IT courses for students, from our office in ${city}.`,
    social: (companyName: string) => `${companyName} on social media`,
    newTab: (label: string) => `${label} (opens in a new tab)`,
    quickLinks: 'Quick Links',
    services: 'Services',
    freeConsultation: 'Free Consultation',
    startProject: 'Start a Project',
    laravel: 'Laravel Development',
    shopify: 'Shopify Development',
    contactUs: 'Contact Us',
    city: siteSettings.city,
    address: siteSettings.address,
    whatsApp: 'Chat on WhatsApp',
    whatsAppMessage: (company: string) =>
      `Hello ${company}! I would like to know more about your services and courses.`,
    rights: (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`,
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  legal: {
    privacy: [
      'We use the details you send us (for example through the project request form) only to answer you and to prepare a proposal. We do not sell or share them.',
      'This site sets no tracking cookies and loads nothing from other companies.',
    ],
    terms: [
      'Quotes, prices and course fees on this site are indicative; the written proposal or admission letter you receive is what binds us.',
      'Course content and schedules may change to keep up with the industry; enrolled students are told in advance.',
    ],
    onRequest: 'The complete document is available on request:',
    end: '.',
  },
  unavailable: {
    title: 'Temporarily unavailable',
    label: 'this page',
  },
  ui: { closeDialog: 'Close dialog', optional: '(optional)', loading: 'Loading…' } satisfies UiText,
} satisfies Catalogue;
