// academy-mfe's words of the levels part in Urdu: the shape of ../en/levels.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enLevels } from '../en/levels';

const ur: Translation<typeof enLevels> = {
  Beginner: 'ابتدائی',
  Intermediate: 'درمیانی',
  Advanced: 'ایڈوانس',
  'Beginner to Intermediate': 'ابتدائی سے درمیانی',
  'Beginner to Advanced': 'ابتدائی سے ایڈوانس',
};

export default ur;
