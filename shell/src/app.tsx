import { markHydrated, type SiteRoute } from '@site/federation';
import { LocaleProvider, type Locale } from '@site/i18n';
import { SiteThemeProvider } from '@site/ui';
import { useEffect, type ReactNode } from 'react';
import { Layout } from './components/layout';
import { LanguageFonts } from './components/language-fonts';
import { useMessages } from './messages';
import { SiteRoutes } from './routes/site-routes';
import { SiteRoutesContext } from './site-routes-context';

/**
 * The page frame (navigation bar, footer) is a hydration unit: once React has taken it over, its
 * held taps are replayed, and the page counts as ready when the areas in view are too.
 */
function FrameHydrated() {
  useEffect(() => markHydrated(document.getElementById('root')), []);
  return null;
}

/** The whole page inside a router: the browser's (start.tsx) or the server's (server/render-page.tsx). */
export function App({
  routes,
  unknownRemotes,
  locale,
}: {
  routes: readonly SiteRoute[];
  unknownRemotes: readonly string[];
  /** The page's language, from its URL: every area reads it (@site/i18n is a shared singleton). */
  locale: Locale;
}) {
  return (
    <LocaleProvider locale={locale}>
      <SiteRoutesContext.Provider value={routes}>
        <Theme>
          <FrameHydrated />
          <LanguageFonts />
          <Layout>
            <SiteRoutes routes={routes} unknownRemotes={unknownRemotes} />
          </Layout>
        </Theme>
      </SiteRoutesContext.Provider>
    </LocaleProvider>
  );
}

/** The design system, with its few words in the page's language. */
function Theme({ children }: { children: ReactNode }) {
  return <SiteThemeProvider text={useMessages().ui}>{children}</SiteThemeProvider>;
}
