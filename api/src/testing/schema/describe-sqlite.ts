import type { Queryable } from '../../db/sql';
import { canonicalType } from './column-types';
import {
  expression,
  sorted,
  type ForeignKeyDescription,
  type IndexDescription,
  type SchemaDescription,
  type TableDescription,
} from './shape';

interface ListedTable {
  name: string;
  type: 'table' | 'view' | 'virtual';
  sql: string | null;
}

interface ColumnInfo {
  name: string;
  type: string;
  not_null: number;
  dflt_value: string | null;
  pk: number;
}

interface ForeignKeyInfo {
  id: number;
  seq: number;
  table: string;
  from: string;
  to: string | null;
  on_update: string;
  on_delete: string;
}

interface IndexInfo {
  name: string;
  unique: number;
  origin: 'c' | 'u' | 'pk';
  partial: number;
}

/**
 * A SQLite database's schema from its own catalogue: `pragma_table_list`, `pragma_table_info`,
 * `pragma_foreign_key_list`, `pragma_index_list` / `pragma_index_xinfo`, and `sqlite_master` for
 * what only the CREATE text says (AUTOINCREMENT, a virtual table's module, a partial index's
 * WHERE). Left out: SQLite's own tables (`sqlite_schema`, `sqlite_sequence`, `sqlite_stat1`) and a
 * virtual table's shadow tables, which are its storage (the virtual table itself is listed).
 */
export async function describeSqlite(db: Queryable): Promise<SchemaDescription> {
  const listed = await db.query<ListedTable>(
    `SELECT l.name, l.type, m.sql FROM pragma_table_list AS l
     LEFT JOIN sqlite_master AS m ON m.name = l.name AND m.type IN ('table', 'view')
     WHERE l.schema = 'main' AND l.type IN ('table', 'view', 'virtual') AND substr(l.name, 1, 7) <> 'sqlite_'`,
  );
  const tables: TableDescription[] = [];
  const indexes: IndexDescription[] = [];
  for (const table of listed) {
    tables.push(await describeTable(db, table));
    if (table.type === 'table') indexes.push(...(await indexesOf(db, table.name)));
  }
  const triggers = await db.query<{ table: string; name: string }>(
    'SELECT tbl_name AS "table", name FROM sqlite_master WHERE type = \'trigger\'',
  );
  return sorted({ tables, indexes, triggers, extensions: [] });
}

async function describeTable(db: Queryable, table: ListedTable): Promise<TableDescription> {
  if (table.type === 'view')
    return { name: table.name, kind: 'view', columns: [], primaryKey: [], foreignKeys: [] };
  const info = await db.query<ColumnInfo>(
    'SELECT name, type, "notnull" AS not_null, dflt_value, pk FROM pragma_table_info($1) ORDER BY cid',
    [table.name],
  );
  const keyColumns = info.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  // A single INTEGER PRIMARY KEY is the rowid: never NULL (NULL asks for the next number), and
  // numbered for good (never reused) with AUTOINCREMENT.
  const rowid =
    keyColumns.length === 1 && keyColumns[0]?.type.toUpperCase() === 'INTEGER' ? keyColumns[0] : null;
  const autoincrement = /\bAUTOINCREMENT\b/i.test(table.sql ?? '');
  const kind =
    table.type === 'virtual'
      ? `virtual table using ${/\bUSING\s+(\w+)/i.exec(table.sql ?? '')?.[1]?.toLowerCase() ?? '?'}`
      : 'table';
  return {
    name: table.name,
    kind,
    columns: info.map((column) => ({
      name: column.name,
      type: canonicalType('sqlite', column.type.toUpperCase(), column.name),
      nullable: column.not_null === 0 && column !== rowid,
      default: column.dflt_value === null ? null : expression(column.dflt_value),
      generated: column === rowid && autoincrement,
    })),
    primaryKey: keyColumns.map((column) => column.name),
    foreignKeys: table.type === 'table' ? await foreignKeysOf(db, table.name) : [],
  };
}

async function foreignKeysOf(db: Queryable, table: string): Promise<ForeignKeyDescription[]> {
  const rows = await db.query<ForeignKeyInfo>(
    'SELECT id, seq, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list($1) ORDER BY id, seq',
    [table],
  );
  const keys = new Map<number, ForeignKeyDescription>();
  for (const row of rows) {
    const key = keys.get(row.id) ?? {
      columns: [],
      references: row.table,
      referencedColumns: [],
      onDelete: row.on_delete,
      onUpdate: row.on_update,
    };
    key.columns.push(row.from);
    // `REFERENCES t` without columns means t's primary key.
    key.referencedColumns.push(row.to ?? (await primaryKeyOf(db, row.table))[row.seq] ?? '?');
    keys.set(row.id, key);
  }
  return [...keys.values()];
}

async function primaryKeyOf(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM pragma_table_info($1) WHERE pk > 0 ORDER BY pk',
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * The terms of a CREATE INDEX statement's key list, as written: `(course, batch_start)` → two;
 * `(lower(email))` → `lower(email)`. SQLite names an expression's key only in the statement.
 */
export function indexTerms(sql: string): string[] {
  const open = /\bON\s+[^(]+\(/i.exec(sql);
  if (!open) return [];
  const terms: string[] = [];
  let depth = 0;
  let term = '';
  for (const char of sql.slice(open.index + open[0].length)) {
    if (char === '(') depth += 1;
    if (char === ')' && depth-- === 0) break;
    if (char === ',' && depth === 0) {
      terms.push(term.trim());
      term = '';
    } else term += char;
  }
  return [...terms, term.trim()];
}

/** An expression's key as written (`lower(email)`, as PostgreSQL writes it), without its order. */
const expressionKey = (term = '(expression)') => term.replace(/\s+(?:ASC|DESC)$/i, '').replace(/\s+/g, ' ');

async function indexesOf(db: Queryable, table: string): Promise<IndexDescription[]> {
  const list = await db.query<IndexInfo>(
    'SELECT name, "unique", origin, partial FROM pragma_index_list($1)',
    [table],
  );
  const indexes: IndexDescription[] = [];
  for (const index of list.filter((entry) => entry.origin !== 'pk')) {
    const keys = await db.query<{ name: string | null; desc: number }>(
      'SELECT name, "desc" FROM pragma_index_xinfo($1) WHERE key = 1 ORDER BY seqno',
      [index.name],
    );
    const created = await db.one<{ sql: string | null }>(
      "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = $1",
      [index.name],
    );
    const terms = indexTerms(created?.sql ?? '');
    const where = index.partial ? /\bWHERE\b([\s\S]*)$/i.exec(created?.sql ?? '')?.[1] : undefined;
    indexes.push({
      table,
      name: index.origin === 'u' ? null : index.name,
      unique: index.unique === 1,
      columns: keys.map(
        (key, seqno) => `${key.name ?? expressionKey(terms[seqno])}${key.desc ? ' DESC' : ''}`,
      ),
      where: where === undefined ? null : expression(where),
      method: 'btree',
    });
  }
  return indexes;
}
