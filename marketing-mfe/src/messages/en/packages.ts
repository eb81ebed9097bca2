// The English words of the service packages pages.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/packages.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enPackages = {
  notFoundTitle: 'Service Not Found',
  notFoundText:
    "We don't offer packages for this service. Browse our services on the home page or tell us what you need.",
  goBackHome: 'Go Back Home',
  eyebrow: 'Service packages',
  otherServices: 'Packages by service',
  breadcrumbHome: 'Home',
  breadcrumbServices: 'Services',
  /** Weeks as a range of numbers already formatted ('2-3'). */
  weeks: (range: string) => `${range} weeks`,
  supportDays: (days: string) => `${days} days support`,
  supportIncluded: (days: string) => `${days} days of support included`,
  getStarted: 'Get Started',
  ctaTitle: 'Not sure which package is right for you?',
  ctaText: 'Book a free consultation and we will help you choose, or shape a package around your needs.',
  ctaButton: 'Book Free Consultation',
  tiers: { Basic: 'Basic', Standard: 'Standard', Premium: 'Premium' },
  /** By service slug: the page's title and description, and each package's words by tier. */
  services: {
    laravel: {
      title: 'Laravel Development Packages',
      description: 'Robust, secure web applications and APIs built with the Laravel PHP framework.',
      packages: {
        Basic: {
          description: 'A solid Laravel website or small application for growing businesses.',
          features: [
            'Up to 5 custom pages or modules',
            'Responsive admin panel',
            'MySQL database design',
            'Contact and enquiry forms',
            'Basic SEO setup',
          ],
        },
        Standard: {
          description: 'A complete business application with user accounts and integrations.',
          features: [
            'Up to 12 custom modules',
            'User roles and permissions',
            'REST API for web and mobile',
            'Payment gateway integration',
            'E-mail notifications and queues',
            'Automated tests for key flows',
          ],
        },
        Premium: {
          description: 'An enterprise-grade platform built to scale with your organisation.',
          features: [
            'Unlimited modules and workflows',
            'Multi-tenant architecture',
            'Advanced reporting and exports',
            'Third-party and ERP integrations',
            'Performance tuning and caching',
            'CI/CD pipeline and cloud deployment',
          ],
        },
      },
    },
    react: {
      title: 'React Development Packages',
      description: 'Fast, interactive front ends and single-page applications built with React.',
      packages: {
        Basic: {
          description: 'A modern React website or landing page that loads fast.',
          features: [
            'Up to 5 responsive pages',
            'Reusable component structure',
            'Contact form integration',
            'Basic SEO and analytics',
          ],
        },
        Standard: {
          description: 'A full single-page application connected to your back end.',
          features: [
            'Up to 12 screens',
            'API integration and state management',
            'User authentication',
            'Dashboard with charts',
            'Next.js rendering for SEO',
          ],
        },
        Premium: {
          description: 'A complex, high-traffic web application with a design system.',
          features: [
            'Unlimited screens',
            'Custom design system and component library',
            'Real-time features',
            'Accessibility and performance audit',
            'Automated testing and CI/CD',
          ],
        },
      },
    },
    shopify: {
      title: 'Shopify Development Packages',
      description: 'Online stores, custom themes and apps on the Shopify platform.',
      packages: {
        Basic: {
          description: 'Get your store online quickly with a polished, ready-made theme.',
          features: [
            'Store setup and theme customisation',
            'Up to 50 products uploaded',
            'Payment and shipping setup',
            'Essential apps installed',
          ],
        },
        Standard: {
          description: 'A custom-designed store built to convert visitors into customers.',
          features: [
            'Custom theme design',
            'Up to 200 products uploaded',
            'Product filters and search',
            'E-mail marketing integration',
            'Speed and conversion optimisation',
          ],
        },
        Premium: {
          description: 'An advanced store with custom app features and integrations.',
          features: [
            'Fully custom theme',
            'Custom Shopify app development',
            'Unlimited product migration',
            'ERP and inventory integrations',
            'Multi-currency and multi-language',
          ],
        },
      },
    },
    remix: {
      title: 'Remix Development Packages',
      description: 'Full-stack web applications with server rendering, built with Remix.',
      packages: {
        Basic: {
          description: 'A fast, SEO-friendly Remix website with server-rendered pages.',
          features: [
            'Up to 6 pages with nested routes',
            'Progressive forms',
            'Database setup with Prisma',
            'Basic SEO setup',
          ],
        },
        Standard: {
          description: 'A complete full-stack application with accounts and data management.',
          features: [
            'Up to 15 routes',
            'User authentication and sessions',
            'Admin dashboard',
            'Third-party API integrations',
            'Edge deployment',
          ],
        },
        Premium: {
          description: 'A large-scale Remix platform or Shopify app with advanced features.',
          features: [
            'Unlimited routes',
            'Shopify app or multi-tenant SaaS',
            'Real-time updates',
            'Automated testing and CI/CD',
            'Performance monitoring',
          ],
        },
      },
    },
  },
} satisfies Catalogue;

/** These words in the page's language: `const t = usePackagesMessages();`. */
export const usePackagesMessages = defineMessages('packages', enPackages, {
  ur: () => import(/* webpackChunkName: "messages-ur-packages" */ '../ur/packages'),
});
