import { indexTerms } from './describe-sqlite';

describe('the terms of an index as SQLite keeps its statement', () => {
  it('are its columns and expressions, split at the top level only', () => {
    expect(indexTerms('CREATE INDEX a ON t (course, batch_start, id)')).toEqual([
      'course',
      'batch_start',
      'id',
    ]);
    expect(indexTerms('CREATE INDEX leads_email ON leads (lower(email))')).toEqual(['lower(email)']);
    expect(indexTerms('CREATE INDEX b ON t (substr(x, 1, 2), y DESC) WHERE y IS NOT NULL')).toEqual([
      'substr(x, 1, 2)',
      'y DESC',
    ]);
    expect(indexTerms('not an index')).toEqual([]);
  });
});
