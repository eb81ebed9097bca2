import type { IconName } from '@site/ui';
import { enServices } from '@/messages/en/services';

type ServiceWords = (typeof enServices)['items'];
export type ServiceId = keyof ServiceWords;

/** A service's facts; its words are the catalogue's `services.items[id]`. */
export interface ServiceFacts {
  id: ServiceId;
  icon: IconName;
}

const words = enServices.items;

/**
 * The 10 services of the home page, in the order the home page shows them: facts, with their
 * English words (the components read the words of the page's language from the catalogue).
 */
export const services = [
  { id: 'laravel', icon: 'server', ...words.laravel },
  { id: 'react', icon: 'code', ...words.react },
  { id: 'react-native', icon: 'smartphone', ...words['react-native'] },
  { id: 'remix', icon: 'zap', ...words.remix },
  { id: 'mern', icon: 'layers', ...words.mern },
  { id: 'shopify', icon: 'cart', ...words.shopify },
  { id: 'cloud', icon: 'cloud', ...words.cloud },
  { id: 'ui-ux', icon: 'palette', ...words['ui-ux'] },
  { id: 'api', icon: 'globe', ...words.api },
  { id: 'devops', icon: 'settings', ...words.devops },
] as const satisfies readonly ServiceFacts[];

export type Service = ServiceFacts;

/** Shown in the modal when a service has no features of its own (spec: 6 defaults). */
export const defaultServiceFeatures = enServices.defaultFeatures;

/** Shown in the modal when a service has no benefits of its own (spec: 6 defaults). */
export const defaultServiceBenefits = enServices.defaultBenefits;

interface ServiceText {
  features: readonly string[];
  benefits: readonly string[];
}

/** The feature and benefit lists the modal shows for a service (its own, or the defaults). */
export function serviceDetails(
  service: ServiceText,
  defaults: { defaultFeatures: readonly string[]; defaultBenefits: readonly string[] } = enServices,
) {
  return {
    features: service.features.length ? service.features : defaults.defaultFeatures,
    benefits: service.benefits.length ? service.benefits : defaults.defaultBenefits,
  };
}
