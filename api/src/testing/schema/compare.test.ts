import { compareSchemas } from './compare';
import { unexplained } from './known-differences';
import type { ColumnDescription, IndexDescription, SchemaDescription, TableDescription } from './shape';

const column = (name: string, type: string, more: Partial<ColumnDescription> = {}): ColumnDescription => ({
  name,
  type,
  nullable: false,
  default: null,
  generated: false,
  ...more,
});

const leads = (): TableDescription => ({
  name: 'leads',
  kind: 'table',
  columns: [
    column('id', 'integer', { generated: true }),
    column('status', 'text', { default: "'new'" }),
    column('phone', 'text', { nullable: true }),
    column('submitted_at', 'instant'),
  ],
  primaryKey: ['id'],
  foreignKeys: [],
});

const notes = (): TableDescription => ({
  name: 'lead_notes',
  kind: 'table',
  columns: [column('id', 'integer', { generated: true }), column('lead_id', 'integer')],
  primaryKey: ['id'],
  foreignKeys: [
    {
      columns: ['lead_id'],
      references: 'leads',
      referencedColumns: ['id'],
      onDelete: 'NO ACTION',
      onUpdate: 'NO ACTION',
    },
  ],
});

const statusIndex = (): IndexDescription => ({
  table: 'leads',
  name: 'leads_status',
  unique: false,
  columns: ['status', 'id DESC'],
  where: null,
  method: 'btree',
});

/** One schema as a store would describe it; `change` makes the other store's deliberately differ. */
function schema(change: (description: SchemaDescription) => void = () => undefined): SchemaDescription {
  const description: SchemaDescription = {
    tables: [notes(), leads()],
    indexes: [
      statusIndex(),
      { table: 'leads', name: null, unique: true, columns: ['phone'], where: null, method: 'btree' },
    ],
    triggers: [],
    extensions: [],
  };
  change(description);
  return description;
}

const table = (description: SchemaDescription, name: string) => {
  const found = description.tables.find((each) => each.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
};
const index = (description: SchemaDescription) => {
  const found = description.indexes[0];
  if (!found) throw new Error('no index');
  return found;
};

describe('comparing two stores’ descriptions of their schemas', () => {
  it('finds nothing between two descriptions of one schema', () => {
    expect(compareSchemas(schema(), schema())).toEqual([]);
  });

  it('finds a column one dialect added and the other did not', () => {
    const withPriority = schema((description) =>
      table(description, 'leads').columns.push(column('priority', 'integer')),
    );
    expect(compareSchemas(schema(), withPriority)).toEqual(['column leads.priority: only in postgres']);
    expect(compareSchemas(withPriority, schema())).toEqual(['column leads.priority: only in sqlite']);
    // …and the schema comparison does not explain it away.
    expect(unexplained(compareSchemas(withPriority, schema()))).toEqual([
      'column leads.priority: only in sqlite',
    ]);
  });

  it('finds a column whose type, nullability, default or numbering differs', () => {
    const other = schema((description) => {
      const [id, status, phone, submittedAt] = table(description, 'leads').columns;
      if (!id || !status || !phone || !submittedAt) throw new Error('columns');
      Object.assign(id, { generated: false });
      Object.assign(status, { default: "'open'" });
      Object.assign(phone, { nullable: false });
      Object.assign(submittedAt, { type: 'text' });
    });
    expect(compareSchemas(schema(), other)).toEqual([
      'column leads.id: sqlite integer, not null, generated; postgres integer, not null',
      'column leads.phone: sqlite text, null; postgres text, not null',
      "column leads.status: sqlite text, not null, default 'new'; postgres text, not null, default 'open'",
      'column leads.submitted_at: sqlite instant, not null; postgres text, not null',
    ]);
  });

  it('finds an index that differs in its columns, order, uniqueness, WHERE or method', () => {
    const variants: Array<[Partial<IndexDescription>, string]> = [
      [{ columns: ['status', 'id'] }, 'btree (status, id)'],
      [{ unique: true }, 'unique btree (status, id DESC)'],
      [{ where: 'status is not null' }, 'btree (status, id DESC) where status is not null'],
      [{ method: 'gin' }, 'gin (status, id DESC)'],
    ];
    for (const [change, described] of variants) {
      expect(
        compareSchemas(
          schema(),
          schema((description) => Object.assign(index(description), change)),
        ),
      ).toEqual([`index leads_status on leads: sqlite btree (status, id DESC); postgres ${described}`]);
    }
    expect(
      compareSchemas(
        schema(),
        schema((description) => description.indexes.splice(0, 1)),
      ),
    ).toEqual(['index leads_status on leads: only in sqlite']);
  });

  it('finds a UNIQUE constraint on other columns, whatever each store named its index', () => {
    const other = schema((description) => {
      const unique = description.indexes[1];
      if (unique) unique.columns = ['phone', 'status'];
    });
    expect(compareSchemas(schema(), other)).toEqual([
      'unique constraint of leads (phone): only in sqlite',
      'unique constraint of leads (phone, status): only in postgres',
    ]);
  });

  it('finds a primary key, a foreign key or a table kind that differs', () => {
    const other = schema((description) => {
      table(description, 'leads').primaryKey = ['id', 'status'];
      table(description, 'leads').kind = 'unlogged table';
      const key = table(description, 'lead_notes').foreignKeys[0];
      if (key) key.onDelete = 'CASCADE';
    });
    expect(compareSchemas(schema(), other)).toEqual([
      'foreign key lead_notes (lead_id): sqlite references leads (id) on delete NO ACTION on update NO ACTION; ' +
        'postgres references leads (id) on delete CASCADE on update NO ACTION',
      'primary key of leads: sqlite (id); postgres (id, status)',
      'table leads: sqlite table; postgres unlogged table',
    ]);
  });

  it('says a table one store lacks once, not each of its columns and indexes again', () => {
    const withoutLeads = schema((description) => {
      description.tables = description.tables.filter((each) => each.name !== 'leads');
      description.indexes = [];
    });
    expect(compareSchemas(schema(), withoutLeads)).toEqual(['table leads: only in sqlite']);
  });

  it('finds triggers and extensions one store has', () => {
    const other = schema((description) => {
      description.triggers.push({ table: 'leads', name: 'leads_touch' });
      description.extensions.push('pg_trgm');
    });
    expect(compareSchemas(schema(), other)).toEqual([
      'extension pg_trgm: only in postgres',
      'trigger leads_touch on leads: only in postgres',
    ]);
  });
});
