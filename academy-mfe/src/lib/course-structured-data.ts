import { LOCALE_FACTS, type Locale } from '@site/i18n';
import { organizationData, siteSettings } from '@site/site';
import { type StructuredData } from '@site/federation';

/** A page's own length of the course: landing pages count months, detail pages weeks. */
export type CourseLength = { months: number } | { weeks: number };

/** ISO 8601: `P6M`, `P8W`. */
function isoDuration(length: CourseLength): string {
  return 'months' in length ? `P${length.months}M` : `P${length.weeks}W`;
}

/**
 * A catalogue course as schema.org describes it (JSON-LD on landing and detail pages): taught on
 * site in Sargodha, at the catalogue's level. The page gives its name, description, URL, the
 * length it shows, and the level and city in its language (`locale`, also `inLanguage`). The
 * postal address stays as the company states it.
 */
export function courseStructuredData(page: {
  name: string;
  description: string;
  path: string;
  length: CourseLength;
  level: string;
  city: string;
  locale: Locale;
}): StructuredData {
  return {
    '@type': 'Course',
    name: page.name,
    description: page.description,
    url: page.path,
    educationalLevel: page.level,
    inLanguage: LOCALE_FACTS[page.locale].lang,
    provider: organizationData(),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      duration: isoDuration(page.length),
      location: {
        '@type': 'Place',
        name: `${siteSettings.companyName}, ${page.city}`,
        address: { '@type': 'PostalAddress', ...siteSettings.postalAddress },
      },
    },
  };
}
