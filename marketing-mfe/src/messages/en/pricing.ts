// The English words of the pricing page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/pricing.ts.
import type { Catalogue } from '@site/i18n';
import type { PlanId } from '@/features/pricing/data/plans';
import { defineMessages } from '@/messages';

export const enPricing = {
  eyebrow: 'Pricing',
  title: 'Simple, Transparent Pricing',
  description: 'Transparent pricing for websites, web apps and enterprise solutions. No hidden costs.',
  startingFrom: 'Starting from',
  customQuote: 'Custom Quote',
  customQuoteNote: 'Custom quote based',
  ctaTitle: 'Need something different?',
  ctaText: 'Every business is unique. Tell us about your project and we will prepare a quote that fits it.',
  ctaButton: 'Get Custom Quote',
  /** By plan id. */
  plans: {
    basic: {
      name: 'Basic Website',
      description: 'A professional website for small businesses, shops and personal brands.',
      features: [
        'Up to 5 responsive pages',
        'Contact form and Google Maps',
        'Basic SEO setup',
        'Social media links',
        '1 month of free support',
      ],
      button: 'Get Started',
    },
    professional: {
      name: 'Professional Web App',
      description: 'A custom web application with accounts, dashboards and integrations.',
      features: [
        'Custom design and development',
        'User accounts and admin panel',
        'Database and API integration',
        'Payment gateway integration',
        'Advanced SEO and analytics',
        '3 months of free support',
      ],
      button: 'Start Your Project',
    },
    enterprise: {
      name: 'Enterprise Solution',
      description: 'Large-scale platforms, integrations and dedicated teams for complex needs.',
      features: [
        'Dedicated project team',
        'Scalable cloud architecture',
        'ERP, CRM and third-party integrations',
        'Security review and performance tuning',
        'Service-level agreement',
        'Priority support',
      ],
      button: 'Contact Sales',
    },
  } satisfies Record<
    PlanId,
    { name: string; description: string; features: readonly string[]; button: string }
  >,
} satisfies Catalogue;

/** These words in the page's language: `const t = usePricingMessages();`. */
export const usePricingMessages = defineMessages('pricing', enPricing, {
  ur: () => import(/* webpackChunkName: "messages-ur-pricing" */ '../ur/pricing'),
});
