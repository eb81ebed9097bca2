import { CatalogueSection } from '../features/catalogue/components/catalogue-section';

/** The home page's courses section (exposed as academy/CoursesSection). The host supplies the #courses anchor. */
export function CoursesSection() {
  return <CatalogueSection />;
}

export default CoursesSection;
