import { markHydrated, type SiteRoute } from '@site/federation';
import { SiteThemeProvider } from '@site/ui';
import { useEffect } from 'react';
import { Layout } from './components/layout';
import { SiteRoutes } from './routes/site-routes';

/**
 * The page frame (navigation bar, footer) is a hydration unit: once React has taken it over, its
 * held taps are replayed, and the page counts as ready when the areas in view are too.
 */
function FrameHydrated() {
  useEffect(() => markHydrated(document.getElementById('root')), []);
  return null;
}

/** The whole page inside a router: the browser's (bootstrap.tsx) or the server's (server/render-page.tsx). */
export function App({
  routes,
  unknownRemotes,
}: {
  routes: readonly SiteRoute[];
  unknownRemotes: readonly string[];
}) {
  return (
    <SiteThemeProvider>
      <FrameHydrated />
      <Layout>
        <SiteRoutes routes={routes} unknownRemotes={unknownRemotes} />
      </Layout>
    </SiteThemeProvider>
  );
}
