// The English words of the home page's courses section (CoursesSection) and its modal: a part of
// academy's catalogue in a module of its own, so that a chunk carries only the English it renders;
// the Urdu is ../ur/catalogue.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';
import { enCourseBenefits } from './course-benefits';

export const enCatalogue = {
  eyebrow: 'Learn with us',
  title: 'Our Courses',
  description:
    'Classroom IT courses in Sargodha, taught by developers who build software for clients every day. Pick a course to see what you will learn.',
  viewDetails: 'View details',
  topicsCovered: 'Topics covered',
  whatYouGet: 'What you get',
  fullSyllabus: 'Full syllabus on the course page',
  compareAll: 'Compare all our courses',
  /** The modal's body, fetched when it opens ("Loading the details of React JS…"). */
  details: (course: string) => `the details of ${course}`,
  /** What every course includes (the modal's benefit bullets, the enrollment aside). */
  benefits: enCourseBenefits,
} satisfies Catalogue;

/** These words in the page's language: `const t = useCatalogueMessages();`. */
export const useCatalogueMessages = defineMessages('catalogue', enCatalogue, {
  ur: () => import(/* webpackChunkName: "messages-ur-catalogue" */ '../ur/catalogue'),
});
