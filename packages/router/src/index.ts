/**
 * The router every app uses: the part of React Router the site needs, shared as one singleton.
 * Apps import routing from here, never from 'react-router' (lint enforces it), so the shared copy
 * holds only these exports. Adding one is a minor version of this package.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router';
