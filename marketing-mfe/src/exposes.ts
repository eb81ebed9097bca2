// Compile-time check that this remote's exposes (webpack.config.js) match the shared contract.
import type { ExposesOf } from '@site/ui';
import type * as HomePage from './routes/home-page';
import type * as PackagesPage from './routes/packages-page';
import type * as PricingPage from './routes/pricing-page';

export interface MarketingExposes {
  './HomePage': typeof HomePage;
  './PackagesPage': typeof PackagesPage;
  './PricingPage': typeof PricingPage;
}

type Exact<A, B> = [A] extends [B] ? ([keyof B] extends [keyof A] ? true : false) : false;
export const exposesMatchContract: Exact<MarketingExposes, ExposesOf<'marketing'>> = true;
