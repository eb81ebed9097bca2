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
    /** A legal summary, in its dialog's loading and failure texts. */
    document: (title: string) => `the ${title}`,
  },
  unavailable: {
    title: 'Temporarily unavailable',
    label: 'this page',
  },
  ui: { closeDialog: 'Close dialog', optional: '(optional)', loading: 'Loading…' } satisfies UiText,
} satisfies Catalogue;
