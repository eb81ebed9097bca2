import { auditWords } from './audit';
import { auditActionLabels } from './labels';
import { refusals } from './refusals';

describe('the audit log’s words', () => {
  it('name the actions with the contract’s labels, and say who may read it as the API does', () => {
    expect(auditWords.actions).toBe(auditActionLabels);
    expect(auditWords.adminsOnly).toBe(refusals.adminsOnly);
  });

  it('have no blank text', () => {
    expect(JSON.stringify(auditWords)).not.toMatch(/:"\s*"/);
  });
});
