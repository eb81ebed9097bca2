/**
 * The site's router, shared by every app as one singleton: what the apps use of a router and
 * nothing more (about 3 KB brotli where React Router's same exports were 14 KB, and all of React
 * Router shared was 51 KB). Adding an export is a minor version; the deploy check refuses a remote
 * that needs a newer one than the site's shell provides.
 *
 * The location is a store read with `useSyncExternalStore`, not a context value: a component reads
 * only what it uses (the path, the query, or all of it). A navigation therefore never pushes an
 * update into a part of the page that is still waiting for its code (a Suspense boundary React
 * has not hydrated yet): React would otherwise throw that part's server HTML away. Links resolve
 * their target from the store too, and navigate through a context that never changes.
 */
export {
  resolveTo,
  stripBasename,
  withBasename,
  ROOT_BASE,
  type RouterBase,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from './location';
export { useLocation, useNavigate, useSearchParams } from './hooks';
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
export { matchRoutes, Route, Routes, useParams, type RouteMatch, type RouteProps } from './routes';
export { Link, NavLink, Navigate, useHref, type LinkProps } from './links';
