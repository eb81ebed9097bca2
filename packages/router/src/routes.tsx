import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocationPart } from './hooks';

interface Pattern {
  path: string;
}

export interface RouteMatch<R extends Pattern> {
  route: R;
  params: Record<string, string>;
  pathname: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Static segments beat parameters, parameters beat `*`; longer patterns beat shorter ones. */
function score(path: string): number {
  return segmentsOf(path).reduce(
    (total, segment) => total + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segmentsOf(path).length,
  );
}

/** A segment as the visitor means it (`f%61q` is `faq`); a malformed escape stays as it is. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPath(path: string, pathname: string): Record<string, string> | undefined {
  const pattern = segmentsOf(path);
  const actual = segmentsOf(pathname).map(decode);
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = actual.slice(i).join('/');
      return params;
    }
    const part = actual[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return actual.length === pattern.length ? params : undefined;
}

/** The routes a path matches, best first (as `<Routes>` chooses); undefined when none does. */
export function matchRoutes<R extends Pattern>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | undefined {
  const matches = routes
    .map((route) => ({ route, params: matchPath(route.path, pathname), pathname }))
    .filter((match): match is RouteMatch<R> => match.params !== undefined)
    .sort((a, b) => score(b.route.path) - score(a.route.path));
  return matches.length ? matches : undefined;
}

const ParamsContext = createContext<Record<string, string>>({});

export function useParams<
  P extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): P {
  return useContext(ParamsContext) as P;
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** A route of `<Routes>`: its pattern and what it renders. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** The element of the best route for the current path. */
export function Routes({ children }: { children?: ReactNode }) {
  const pathname = useLocationPart((location) => location.pathname);
  const routes = Children.toArray(children).flatMap((child) =>
    isValidElement<RouteProps>(child) && child.type === Route ? [child.props] : [],
  );
  const match = matchRoutes(routes, pathname)?.[0];
  const params = useMemo(() => match?.params ?? {}, [match?.route.path, pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!match) return null;
  return <ParamsContext.Provider value={params}>{match.route.element}</ParamsContext.Provider>;
}
