import type { LeadField } from '@site/staff';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { Facts } from './lead-parts';

/** Every field of the form as the visitor sent it, in the form's order, as text in its own direction. */
export function LeadFields({ fields }: { fields: readonly LeadField[] }) {
  const t = useLeadMessages().fields;
  return (
    <Facts>
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          {field.value === null || field.value === '' ? (
            <dd className="empty">{t.empty}</dd>
          ) : (
            <dd dir="auto" className={field.multiline ? 'multiline' : undefined}>
              {field.value}
            </dd>
          )}
        </div>
      ))}
    </Facts>
  );
}
