import { paths, sectionIds } from '@site/site';
import { ButtonLink, usePageMeta } from '@site/federation';
import { Container, PageHeader } from '@site/ui';
import { PageBody, PlanCard, PlanCta, PlanGrid } from '../components/plan-card';
import { DirectionalIcon } from '../lib/direction';
import { PriceText } from '../lib/price';
import { usePlansMessages } from '../messages/en/plans';
import { usePricingMessages } from '../messages/en/pricing';
import { useWhatsAppMessages } from '../messages/en/whats-app';
import { pricingPlans } from '../features/pricing/data/plans';

const startProject = paths.section(sectionIds.startProject);

/** `/pricing`: three plans and 'Get Custom Quote'; every action leads to the project form. */
export function PricingPage() {
  const t = { plans: usePlansMessages(), whatsApp: useWhatsAppMessages() };
  const p = usePricingMessages();
  usePageMeta({ description: p.description });
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
                  whatsApp={{
                    message: t.whatsApp.pricingPlan(words.name),
                    label: t.plans.whatsApp(words.name),
                  }}
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
