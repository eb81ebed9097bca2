import type { PackageService } from '@site/site';

// The services with package pages are @site/site's `packageServices` (the footer links them): each
// has its packages here, any other service is 'Service Not Found'.

export interface ServicePackage {
  name: 'Basic' | 'Standard' | 'Premium';
  price: string;
  /** Weeks, e.g. '2-3'. */
  duration: string;
  description: string;
  features: readonly string[];
  popular: boolean;
}

export interface ServicePackages {
  title: string;
  description: string;
  packages: readonly [ServicePackage, ServicePackage, ServicePackage];
}

/** Support included with Basic, Standard and Premium. */
export const SUPPORT_DAYS = { Basic: 30, Standard: 60, Premium: 90 } as const;

const support = (name: ServicePackage['name']) => `${SUPPORT_DAYS[name]} days of support included`;

/** Prices and durations (weeks) of each service's packages. */
export const servicePackages = {
  laravel: {
    title: 'Laravel Development Packages',
    description: 'Robust, secure web applications and APIs built with the Laravel PHP framework.',
    packages: [
      {
        name: 'Basic',
        price: '$2,999',
        duration: '2-3',
        description: 'A solid Laravel website or small application for growing businesses.',
        features: [
          'Up to 5 custom pages or modules',
          'Responsive admin panel',
          'MySQL database design',
          'Contact and enquiry forms',
          'Basic SEO setup',
          support('Basic'),
        ],
        popular: false,
      },
      {
        name: 'Standard',
        price: '$5,999',
        duration: '4-6',
        description: 'A complete business application with user accounts and integrations.',
        features: [
          'Up to 12 custom modules',
          'User roles and permissions',
          'REST API for web and mobile',
          'Payment gateway integration',
          'E-mail notifications and queues',
          'Automated tests for key flows',
          support('Standard'),
        ],
        popular: true,
      },
      {
        name: 'Premium',
        price: '$9,999',
        duration: '6-8',
        description: 'An enterprise-grade platform built to scale with your organisation.',
        features: [
          'Unlimited modules and workflows',
          'Multi-tenant architecture',
          'Advanced reporting and exports',
          'Third-party and ERP integrations',
          'Performance tuning and caching',
          'CI/CD pipeline and cloud deployment',
          support('Premium'),
        ],
        popular: false,
      },
    ],
  },
  react: {
    title: 'React Development Packages',
    description: 'Fast, interactive front ends and single-page applications built with React.',
    packages: [
      {
        name: 'Basic',
        price: '$2,499',
        duration: '2-3',
        description: 'A modern React website or landing page that loads fast.',
        features: [
          'Up to 5 responsive pages',
          'Reusable component structure',
          'Contact form integration',
          'Basic SEO and analytics',
          support('Basic'),
        ],
        popular: false,
      },
      {
        name: 'Standard',
        price: '$4,999',
        duration: '4-5',
        description: 'A full single-page application connected to your back end.',
        features: [
          'Up to 12 screens',
          'API integration and state management',
          'User authentication',
          'Dashboard with charts',
          'Next.js rendering for SEO',
          support('Standard'),
        ],
        popular: true,
      },
      {
        name: 'Premium',
        price: '$8,999',
        duration: '6-8',
        description: 'A complex, high-traffic web application with a design system.',
        features: [
          'Unlimited screens',
          'Custom design system and component library',
          'Real-time features',
          'Accessibility and performance audit',
          'Automated testing and CI/CD',
          support('Premium'),
        ],
        popular: false,
      },
    ],
  },
  shopify: {
    title: 'Shopify Development Packages',
    description: 'Online stores, custom themes and apps on the Shopify platform.',
    packages: [
      {
        name: 'Basic',
        price: '$1,999',
        duration: '1-2',
        description: 'Get your store online quickly with a polished, ready-made theme.',
        features: [
          'Store setup and theme customisation',
          'Up to 50 products uploaded',
          'Payment and shipping setup',
          'Essential apps installed',
          support('Basic'),
        ],
        popular: false,
      },
      {
        name: 'Standard',
        price: '$3,999',
        duration: '3-4',
        description: 'A custom-designed store built to convert visitors into customers.',
        features: [
          'Custom theme design',
          'Up to 200 products uploaded',
          'Product filters and search',
          'E-mail marketing integration',
          'Speed and conversion optimisation',
          support('Standard'),
        ],
        popular: true,
      },
      {
        name: 'Premium',
        price: '$7,999',
        duration: '5-6',
        description: 'An advanced store with custom app features and integrations.',
        features: [
          'Fully custom theme',
          'Custom Shopify app development',
          'Unlimited product migration',
          'ERP and inventory integrations',
          'Multi-currency and multi-language',
          support('Premium'),
        ],
        popular: false,
      },
    ],
  },
  remix: {
    title: 'Remix Development Packages',
    description: 'Full-stack web applications with server rendering, built with Remix.',
    packages: [
      {
        name: 'Basic',
        price: '$3,499',
        duration: '3-4',
        description: 'A fast, SEO-friendly Remix website with server-rendered pages.',
        features: [
          'Up to 6 pages with nested routes',
          'Progressive forms',
          'Database setup with Prisma',
          'Basic SEO setup',
          support('Basic'),
        ],
        popular: false,
      },
      {
        name: 'Standard',
        price: '$6,499',
        duration: '5-6',
        description: 'A complete full-stack application with accounts and data management.',
        features: [
          'Up to 15 routes',
          'User authentication and sessions',
          'Admin dashboard',
          'Third-party API integrations',
          'Edge deployment',
          support('Standard'),
        ],
        popular: true,
      },
      {
        name: 'Premium',
        price: '$10,999',
        duration: '7-8',
        description: 'A large-scale Remix platform or Shopify app with advanced features.',
        features: [
          'Unlimited routes',
          'Shopify app or multi-tenant SaaS',
          'Real-time updates',
          'Automated testing and CI/CD',
          'Performance monitoring',
          support('Premium'),
        ],
        popular: false,
      },
    ],
  },
} as const satisfies Record<PackageService, ServicePackages>;

export function packagesFor(service: string | undefined): ServicePackages | undefined {
  return service && Object.hasOwn(servicePackages, service)
    ? servicePackages[service as PackageService]
    : undefined;
}
