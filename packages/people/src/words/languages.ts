// The people API's refusals in every language, for the API (it answers in the request's). A page
// takes only its own language's (refusals.ts, urdu-refusals.ts).
import type { Language } from '@site/leads';
import { peopleRefusals, type PeopleRefusals } from './refusals';
import { urduPeopleRefusals } from './urdu-refusals';

export const peopleRefusalsIn: Readonly<Record<Language, PeopleRefusals>> = {
  en: peopleRefusals,
  ur: urduPeopleRefusals,
};
