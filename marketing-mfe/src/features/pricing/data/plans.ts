import type { enPricing } from '@/messages/en/pricing';
import type { Price } from '@/lib/price';

export type PlanId = keyof (typeof enPricing)['plans'];

/** A pricing plan's facts; its name, description, features and button are the catalogue's. */
export interface PricingPlan {
  id: PlanId;
  /** From this price; none: a custom quote. */
  price: Price | null;
  popular: boolean;
}

/** The three pricing plans. */
export const pricingPlans = [
  { id: 'basic', price: { amount: 999, currency: 'USD' }, popular: false },
  { id: 'professional', price: { amount: 2999, currency: 'USD' }, popular: true },
  { id: 'enterprise', price: null, popular: false },
] as const satisfies readonly PricingPlan[];
