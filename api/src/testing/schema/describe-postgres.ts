import type { Queryable } from '../../db/sql';
import { canonicalType } from './column-types';
import {
  expression,
  sorted,
  type IndexDescription,
  type SchemaDescription,
  type TableDescription,
} from './shape';

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

interface IndexRow {
  name: string;
  table_name: string;
  is_unique: boolean;
  is_primary: boolean;
  /** 'u' for a UNIQUE constraint's index, 'p' for the primary key's, null for a created index. */
  constraint_type: string | null;
  method: string;
  predicate: string | null;
  columns: string[];
}

interface ForeignKeyRow {
  table_name: string;
  referenced: string;
  columns: string[];
  referenced_columns: string[];
  on_delete: string;
  on_update: string;
}

const TABLE_KINDS: Record<string, string> = { r: 'table', p: 'partitioned table', v: 'view' };
const ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

const INDEXES = `
  SELECT i.relname AS name, t.relname AS table_name, x.indisunique AS is_unique,
         x.indisprimary AS is_primary, con.contype::text AS constraint_type, am.amname::text AS method,
         pg_get_expr(x.indpred, x.indrelid) AS predicate,
         ARRAY(
           SELECT pg_get_indexdef(x.indexrelid, k, true) ||
                  CASE WHEN x.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
           FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k
         ) AS columns
  FROM pg_index AS x
  JOIN pg_class AS i ON i.oid = x.indexrelid
  JOIN pg_class AS t ON t.oid = x.indrelid
  JOIN pg_namespace AS n ON n.oid = t.relnamespace
  JOIN pg_am AS am ON am.oid = i.relam
  LEFT JOIN pg_constraint AS con ON con.conindid = x.indexrelid AND con.contype IN ('p', 'u')
  WHERE n.nspname = current_schema()`;

const FOREIGN_KEYS = `
  SELECT t.relname AS table_name, r.relname AS referenced,
         ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k (attnum, i)
               JOIN pg_attribute AS a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.i) AS columns,
         ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k (attnum, i)
               JOIN pg_attribute AS a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.i)
           AS referenced_columns,
         c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update
  FROM pg_constraint AS c
  JOIN pg_class AS t ON t.oid = c.conrelid
  JOIN pg_class AS r ON r.oid = c.confrelid
  JOIN pg_namespace AS n ON n.oid = t.relnamespace
  WHERE c.contype = 'f' AND n.nspname = current_schema()
  ORDER BY c.conname`;

/**
 * A PostgreSQL database's schema (its current schema) from its own catalogue:
 * `information_schema.columns`, `pg_class` (kind, UNLOGGED), `pg_index` with `pg_constraint`
 * (which index is a primary key's or a UNIQUE constraint's), `pg_trigger` and `pg_extension`.
 * Left out: the triggers PostgreSQL makes itself for foreign keys (`tgisinternal`), and plpgsql,
 * the extension every database is created with.
 */
export async function describePostgres(db: Queryable): Promise<SchemaDescription> {
  const relations = await db.query<{ name: string; kind: string; persistence: string }>(
    `SELECT c.relname AS name, c.relkind::text AS kind, c.relpersistence::text AS persistence
     FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v')`,
  );
  const columns = await db.query<ColumnRow>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
     FROM information_schema.columns WHERE table_schema = current_schema()
     ORDER BY table_name, ordinal_position`,
  );
  const indexRows = await db.query<IndexRow>(INDEXES);
  const foreignKeys = await db.query<ForeignKeyRow>(FOREIGN_KEYS);

  const tables = relations.map((relation): TableDescription => ({
    name: relation.name,
    kind: `${relation.persistence === 'u' ? 'unlogged ' : ''}${TABLE_KINDS[relation.kind] ?? relation.kind}`,
    columns:
      relation.kind === 'v'
        ? []
        : columns
            .filter((column) => column.table_name === relation.name)
            .map((column) => {
              // A serial column's numbering is its default; an identity's is not a default.
              const serial = column.column_default?.startsWith('nextval(') ?? false;
              return {
                name: column.column_name,
                type: canonicalType('postgres', column.data_type, column.column_name),
                nullable: column.is_nullable === 'YES',
                default: column.column_default === null || serial ? null : expression(column.column_default),
                generated: column.is_identity === 'YES' || serial,
              };
            }),
    primaryKey:
      indexRows.find((index) => index.table_name === relation.name && index.is_primary)?.columns ?? [],
    foreignKeys: foreignKeys
      .filter((key) => key.table_name === relation.name)
      .map((key) => ({
        columns: key.columns,
        references: key.referenced,
        referencedColumns: key.referenced_columns,
        onDelete: ACTIONS[key.on_delete] ?? key.on_delete,
        onUpdate: ACTIONS[key.on_update] ?? key.on_update,
      })),
  }));
  const indexes = indexRows
    .filter((index) => !index.is_primary)
    .map((index): IndexDescription => ({
      table: index.table_name,
      name: index.constraint_type === 'u' ? null : index.name,
      unique: index.is_unique,
      columns: index.columns,
      where: index.predicate === null ? null : expression(index.predicate),
      method: index.method,
    }));
  const triggers = await db.query<{ table: string; name: string }>(
    `SELECT c.relname AS "table", t.tgname AS name
     FROM pg_trigger AS t JOIN pg_class AS c ON c.oid = t.tgrelid
     JOIN pg_namespace AS n ON n.oid = c.relnamespace
     WHERE NOT t.tgisinternal AND n.nspname = current_schema()`,
  );
  const extensions = await db.query<{ name: string }>(
    "SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql'",
  );
  return sorted({ tables, indexes, triggers, extensions: extensions.map((extension) => extension.name) });
}
