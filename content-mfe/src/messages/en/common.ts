// content-mfe's words in English: the 'common' part of its catalogue (its Urdu is ../ur/common.ts):
// the words of the cards and links several pages share. Blog articles and news stories are not in
// the catalogue: they exist in English only (their list cards show them in English on /ur pages too).
import type { Catalogue } from '@site/i18n';
import type { Author } from '@/lib/authors';
import { defineMessages } from '@/messages';

export const enCommon = {
  readMore: 'Read more',
  /** After a link to a page that exists in English only (never shown on English pages). */
  inEnglish: '(in English)',
  home: 'Home',
  /** The people who write posts and news, by their name in the data. */
  authors: {
    'Ahmed Raza': 'Ahmed Raza',
    'Sara Khan': 'Sara Khan',
    'Usman Ali': 'Usman Ali',
    'Ayesha Malik': 'Ayesha Malik',
    'CodeNest Team': 'CodeNest Team',
    'Admissions Office': 'Admissions Office',
  } satisfies Record<Author, string>,
} satisfies Catalogue;

/** The 'common' words in the page's language: `const t = useCommonMessages();`. */
export const useCommonMessages = defineMessages('common', enCommon, {
  ur: () => import(/* webpackChunkName: "messages-ur-common" */ '../ur/common'),
});
