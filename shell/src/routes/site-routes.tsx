import {
  DeclaredRoute,
  NotFoundView,
  RemoteArea,
  RemoteFailure,
  useDefaultPageTitle,
  useHttpStatus,
  type SiteRoute,
} from '@site/federation';
import { Route, Routes } from '@site/router';

/** A declared route: its owner's module, which takes its head's defaults from the declaration. */
function RemoteRoute({ route }: { route: SiteRoute }) {
  return (
    <DeclaredRoute route={route}>
      <RemoteArea key={route.module} module={route.module} label={route.label} />
    </DeclaredRoute>
  );
}

/**
 * A path no known route matches while some remote's routes are unknown (its server unreachable
 * since the site's server started) may be that remote's page: say so, rather than "not found".
 */
function UnknownOwner() {
  useHttpStatus(503);
  useDefaultPageTitle('Temporarily unavailable');
  return <RemoteFailure label="this page" kind="page" onRetry={() => window.location.reload()} />;
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
