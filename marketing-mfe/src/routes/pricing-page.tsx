import { paths, sectionIds } from '@site/site';
import { ButtonLink, usePageMeta } from '@site/federation';
import { Container, PageHeader } from '@site/ui';
import { PageBody, PlanCard, PlanCta, PlanGrid } from '../components/plan-card';
import { DirectionalIcon } from '../lib/direction';
import { PriceText } from '../lib/price';
import { usePricingMessages } from '../messages/en/pricing';
import { pricingPlans } from '../features/pricing/data/plans';

const startProject = paths.section(sectionIds.startProject);

/**
 * `/pricing`: three plans and 'Get Custom Quote'. Every action leads to the project form (spec
 * §2), so the plans have no WhatsApp chat here (the packages pages, the consultancy section and
 * the footer have theirs).
 */
export function PricingPage() {
  const p = usePricingMessages();
  usePageMeta({ description: p.description });
  // The heading says more than the route's short title ('Pricing' in the tab, 'Simple, Transparent
  // Pricing' on the page).
  return (
    <>
      <PageHeader eyebrow={p.eyebrow} title={p.title} description={p.description} />
      <PageBody>
        <Container>
          <PlanGrid>
            {pricingPlans.map((plan) => {
              const words = p.plans[plan.id];
              return (
                <PlanCard
                  key={plan.id}
                  name={words.name}
                  price={plan.price ? <PriceText price={plan.price} /> : p.customQuote}
                  priceNote={plan.price ? p.startingFrom : p.customQuoteNote}
                  description={words.description}
                  features={words.features}
                  popular={plan.popular}
                  action={{ label: words.button, to: startProject }}
                />
              );
            })}
          </PlanGrid>
          <PlanCta>
            <h2>{p.ctaTitle}</h2>
            <p>{p.ctaText}</p>
            <ButtonLink to={startProject} size="lg">
              {p.ctaButton} <DirectionalIcon name="arrow-right" />
            </ButtonLink>
          </PlanCta>
        </Container>
      </PageBody>
    </>
  );
}

export default PricingPage;
