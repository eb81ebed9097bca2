import { paths } from '@site/ui';
import { mountStandalone } from '@site/ui/standalone';
import { HomePage } from './routes/home-page';
import { PackagesPage } from './routes/packages-page';
import { PricingPage } from './routes/pricing-page';

// Runs only when the remote is opened alone; the shell loads the exposed modules instead.
mountStandalone('marketing', [
  { path: paths.home, element: <HomePage />, label: 'Home' },
  {
    path: paths.packages(':service'),
    href: paths.packages('laravel'),
    element: <PackagesPage />,
    label: 'Packages',
  },
  { path: paths.pricing, element: <PricingPage />, label: 'Pricing' },
]);
