import { RemoteArea, Section, sectionIds, usePageMeta } from '@site/ui';

export function HomePage() {
  usePageMeta({
    description: 'Web and mobile app development for businesses, and hands-on IT courses in Sargodha.',
  });
  return (
    <>
      <Section
        title="We build software that grows your business"
        headingLevel="h1"
        tone="inverse"
        description="Websites, web apps and mobile apps, and IT training in Sargodha."
      />
      <Section id={sectionIds.services} title="Our Services" />
      <Section id={sectionIds.portfolio} title="Our Portfolio" />
      <Section id={sectionIds.team} title="Our Team" />
      <Section id={sectionIds.testimonials} title="Testimonials" />
      <div id={sectionIds.courses}>
        <RemoteArea module="academy/CoursesSection" label="our courses" kind="widget" />
      </div>
      <Section id={sectionIds.consultancy} title="Free Consultation" />
      <Section id={sectionIds.startProject} title="Start Your Project" />
    </>
  );
}

export default HomePage;
