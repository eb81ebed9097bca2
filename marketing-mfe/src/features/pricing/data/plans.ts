import type { Price } from '@/lib/price';

/** A pricing plan's facts; its name, description, features and button are the catalogue's. */
interface PricingPlanFacts<Id extends string = string> {
  id: Id;
  /** From this price; none: a custom quote. */
  price: Price | null;
  popular: boolean;
}

/** The three pricing plans. */
export const pricingPlans = [
  { id: 'basic', price: { amount: 999, currency: 'USD' }, popular: false },
  { id: 'professional', price: { amount: 2999, currency: 'USD' }, popular: true },
  { id: 'enterprise', price: null, popular: false },
] as const satisfies readonly PricingPlanFacts[];

export type PlanId = (typeof pricingPlans)[number]['id'];
export type PricingPlan = PricingPlanFacts<PlanId>;
