import { organizationData, siteSettings } from '@site/site';
import type { StructuredData } from '@site/ui';

/** A course as schema.org describes it (JSON-LD on landing and detail pages): taught on site in Sargodha. */
export function courseStructuredData(course: {
  name: string;
  description: string;
  path: string;
  level: string;
  /** ISO 8601 duration, e.g. `P6M` (months) or `P8W` (weeks). */
  duration: string;
}): StructuredData {
  return {
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: course.path,
    educationalLevel: course.level,
    inLanguage: 'en',
    provider: organizationData(),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      duration: course.duration,
      location: {
        '@type': 'Place',
        name: `${siteSettings.companyName}, ${siteSettings.city}`,
        address: { '@type': 'PostalAddress', ...siteSettings.postalAddress },
      },
    },
  };
}
