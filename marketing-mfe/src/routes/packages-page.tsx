import styled from '@emotion/styled';
import { packageServices, paths, sectionIds } from '@site/site';
import type { SitemapEntry } from '@site/federation';
import { ButtonLink, useHttpStatus, usePageMeta } from '@site/federation';
import { formatNumber, useLocale } from '@site/i18n';
import { Container, Icon, PageHeader, linkRowStyles } from '@site/ui';
import { NavLink, useParams } from '@site/router';
import { PageBody, PlanCard, PlanCta, PlanGrid } from '../components/plan-card';
import { DirectionalIcon } from '../lib/direction';
import { PriceText } from '../lib/price';
import { usePackagesMessages } from '../messages/en/packages';
import { usePlansMessages } from '../messages/en/plans';
import { useWhatsAppMessages } from '../messages/en/whats-app';
import { SUPPORT_DAYS, packagesFor, servicePackages } from '../features/packages/data/packages';

const OtherServices = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
  ul {
    ${({ theme }) => linkRowStyles({ theme, gap: 2 })}
  }
  a {
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border.inverse};
    border-radius: ${({ theme }) => theme.radii.full};
    color: ${({ theme }) => theme.colors.fg.inverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.bg.inverseHover};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.bg.surface};
      color: ${({ theme }) => theme.colors.fg.brand};
    }
  }
`;

const serviceNames = { laravel: 'Laravel', react: 'React', shopify: 'Shopify', remix: 'Remix' } as const;

function ServiceNotFound() {
  const t = usePackagesMessages();
  usePageMeta({ title: t.notFoundTitle, noindex: true });
  useHttpStatus(404);
  return (
    <PageHeader title={t.notFoundTitle} description={t.notFoundText}>
      <ButtonLink to={paths.home} variant="inverse" size="lg">
        <DirectionalIcon name="arrow-left" /> {t.goBackHome}
      </ButtonLink>
    </PageHeader>
  );
}

function Packages({ service }: { service: keyof typeof servicePackages }) {
  const all = { plans: usePlansMessages(), whatsApp: useWhatsAppMessages() };
  const t = usePackagesMessages();
  const locale = useLocale();
  const words = t.services[service];
  const number = (n: number) => formatNumber(locale, n);
  usePageMeta({
    title: words.title,
    description: words.description,
    canonicalPath: paths.packages(service),
    breadcrumbs: [
      { name: t.breadcrumbHome, path: paths.home },
      { name: t.breadcrumbServices, path: paths.section(sectionIds.services) },
      { name: words.title, path: paths.packages(service) },
    ],
  });
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={words.title} description={words.description}>
        <OtherServices aria-label={t.otherServices}>
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
            {servicePackages[service].map((pkg) => {
              const name = t.tiers[pkg.tier];
              const text = words.packages[pkg.tier];
              const support = number(SUPPORT_DAYS[pkg.tier]);
              return (
                <PlanCard
                  key={pkg.tier}
                  name={name}
                  price={<PriceText price={pkg.price} />}
                  facts={[t.weeks(pkg.weeks.map(number).join('-')), t.supportDays(support)]}
                  description={text.description}
                  features={[...text.features, t.supportIncluded(support)]}
                  popular={pkg.popular}
                  action={{ label: t.getStarted, to: paths.section(sectionIds.startProject) }}
                  whatsApp={{
                    message: all.whatsApp.package(name, serviceNames[service]),
                    label: all.plans.whatsApp(name),
                  }}
                />
              );
            })}
          </PlanGrid>
          <PlanCta>
            <h2>{t.ctaTitle}</h2>
            <p>{t.ctaText}</p>
            <ButtonLink to={paths.section(sectionIds.consultancy)} variant="primary" size="lg">
              <Icon name="calendar" /> {t.ctaButton}
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
