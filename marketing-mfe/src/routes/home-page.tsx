import styled from '@emotion/styled';
import { RemoteArea, embeddedModules, island, usePageMeta } from '@site/federation';
import { organizationData, sectionIds } from '@site/site';
import { Hero } from '../features/hero/components/hero';
import { enHome, useHomeMessages } from '../messages/en/home';

// Below the hero, each section is an island: its code is fetched and hydrated when it comes near
// the viewport (the server renders all of them with the page). A first visit that stays at the
// top downloads the hero's code only.
const ServicesSection = island('services', () =>
  import('../features/services/components/services-section').then((m) => m.ServicesSection),
);
const PortfolioSection = island('portfolio', () =>
  import('../features/portfolio/components/portfolio-section').then((m) => m.PortfolioSection),
);
const TeamSection = island('team', () =>
  import('../features/team/components/team-section').then((m) => m.TeamSection),
);
const TestimonialsSection = island('testimonials', () =>
  import('../features/testimonials/components/testimonials-section').then((m) => m.TestimonialsSection),
);
const ConsultancySection = island('consultancy', () =>
  import('../features/consultancy/components/consultancy-section').then((m) => m.ConsultancySection),
);
const StartProjectSection = island('start-project', () =>
  import('../features/start-project/components/start-project-section').then((m) => m.StartProjectSection),
);
const ExplorePlatformSection = island('explore', () =>
  import('../features/site-map/components/explore-platform-section').then((m) => m.ExplorePlatformSection),
);

/** The English meta description (the page's language's is the catalogue's `home.description`). */
export const HOME_DESCRIPTION = enHome.description;

/** academy-mfe renders the section itself; this wrapper carries the anchor. */
const CoursesAnchor = styled.div`
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

/** The home page: every landing section in the spec's order (#contact is the shell's footer). */
export function HomePage() {
  const t = useHomeMessages();
  // Title, canonical path and share image: the declared route's and the site's defaults.
  usePageMeta({ description: t.description, structuredData: [organizationData('LocalBusiness')] });
  return (
    <>
      <Hero />
      <ServicesSection />
      <PortfolioSection />
      <TeamSection />
      <TestimonialsSection />
      <CoursesAnchor id={sectionIds.courses}>
        <RemoteArea module={embeddedModules.coursesSection} label={t.coursesLabel} kind="widget" />
      </CoursesAnchor>
      <ConsultancySection />
      <StartProjectSection />
      <ExplorePlatformSection />
    </>
  );
}

export default HomePage;
