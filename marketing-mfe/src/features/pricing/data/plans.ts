export interface PricingPlan {
  name: string;
  price: string;
  /** Shown before the price ('from') or instead of a figure. */
  priceNote: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  buttonText: string;
}

/** The three pricing plans. */
export const pricingPlans = [
  {
    name: 'Basic Website',
    price: '$999',
    priceNote: 'Starting from',
    description: 'A professional website for small businesses, shops and personal brands.',
    features: [
      'Up to 5 responsive pages',
      'Contact form and Google Maps',
      'Basic SEO setup',
      'Social media links',
      '1 month of free support',
    ],
    popular: false,
    buttonText: 'Get Started',
  },
  {
    name: 'Professional Web App',
    price: '$2,999',
    priceNote: 'Starting from',
    description: 'A custom web application with accounts, dashboards and integrations.',
    features: [
      'Custom design and development',
      'User accounts and admin panel',
      'Database and API integration',
      'Payment gateway integration',
      'Advanced SEO and analytics',
      '3 months of free support',
    ],
    popular: true,
    buttonText: 'Start Your Project',
  },
  {
    name: 'Enterprise Solution',
    price: 'Custom Quote',
    priceNote: 'Custom quote based',
    description: 'Large-scale platforms, integrations and dedicated teams for complex needs.',
    features: [
      'Dedicated project team',
      'Scalable cloud architecture',
      'ERP, CRM and third-party integrations',
      'Security review and performance tuning',
      'Service-level agreement',
      'Priority support',
    ],
    popular: false,
    buttonText: 'Contact Sales',
  },
] as const satisfies readonly PricingPlan[];
