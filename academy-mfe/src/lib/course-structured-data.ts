import { organizationData, siteSettings } from '@site/site';
import { type StructuredData } from '@site/federation';
import type { Course } from './catalogue/courses';

/** A page's own length of the course: landing pages count months, detail pages weeks. */
export type CourseLength = { months: number } | { weeks: number };

/** ISO 8601: `P6M`, `P8W`. */
function isoDuration(length: CourseLength): string {
  return 'months' in length ? `P${length.months}M` : `P${length.weeks}W`;
}

/**
 * A catalogue course as schema.org describes it (JSON-LD on landing and detail pages): taught on
 * site in Sargodha, at the catalogue's level. The page gives its name, description, URL and the
 * length it shows.
 */
export function courseStructuredData(
  course: Pick<Course, 'level'>,
  page: { name: string; description: string; path: string; length: CourseLength },
): StructuredData {
  return {
    '@type': 'Course',
    name: page.name,
    description: page.description,
    url: page.path,
    educationalLevel: course.level,
    inLanguage: 'en',
    provider: organizationData(),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      duration: isoDuration(page.length),
      location: {
        '@type': 'Place',
        name: `${siteSettings.companyName}, ${siteSettings.city}`,
        address: { '@type': 'PostalAddress', ...siteSettings.postalAddress },
      },
    },
  };
}
