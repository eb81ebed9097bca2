import styled from '@emotion/styled';
import { packageServices, paths, sectionIds } from '@site/site';
import type { SitemapEntry } from '@site/federation';
import { ButtonLink, useHttpStatus, usePageMeta } from '@site/federation';
import { Container, Icon, PageHeader } from '@site/ui';
import { NavLink, useParams } from '@site/router';
import { PageBody, PlanCard, PlanCta, PlanGrid } from '../components/plan-card';
import { SUPPORT_DAYS, packagesFor, servicePackages } from '../features/packages/data/packages';

const OtherServices = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.inverse};
    border-radius: ${({ theme }) => theme.radii.full};
    color: ${({ theme }) => theme.colors.fg.inverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.bg.surface};
      color: ${({ theme }) => theme.colors.fg.brand};
    }
  }
`;

const serviceNames = { laravel: 'Laravel', react: 'React', shopify: 'Shopify', remix: 'Remix' } as const;

function ServiceNotFound() {
  usePageMeta({ title: 'Service Not Found', noindex: true });
  useHttpStatus(404);
  return (
    <PageHeader
      title="Service Not Found"
      description="We don't offer packages for this service. Browse our services on the home page or tell us what you need."
    >
      <ButtonLink to={paths.home} variant="inverse" size="lg">
        <Icon name="arrow-left" /> Go Back Home
      </ButtonLink>
    </PageHeader>
  );
}

function Packages({ service }: { service: keyof typeof servicePackages }) {
  const data = servicePackages[service];
  usePageMeta({
    title: data.title,
    description: data.description,
    canonicalPath: paths.packages(service),
    breadcrumbs: [
      { name: 'Home', path: paths.home },
      { name: 'Services', path: paths.section(sectionIds.services) },
      { name: data.title, path: paths.packages(service) },
    ],
  });
  return (
    <>
      <PageHeader eyebrow="Service packages" title={data.title} description={data.description}>
        <OtherServices aria-label="Packages by service">
          <ul>
            {packageServices.map((s) => (
              <li key={s}>
                <NavLink to={paths.packages(s)}>{serviceNames[s]}</NavLink>
              </li>
            ))}
          </ul>
        </OtherServices>
      </PageHeader>
      <PageBody>
        <Container>
          <PlanGrid>
            {data.packages.map((pkg) => (
              <PlanCard
                key={pkg.name}
                name={pkg.name}
                price={pkg.price}
                facts={[`${pkg.duration} weeks`, `${SUPPORT_DAYS[pkg.name]} days support`]}
                description={pkg.description}
                features={pkg.features}
                popular={pkg.popular}
                action={{ label: 'Get Started', to: paths.section(sectionIds.startProject) }}
              />
            ))}
          </PlanGrid>
          <PlanCta>
            <h2>Not sure which package is right for you?</h2>
            <p>Book a free consultation and we will help you choose, or shape a package around your needs.</p>
            <ButtonLink to={paths.section(sectionIds.consultancy)} variant="primary" size="lg">
              <Icon name="calendar" /> Book Free Consultation
            </ButtonLink>
          </PlanCta>
        </Container>
      </PageBody>
    </>
  );
}

/** `/packages/:service`: Basic, Standard and Premium for laravel, react, shopify or remix. */
export function PackagesPage() {
  const { service } = useParams();
  const data = packagesFor(service);
  if (!data || !service) return <ServiceNotFound />;
  return <Packages key={service} service={service as keyof typeof servicePackages} />;
}

/** The four package pages, for the sitemap. */
export function sitemap(): SitemapEntry[] {
  return packageServices.map((service) => ({ path: paths.packages(service) }));
}

export default PackagesPage;
