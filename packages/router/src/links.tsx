import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocationPart, useNavigate } from './hooks';
import { hrefOf, resolveTo, type To } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** The href of a target: absolute ones need nothing, relative ones the current path. */
function useHref(to: To): string {
  const absolute = typeof to === 'string' && to.startsWith('/');
  const from = useLocationPart((location) => (absolute ? '' : `${location.pathname}\n${location.search}`));
  if (absolute) return hrefOf(resolveTo(to, { pathname: '/', search: '' }));
  const [pathname = '/', search = ''] = from.split('\n');
  return hrefOf(resolveTo(to, { pathname, search }));
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link: a real `<a href>` (it works before the page's script and without it, opens in a new tab,
 * can be copied); once the script is there, a plain click navigates without reloading the page.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || modified(event) || (target && target !== '_self'))
      return;
    event.preventDefault();
    navigate(href, { replace, state });
  };
  // The children come with the props: the link's content is the caller's.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
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
