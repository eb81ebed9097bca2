import { paths } from '@site/site';
import { Link, type To } from '@site/router';
import { useMessages } from '../../messages';
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
          <li key={typeof link.to === 'string' ? link.to : link.to.hash}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's middle columns: the home page's sections, then the services. */
export function FooterLinkColumns() {
  const t = useMessages();
  const quick = quickLinks.map((link) => ({
    label: link.label(t),
    to: { pathname: paths.home, hash: `#${link.section}` },
  }));
  const services = footerServices.map((link) => ({ label: link.label(t), to: link.to }));
  return (
    <>
      <LinkColumn id="footer-quick-links" title={t.footer.quickLinks} links={quick} />
      <LinkColumn id="footer-services" title={t.footer.services} links={services} />
    </>
  );
}
