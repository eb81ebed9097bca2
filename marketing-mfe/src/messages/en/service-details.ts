// The English words of a service's dialog body: its long description, features and benefits. A
// part of its own, in the chunk of the body that the dialog loads on demand (a first visit does
// not download them); the Urdu is ../ur/service-details.ts.
import type { Catalogue } from '@site/i18n';
import type { ServiceId } from '@/features/services/data/services';
import { defineMessages } from '@/messages';

export const enServiceDetails = {
  keyFeatures: 'Key Features',
  keyFeaturesLabel: 'Key features',
  benefits: 'Benefits',
  benefitsLabel: 'Benefits',
  /** Shown when a service has no features of its own (spec: 6 defaults). */
  defaultFeatures: [
    'Requirement analysis and project planning',
    'Custom design tailored to your brand',
    'Clean, documented and tested code',
    'Responsive on phones, tablets and desktops',
    'Deployment and launch support',
    'Post-launch maintenance options',
  ],
  /** Shown when a service has no benefits of its own (spec: 6 defaults). */
  defaultBenefits: [
    'Experienced, dedicated developers',
    'Transparent communication and weekly updates',
    'On-time delivery with clear milestones',
    'Scalable solutions that grow with you',
    'Competitive, fixed-scope pricing',
    'Free support after launch',
  ],
  /** By service id; an empty features/benefits list shows the defaults. */
  items: {
    laravel: {
      detailedDescription:
        'From customer portals to ERP systems, we design Laravel applications with clean architecture, automated tests and a deployment pipeline, so your platform is easy to extend for years.',
      features: [
        'Custom web application development',
        'REST and GraphQL API back ends',
        'Admin dashboards and role-based access',
        'Payment gateway and third-party integrations',
        'Queue workers, scheduling and notifications',
        'Legacy PHP upgrades and migrations',
      ],
      benefits: [
        'Rapid delivery with a mature framework',
        'Built-in security against common attacks',
        'Maintainable, well-tested code',
        'Scales from MVP to enterprise traffic',
        'Large talent pool for future hiring',
        'Lower long-term maintenance cost',
      ],
    },
    react: {
      detailedDescription:
        'We build accessible, responsive front ends in React and Next.js with a component design system, server-side rendering where it helps SEO, and performance budgets that keep pages fast.',
      features: [
        'Single-page applications and dashboards',
        'Next.js server-side rendering for SEO',
        'Reusable component libraries',
        'State management with Redux or Zustand',
        'API integration and real-time updates',
        'Performance and accessibility audits',
      ],
      benefits: [
        'Smooth, app-like user experience',
        'Faster page loads and better SEO',
        'Consistent UI across every screen',
        'Easy to add features later',
        'Works on every modern browser',
        'Shared code with React Native apps',
      ],
    },
    'react-native': {
      detailedDescription:
        'One team, one codebase, two app stores. We build React Native apps with offline support, push notifications and smooth animations, and take them through App Store and Play Store review.',
      features: [
        'iOS and Android apps from one codebase',
        'Push notifications and deep links',
        'Offline storage and data sync',
        'Camera, maps and device integrations',
        'In-app purchases and payments',
        'App Store and Play Store publishing',
      ],
      benefits: [
        'Up to half the cost of two native apps',
        'Faster time to market',
        'One team maintains both platforms',
        'Over-the-air updates for quick fixes',
        'Native performance where it matters',
        'Shared logic with your web app',
      ],
    },
    remix: {
      detailedDescription:
        'Remix embraces web standards: forms that work without JavaScript, data loaded on the server and pages that stay fast on slow networks. Ideal for content-rich products and Shopify apps.',
      features: [],
      benefits: [],
    },
    mern: {
      detailedDescription:
        'A single language from database to browser. We build MERN applications with real-time features, secure authentication and cloud deployment, well suited to startups that need to move fast.',
      features: [
        'Full-stack JavaScript applications',
        'Real-time chat and live updates',
        'JWT and OAuth authentication',
        'MongoDB schema design and indexing',
        'Cloud deployment and monitoring',
        'MVPs for startups',
      ],
      benefits: [
        'One language across the whole stack',
        'Quick iteration from idea to launch',
        'Flexible data model as you grow',
        'Large open-source ecosystem',
        'Cost-effective hosting',
        'Easy hand-over to in-house teams',
      ],
    },
    shopify: {
      detailedDescription:
        'We set up and customise Shopify stores, build custom Liquid themes and develop public or private Shopify apps, with a focus on conversion rate, speed and easy store management.',
      features: [
        'Store setup and configuration',
        'Custom theme design and development',
        'Public and private Shopify apps',
        'Product import and migration',
        'Payment and shipping integrations',
        'Conversion and speed optimisation',
      ],
      benefits: [
        'Sell online within weeks',
        'Higher conversion rates',
        'Secure, reliable hosting by Shopify',
        'Easy day-to-day store management',
        'Hundreds of integrations available',
        'Grows with your sales',
      ],
    },
    cloud: {
      detailedDescription:
        'We plan and run cloud infrastructure that fits your budget: migrations from shared hosting, managed databases, backups, monitoring and cost reviews.',
      features: [],
      benefits: [],
    },
    'ui-ux': {
      detailedDescription:
        'Good software starts with a clear design. We research your users, map their journeys and deliver interactive prototypes and a design system your developers can build from.',
      features: [],
      benefits: [],
    },
    api: {
      detailedDescription:
        'We design APIs contract-first, with versioning, authentication, rate limiting and documentation, so your mobile apps, web apps and partners can rely on them.',
      features: [],
      benefits: [],
    },
    devops: {
      detailedDescription:
        'Ship more often with less risk. We automate builds, tests and deployments, containerise your applications and set up monitoring and alerts.',
      features: [],
      benefits: [],
    },
  } satisfies Record<
    ServiceId,
    { detailedDescription: string; features: readonly string[]; benefits: readonly string[] }
  >,
} satisfies Catalogue;

/** These words in the page's language: `const t = useServiceDetailsMessages();`. */
export const useServiceDetailsMessages = defineMessages('service-details', enServiceDetails, {
  ur: () => import(/* webpackChunkName: "messages-ur-service-details" */ '../ur/service-details'),
});
