import { createContext, useContext } from 'react';
import { Navigate } from '@site/router';
import type { PageMetaInput } from './head';

/**
 * What a server render learns from the page: its head, its HTTP status, a redirect. Written
 * during the render by the page's components, read by the server afterwards.
 */
export class ServerPage {
  /** Set by the page (usePageMeta, with its declared route's defaults); the last one rendered wins. */
  meta?: PageMetaInput;
  /** The route's title, used when the page sets no meta of its own. */
  defaultTitle?: string;
  status = 200;
  redirect?: string;

  setMeta(meta: PageMetaInput) {
    this.meta = meta;
  }
  setDefaultTitle(title: string | undefined) {
    this.defaultTitle = title;
  }
  setStatus(status: number) {
    this.status = status;
  }
  redirectTo(path: string) {
    this.redirect = path;
  }
}

// One context for the page: this package is a singleton (shared once by the federation, on the
// server too), so every app's page writes into the shell's.
export const ServerPageContext = createContext<ServerPage | null>(null);

/** The HTTP status of the page when it is rendered on the server (e.g. 404 for an unknown item). */
export function useHttpStatus(status: number) {
  const server = useContext(ServerPageContext);
  server?.setStatus(status);
}

/**
 * Sends the visitor elsewhere: an HTTP redirect when the page is rendered on the server, a
 * history replacement in the browser.
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerPageContext);
  if (server) {
    server.redirectTo(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
