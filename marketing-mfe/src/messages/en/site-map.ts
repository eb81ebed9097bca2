// The English words of the site map section ("Explore Our Platform") of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/site-map.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { SiteMapWords } from '@/features/site-map/data/site-map';
import { defineMessages } from '@/messages';

const { city } = siteSettings;

export const enSiteMap = {
  eyebrow: 'Site map',
  title: 'Explore Our Platform',
  description: 'Everything in one place: courses, learning resources, community and your account.',
  startLearning: 'Start Learning Today',
  groups: {
    main: {
      title: 'Main Pages',
      links: {
        home: 'Home',
        pricing: 'Pricing',
        blog: 'Blog',
        community: 'Community',
        faq: 'FAQ',
        news: 'News',
        events: 'Events',
      },
    },
    courses: {
      title: `Courses in ${city}`,
      links: {
        webDevelopment: 'Web Development Course',
        mobileApp: 'Mobile App Development Course',
        shopify: 'Shopify Course',
        basicComputer: 'Basic Computer Course',
        reactJs: 'React JS Course',
        reactNative: 'React Native Course',
        laravel: 'Laravel Course',
      },
    },
    courseDetails: {
      title: 'Course Details',
      links: {
        all: 'All Courses',
        reactNative: 'React Native Development',
        shopifyApp: 'Shopify App Development',
        reactJs: 'React JS Development',
      },
    },
    account: {
      title: 'Your Account',
      links: {
        enrollment: 'Enrollment',
        login: 'Sign In',
        studentPortal: 'Student Portal',
        profile: 'My Profile',
      },
    },
  } satisfies SiteMapWords,
} satisfies Catalogue;

/** These words in the page's language: `const t = useSiteMapMessages();`. */
export const useSiteMapMessages = defineMessages('site-map', enSiteMap, {
  ur: () => import(/* webpackChunkName: "messages-ur-site-map" */ '../ur/site-map'),
});
