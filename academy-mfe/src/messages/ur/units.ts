// academy-mfe's words of the units part in Urdu: the shape of ../en/units.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { formatNumber, plural, type Translation } from '@site/i18n';
import type { enUnits } from '../en/units';

const ur: Translation<typeof enUnits> = {
  months: (months) =>
    `${formatNumber('ur', months)} ${plural('ur', months, { one: 'مہینہ', other: 'مہینے' })}`,
  weeks: (weeks) => `${formatNumber('ur', weeks)} ${plural('ur', weeks, { one: 'ہفتہ', other: 'ہفتے' })}`,
  week: (week) => `ہفتہ ${formatNumber('ur', week)}`,
  students: (count) =>
    `${formatNumber('ur', count)} ${plural('ur', count, { one: 'طالب علم', other: 'طلبہ' })}`,
};

export default ur;
