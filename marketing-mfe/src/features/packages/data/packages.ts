import type { PackageService } from '@site/site';
import type { Price } from '@/lib/price';

// The services with package pages are @site/site's `packageServices` (the footer links them): each
// has its packages here, any other service is 'Service Not Found'. The words (titles,
// descriptions, features) are the catalogue's `packages.services[service]`.

export type PackageTier = 'Basic' | 'Standard' | 'Premium';

export interface ServicePackage {
  tier: PackageTier;
  price: Price;
  /** Weeks, from and to (2-3 weeks). */
  weeks: readonly [number, number];
  popular: boolean;
}

export type ServicePackages = readonly [ServicePackage, ServicePackage, ServicePackage];

/** Support included with Basic, Standard and Premium. */
export const SUPPORT_DAYS = { Basic: 30, Standard: 60, Premium: 90 } as const;

const usd = (amount: number): Price => ({ amount, currency: 'USD' });

/** Prices and durations (weeks) of each service's packages. */
export const servicePackages = {
  laravel: [
    { tier: 'Basic', price: usd(2999), weeks: [2, 3], popular: false },
    { tier: 'Standard', price: usd(5999), weeks: [4, 6], popular: true },
    { tier: 'Premium', price: usd(9999), weeks: [6, 8], popular: false },
  ],
  react: [
    { tier: 'Basic', price: usd(2499), weeks: [2, 3], popular: false },
    { tier: 'Standard', price: usd(4999), weeks: [4, 5], popular: true },
    { tier: 'Premium', price: usd(8999), weeks: [6, 8], popular: false },
  ],
  shopify: [
    { tier: 'Basic', price: usd(1999), weeks: [1, 2], popular: false },
    { tier: 'Standard', price: usd(3999), weeks: [3, 4], popular: true },
    { tier: 'Premium', price: usd(7999), weeks: [5, 6], popular: false },
  ],
  remix: [
    { tier: 'Basic', price: usd(3499), weeks: [3, 4], popular: false },
    { tier: 'Standard', price: usd(6499), weeks: [5, 6], popular: true },
    { tier: 'Premium', price: usd(10999), weeks: [7, 8], popular: false },
  ],
} as const satisfies Record<PackageService, ServicePackages>;

export function packagesFor(service: string | undefined): ServicePackages | undefined {
  return service && Object.hasOwn(servicePackages, service)
    ? servicePackages[service as PackageService]
    : undefined;
}
