// The English words of lengths and counts: a part of academy's catalogue in a module of its own, so
// that a chunk carries only the English it renders; the Urdu is ../ur/units.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

/** Lengths and counts, in the page's language and plural forms. */
export const enUnits = {
  months: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
  weeks: (weeks: number) => `${weeks} weeks`,
  week: (week: number) => `Week ${week}`,
  students: (count: number) => `${count.toLocaleString('en-US')} students`,
} satisfies Catalogue;

/** These words in the page's language: `const t = useUnitsMessages();`. */
export const useUnitsMessages = defineMessages('units', enUnits, {
  ur: () => import(/* webpackChunkName: "messages-ur-units" */ '../ur/units'),
});
