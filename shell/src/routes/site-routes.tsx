import { NotFoundView, RemoteArea, applyPageMeta } from '@site/ui';
import { useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router';
import { routeTable, type ShellRoute } from './route-table';

function RemoteRoute({ route }: { route: ShellRoute }) {
  // A default title at once. Layout effects run before the page's own (passive) meta effect,
  // so the page's title wins, also when its module was already loaded.
  useLayoutEffect(() => {
    applyPageMeta({ title: route.title });
  }, [route.title]);
  return <RemoteArea key={route.module} module={route.module} label={route.label} />;
}

export function SiteRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
