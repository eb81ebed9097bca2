import {
  DeclaredRoute,
  NotFoundView,
  RemoteArea,
  RemoteFailure,
  ServerPageContext,
  useDefaultPageTitle,
  useHttpStatus,
  type SiteRoute,
} from '@site/federation';
import { useLocale } from '@site/i18n';
import { localizedRoute } from '@site/federation/routes';
import { Route, Routes, useLocation } from '@site/router';
import { useContext, useEffect } from 'react';
import { useMessages } from '../messages';
import { localesOf } from '../site-languages';

/** A declared route: its owner's module, which takes its head's defaults from the declaration. */
function RemoteRoute({ route }: { route: SiteRoute }) {
  const locale = useLocale();
  if (!localesOf(route).includes(locale)) return <InEnglish />;
  const localized = localizedRoute(route, locale);
  return (
    <DeclaredRoute route={localized}>
      <RemoteArea key={route.module} module={route.module} label={localized.label} />
    </DeclaredRoute>
  );
}

/**
 * A page that does not exist in the URL's language (`/ur/blog/a-post`: articles are English):
 * the visitor is sent to it in English, by the server (a redirect) or, in the browser, by a page load.
 */
function InEnglish() {
  const { pathname, search, hash } = useLocation();
  const server = useContext(ServerPageContext);
  const english = `${pathname}${search}${hash}`;
  server?.redirectTo(english);
  useEffect(() => window.location.replace(english), [english]);
  return null;
}

/**
 * A path no known route matches while some remote's routes are unknown (its server unreachable
 * since the site's server started) may be that remote's page: say so, rather than "not found".
 */
function UnknownOwner() {
  const t = useMessages();
  useHttpStatus(503);
  useDefaultPageTitle(t.unavailable.title);
  return <RemoteFailure label={t.unavailable.label} kind="page" onRetry={() => window.location.reload()} />;
}

/** Every route the remotes declare, each rendered by its owner's module; the 404 for the rest. */
export function SiteRoutes({
  routes,
  unknownRemotes = [],
}: {
  routes: readonly SiteRoute[];
  unknownRemotes?: readonly string[];
}) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
      ))}
      <Route path="*" element={unknownRemotes.length ? <UnknownOwner /> : <NotFoundView />} />
    </Routes>
  );
}
