import { paths, sectionIds } from '@site/site';
import { ButtonLink, usePageMeta } from '@site/federation';
import { Container, Icon, PageHeader } from '@site/ui';
import { PageBody, PlanCard, PlanCta, PlanGrid } from '../components/plan-card';
import { pricingPlans } from '../features/pricing/data/plans';

const description = 'Transparent pricing for websites, web apps and enterprise solutions. No hidden costs.';
const startProject = paths.section(sectionIds.startProject);

/** `/pricing`: three plans and 'Get Custom Quote'; every action leads to the project form. */
export function PricingPage() {
  usePageMeta({ description });
  return (
    <>
      <PageHeader eyebrow="Pricing" title="Simple, Transparent Pricing" description={description} />
      <PageBody>
        <Container>
          <PlanGrid>
            {pricingPlans.map((plan) => (
              <PlanCard
                key={plan.name}
                name={plan.name}
                price={plan.price}
                priceNote={plan.priceNote}
                description={plan.description}
                features={plan.features}
                popular={plan.popular}
                action={{ label: plan.buttonText, to: startProject }}
              />
            ))}
          </PlanGrid>
          <PlanCta>
            <h2>Need something different?</h2>
            <p>
              Every business is unique. Tell us about your project and we will prepare a quote that fits it.
            </p>
            <ButtonLink to={startProject} size="lg">
              Get Custom Quote <Icon name="arrow-right" />
            </ButtonLink>
          </PlanCta>
        </Container>
      </PageBody>
    </>
  );
}

export default PricingPage;
