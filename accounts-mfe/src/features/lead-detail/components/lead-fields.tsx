import type { LeadField } from '@site/staff';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { Facts } from './lead-parts';

/**
 * Every field of the form as the visitor sent it, in the form's order, as text (never markup) in
 * its own direction: an Urdu message reads right to left.
 */
export function LeadFields({ fields }: { fields: readonly LeadField[] }) {
  const t = useLeadMessages().fields;
  return (
    <Facts>
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          {field.value === null || field.value === '' ? (
            <dd className="empty">{t.empty}</dd>
          ) : field.multiline ? (
            <dd dir="auto" className="multiline">
              {field.value}
            </dd>
          ) : (
            // A short value stays beside its label, read in its own direction.
            <dd>
              <span dir="auto">{field.value}</span>
            </dd>
          )}
        </div>
      ))}
    </Facts>
  );
}
