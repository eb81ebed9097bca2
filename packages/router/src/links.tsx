import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocationPart, useNavigate, useStore } from './hooks';
import { hrefOf, resolveTo, withBasename, type To } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** A target resolved to a path of the router (without its basename). */
function useTarget(to: To): string {
  const absolute = typeof to === 'string' && to.startsWith('/');
  const from = useLocationPart((location) => (absolute ? '' : `${location.pathname}\n${location.search}`));
  if (absolute) return hrefOf(resolveTo(to, { pathname: '/', search: '' }));
  const [pathname = '/', search = ''] = from.split('\n');
  return hrefOf(resolveTo(to, { pathname, search }));
}

/**
 * Where a target is, as the browser's URL, and whether the router can go there itself: under the
 * router's basename (`/ur/course` for `/course` on an Urdu page) when the path exists there;
 * otherwise the path at the root (the English article), reached by loading that page.
 */
function useResolvedLink(to: To): { href: string; inRouter: boolean } {
  const target = useTarget(to);
  const { base } = useStore();
  if (!base.basename) return { href: target, inRouter: true };
  const pathname = target.split(/[?#]/)[0] || '/';
  return base.has(pathname)
    ? { href: withBasename(base.basename, target), inRouter: true }
    : { href: target, inRouter: false };
}

/** The URL of a target as an `href` (for a form's `action`, a share link…): see `Link`. */
export function useHref(to: To): string {
  return useResolvedLink(to).href;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link: a real `<a href>` (it works before the page's script and without it, opens in a new tab,
 * can be copied); once the script is there, a plain click navigates without reloading the page.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const path = useTarget(to);
  const { href, inRouter } = useResolvedLink(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || modified(event) || (target && target !== '_self'))
      return;
    if (!inRouter) return;
    event.preventDefault();
    navigate(path, { replace, state });
  };
  return (
    // The children come with the props: the link's content is the caller's. A link out of the
    // basename (an English-only page from an Urdu one) says the language of what it opens.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...anchor}
      href={href}
      hrefLang={inRouter ? anchor.hrefLang : 'en'}
      target={target}
      onClick={handleClick}
    />
  );
}

/** A link marked `aria-current="page"` (and the class `active`) while its page is shown. */
export function NavLink({ className, ...props }: LinkProps) {
  const pathname = useLocationPart((location) => location.pathname);
  const active = resolveTo(props.to, { pathname, search: '' }).pathname === pathname;
  return (
    <Link
      {...props}
      aria-current={active ? 'page' : props['aria-current']}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  );
}

/** Navigates as soon as it is rendered in the browser (a redirect decided while rendering). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  });
  return null;
}
