import styled from '@emotion/styled';
import { RemoteArea } from '@site/federation';
import { organizationData, sectionIds } from '@site/site';
import { usePageMeta } from '@site/ui';
import ogImage from '../assets/og-image.png';
import { ConsultancySection } from '../features/consultancy/components/consultancy-section';
import { Hero } from '../features/hero/components/hero';
import { PortfolioSection } from '../features/portfolio/components/portfolio-section';
import { ServicesSection } from '../features/services/components/services-section';
import { ExplorePlatformSection } from '../features/site-map/components/explore-platform-section';
import { StartProjectSection } from '../features/start-project/components/start-project-section';
import { TeamSection } from '../features/team/components/team-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';

export const HOME_DESCRIPTION =
  'CodeNest Technologies builds websites, web apps and mobile apps in Laravel, React, React Native and Shopify, and runs hands-on IT courses in Sargodha.';

/** academy-mfe renders the section itself; this wrapper carries the anchor. */
const CoursesAnchor = styled.div`
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

/** The home page: every landing section in the spec's order (#contact is the shell's footer). */
export function HomePage() {
  usePageMeta({
    description: HOME_DESCRIPTION,
    image: ogImage,
    canonicalPath: '/',
    structuredData: [organizationData('LocalBusiness')],
  });
  return (
    <>
      <Hero />
      <ServicesSection />
      <PortfolioSection />
      <TeamSection />
      <TestimonialsSection />
      <CoursesAnchor id={sectionIds.courses}>
        <RemoteArea module="academy/CoursesSection" label="our courses" kind="widget" />
      </CoursesAnchor>
      <ConsultancySection />
      <StartProjectSection />
      <ExplorePlatformSection />
    </>
  );
}

export default HomePage;
