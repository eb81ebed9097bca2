import { Section } from '@site/ui';

/** The home page's courses section. The host page supplies the #courses anchor around it. */
export function CoursesSection() {
  return (
    <Section title="Our Courses" eyebrow="Learn with us" description="Classroom IT courses in Sargodha." />
  );
}

export default CoursesSection;
