import { paths } from '@site/site';
import { Link, type To } from '@site/router';
import { footerServices, quickLinks } from './footer-links';

/** A titled list of links, named by its heading for screen-reader landmark lists. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { label: string; to: To }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const quickLinkTargets = quickLinks.map((link) => ({
  label: link.label,
  to: { pathname: paths.home, hash: `#${link.section}` },
}));

/** The footer's middle columns: the home page's sections, then the services. */
export function FooterLinkColumns() {
  return (
    <>
      <LinkColumn id="footer-quick-links" title="Quick Links" links={quickLinkTargets} />
      <LinkColumn id="footer-services" title="Services" links={footerServices} />
    </>
  );
}
