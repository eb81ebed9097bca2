import { usePageMeta } from '@site/federation';
import { Grid, PageHeader, Section } from '@site/ui';
import { BenefitTile } from '../features/community/components/benefit-tile';
import { ClosingCta } from '../features/community/components/closing-cta';
import { CommunityCard } from '../features/community/components/community-card';
import { communities, communityBenefits } from '../features/community/data/communities';

const description =
  'Join thousands of developers in our Laravel, React, mobile and Shopify communities: meetups, mentoring and friends who code.';

export function CommunityPage() {
  usePageMeta({ description });
  return (
    <>
      <PageHeader eyebrow="Learn together" title="Join Our Communities" description={description} />
      <Section title="Our Communities" eyebrow="Find your people">
        <Grid min="26rem" gap={8}>
          {communities.map((community) => (
            <CommunityCard key={community.title} community={community} />
          ))}
        </Grid>
      </Section>
      <Section tone="subtle" title="Why Join Our Communities?">
        <Grid min="14rem">
          {communityBenefits.map((benefit) => (
            <BenefitTile key={benefit.title} benefit={benefit} />
          ))}
        </Grid>
      </Section>
      <ClosingCta />
    </>
  );
}

export default CommunityPage;
