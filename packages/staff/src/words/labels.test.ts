import { AUDIT_ACTIONS } from '../audit';
import { LEAD_KINDS } from '../kinds';
import { STAFF_ROLES } from '../sign-in';
import { LEAD_STATUSES } from '../statuses';
import {
  auditActionLabels,
  kindLabels,
  kindPluralLabels,
  mailStateLabels,
  roleLabels,
  sourceLabels,
  statusLabels,
} from './labels';

/** The labels of a list of values, each non-blank and told apart from the others. */
function labelsOf(labels: Readonly<Record<string, string>>, values: readonly string[]) {
  const named = values.map((value) => labels[value]);
  expect(named.every((label) => typeof label === 'string' && label.trim() !== '')).toBe(true);
  expect(new Set(named).size).toBe(values.length);
  expect(Object.keys(labels).sort()).toEqual([...values].sort());
  return named;
}

describe('the labels staff read', () => {
  it('name every status, kind, role and audit action once', () => {
    expect(labelsOf(statusLabels, LEAD_STATUSES)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Enrolled',
      'Won',
      'Lost',
    ]);
    labelsOf(kindLabels, LEAD_KINDS);
    labelsOf(kindPluralLabels, LEAD_KINDS);
    labelsOf(roleLabels, STAFF_ROLES);
    labelsOf(auditActionLabels, AUDIT_ACTIONS);
  });

  it('name every mail state and every key of a source', () => {
    labelsOf(mailStateLabels, ['sent', 'pending', 'retrying', 'given-up', 'none']);
    expect(sourceLabels.referrer_host).toBe('Referring site');
    expect(new Set(Object.values(sourceLabels)).size).toBe(Object.keys(sourceLabels).length);
  });
});
