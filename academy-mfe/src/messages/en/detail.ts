// The English words of the course detail pages (/course/<slug>): a part of academy's catalogue in a
// module of its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/detail.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enDetail = {
  eyebrow: 'Course details',
  format: 'Format',
  classroom: (city: string) => `Classroom, ${city}`,
  downloadSyllabus: 'Download Syllabus',
  downloaded: (fileName: string) => `Syllabus downloaded as ${fileName}.`,
  outcomes: 'Outcomes',
  whatYoullLearn: "What You'll Learn",
  curriculumTitle: 'Week-by-Week Curriculum',
  curriculumDescription: 'Each week combines classroom sessions with a practical task you finish in the lab.',
} satisfies Catalogue;

/** These words in the page's language: `const t = useDetailMessages();`. */
export const useDetailMessages = defineMessages('detail', enDetail, {
  ur: () => import(/* webpackChunkName: "messages-ur-detail" */ '../ur/detail'),
});
