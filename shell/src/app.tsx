import type { SiteRoute } from '@site/federation';
import { SiteThemeProvider } from '@site/ui';
import { useEffect } from 'react';
import { Layout } from './components/layout';
import { SiteRoutes } from './routes/site-routes';

/** Marks the page as interactive once React has taken over the server's HTML (tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The whole page inside a router: the browser's (bootstrap.tsx) or the server's (server/render.tsx). */
export function App({
  routes,
  unknownRemotes,
}: {
  routes: readonly SiteRoute[];
  unknownRemotes: readonly string[];
}) {
  return (
    <SiteThemeProvider>
      <HydratedMark />
      <Layout>
        <SiteRoutes routes={routes} unknownRemotes={unknownRemotes} />
      </Layout>
    </SiteThemeProvider>
  );
}
