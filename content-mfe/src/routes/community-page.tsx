import { usePageMeta } from '@site/federation';
import { Grid, PageHeader, Section } from '@site/ui';
import { BenefitTile } from '../features/community/components/benefit-tile';
import { ClosingCta } from '../features/community/components/closing-cta';
import { CommunityCard } from '../features/community/components/community-card';
import { communities, communityBenefits } from '../features/community/data/communities';
import { useCommunityMessages } from '../messages/en/community';

export function CommunityPage() {
  const t = useCommunityMessages();
  const description = t.description;
  usePageMeta({ description });
  // The heading says more than the route's short title ('Community' in the tab, 'Join Our
  // Communities' on the page).
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={description} />
      <Section title={t.listTitle} eyebrow={t.listEyebrow}>
        <Grid min="26rem" gap={8}>
          {communities.map((community) => (
            <CommunityCard key={community.key} community={community} />
          ))}
        </Grid>
      </Section>
      <Section tone="subtle" title={t.benefitsTitle}>
        <Grid min="14rem">
          {communityBenefits.map((benefit) => (
            <BenefitTile key={benefit.key} benefit={benefit} />
          ))}
        </Grid>
      </Section>
      <ClosingCta />
    </>
  );
}

export default CommunityPage;
