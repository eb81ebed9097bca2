import type { SiteRoute } from '@site/federation';
import { createContext, useContext } from 'react';

/** The site's routes, for the parts of the frame that ask where a page exists (the language switch). */
export const SiteRoutesContext = createContext<readonly SiteRoute[]>([]);

export function useSiteRoutes(): readonly SiteRoute[] {
  return useContext(SiteRoutesContext);
}
