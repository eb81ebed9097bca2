import type { IconName } from '@site/ui';

/** A service's facts; its words are the catalogue's `services.items[id]` (card) and `service-details.items[id]` (dialog). */
interface ServiceFacts<Id extends string = string> {
  id: Id;
  icon: IconName;
}

/** The 10 services of the home page, in the order the home page shows them. */
export const services = [
  { id: 'laravel', icon: 'server' },
  { id: 'react', icon: 'code' },
  { id: 'react-native', icon: 'smartphone' },
  { id: 'remix', icon: 'zap' },
  { id: 'mern', icon: 'layers' },
  { id: 'shopify', icon: 'cart' },
  { id: 'cloud', icon: 'cloud' },
  { id: 'ui-ux', icon: 'palette' },
  { id: 'api', icon: 'globe' },
  { id: 'devops', icon: 'settings' },
] as const satisfies readonly ServiceFacts[];

export type ServiceId = (typeof services)[number]['id'];
export type Service = ServiceFacts<ServiceId>;

interface ServiceText {
  features: readonly string[];
  benefits: readonly string[];
}

/** The feature and benefit lists the dialog shows for a service: its own, or the 6 defaults. */
export function serviceDetails(
  service: ServiceText,
  defaults: { defaultFeatures: readonly string[]; defaultBenefits: readonly string[] },
) {
  return {
    features: service.features.length ? service.features : defaults.defaultFeatures,
    benefits: service.benefits.length ? service.benefits : defaults.defaultBenefits,
  };
}
