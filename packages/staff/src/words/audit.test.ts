import { auditWords } from './audit';
import { auditActionLabels } from './labels';

describe('the audit log’s words', () => {
  it('name the actions with the contract’s labels', () => {
    expect(auditWords.actions).toBe(auditActionLabels);
  });

  it('have no blank text', () => {
    expect(JSON.stringify(auditWords)).not.toMatch(/:"\s*"/);
  });
});
