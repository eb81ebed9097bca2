import type { SchemaDescription } from './shape';

/** One thing a description says: what it is about, what it says of it, and the table it is in. */
interface Fact {
  subject: string;
  value: string;
  table: string | null;
}

const list = (names: readonly string[]) => `(${names.join(', ')})`;

/** A description as facts keyed by their subject, so that two descriptions compare subject by subject. */
function factsOf(description: SchemaDescription): Map<string, Fact> {
  const facts: Fact[] = [];
  for (const table of description.tables) {
    facts.push({ subject: `table ${table.name}`, value: table.kind, table: null });
    for (const column of table.columns) {
      facts.push({
        subject: `column ${table.name}.${column.name}`,
        value: [
          column.type,
          column.nullable ? 'null' : 'not null',
          ...(column.default === null ? [] : [`default ${column.default}`]),
          ...(column.generated ? ['generated'] : []),
        ].join(', '),
        table: table.name,
      });
    }
    if (table.primaryKey.length > 0) {
      facts.push({
        subject: `primary key of ${table.name}`,
        value: list(table.primaryKey),
        table: table.name,
      });
    }
    for (const key of table.foreignKeys) {
      facts.push({
        subject: `foreign key ${table.name} ${list(key.columns)}`,
        value: `references ${key.references} ${list(key.referencedColumns)} on delete ${key.onDelete} on update ${key.onUpdate}`,
        table: table.name,
      });
    }
  }
  for (const index of description.indexes) {
    const value = [
      ...(index.unique ? ['unique'] : []),
      index.method,
      list(index.columns),
      ...(index.where === null ? [] : [`where ${index.where}`]),
    ].join(' ');
    facts.push(
      index.name === null
        ? { subject: `unique constraint of ${index.table} ${list(index.columns)}`, value, table: index.table }
        : { subject: `index ${index.name} on ${index.table}`, value, table: index.table },
    );
  }
  for (const trigger of description.triggers) {
    facts.push({
      subject: `trigger ${trigger.name} on ${trigger.table}`,
      value: 'trigger',
      table: trigger.table,
    });
  }
  for (const extension of description.extensions) {
    facts.push({ subject: `extension ${extension}`, value: 'installed', table: null });
  }
  return new Map(facts.map((fact) => [fact.subject, fact]));
}

/**
 * Where the SQLite and the PostgreSQL descriptions of one schema differ, one line each, sorted:
 * `column leads.phone: only in sqlite`, or `column leads.at: sqlite instant, not null; postgres
 * text, not null`. A table only one store has is one line: its columns, keys, indexes and triggers
 * are not listed again.
 */
export function compareSchemas(sqlite: SchemaDescription, postgres: SchemaDescription): string[] {
  const left = factsOf(sqlite);
  const right = factsOf(postgres);
  const inBoth = (table: string | null) =>
    table === null || (left.has(`table ${table}`) && right.has(`table ${table}`));
  const differences: string[] = [];
  for (const [subject, fact] of left) {
    const other = right.get(subject);
    if (!other) {
      if (inBoth(fact.table)) differences.push(`${subject}: only in sqlite`);
    } else if (other.value !== fact.value) {
      differences.push(`${subject}: sqlite ${fact.value}; postgres ${other.value}`);
    }
  }
  for (const [subject, fact] of right) {
    if (!left.has(subject) && inBoth(fact.table)) differences.push(`${subject}: only in postgres`);
  }
  return differences.sort();
}
