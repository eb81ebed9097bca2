/**
 * A store's schema as the store describes itself (describe-sqlite.ts, describe-postgres.ts), in
 * one shape for both, so that compare.ts can put them side by side. Column types are canonical
 * (column-types.ts); every list is sorted, so that two descriptions of one schema are equal.
 */
export interface SchemaDescription {
  tables: TableDescription[];
  indexes: IndexDescription[];
  triggers: TriggerDescription[];
  /** Installed extensions (PostgreSQL's; SQLite's modules are built in). */
  extensions: string[];
}

export interface TableDescription {
  name: string;
  /** `table`, `unlogged table` (PostgreSQL), `view`, or `virtual table using fts5` (SQLite). */
  kind: string;
  /** In the order of the store's own description; not compared by position. */
  columns: ColumnDescription[];
  /** The primary key's columns in order; empty when there is none. */
  primaryKey: string[];
  foreignKeys: ForeignKeyDescription[];
}

export interface ColumnDescription {
  name: string;
  /** Canonical (column-types.ts), or the store's own name when the mapping has none. */
  type: string;
  nullable: boolean;
  /** The default's expression (expression() of the store's text), or null when there is none. */
  default: string | null;
  /** Numbered by the store when not given: SQLite's AUTOINCREMENT, PostgreSQL's identity. */
  generated: boolean;
}

export interface ForeignKeyDescription {
  columns: string[];
  references: string;
  referencedColumns: string[];
  /** The actions in SQL's words: `NO ACTION`, `CASCADE`… */
  onDelete: string;
  onUpdate: string;
}

export interface IndexDescription {
  table: string;
  /**
   * The index's name, or null for the index behind a UNIQUE constraint, which each store names
   * its own way (`sqlite_autoindex_staff_1`, `staff_username_key`). A primary key's index is not
   * listed: the table's `primaryKey` says it (SQLite's integer key has no index at all).
   */
  name: string | null;
  unique: boolean;
  /** The key columns in order, ` DESC` appended to a descending one; an expression as its text. */
  columns: string[];
  /** A partial index's WHERE, as expression() gives it; null for a whole-table index. */
  where: string | null;
  /** The access method: `btree` (SQLite's only kind), or PostgreSQL's `gin`, `gist`… */
  method: string;
}

export interface TriggerDescription {
  table: string;
  name: string;
}

/**
 * An expression as both stores can be compared on it: PostgreSQL adds casts (`'en'::text`) and
 * parentheses (`((sent_at IS NULL) AND (dead_at IS NULL))`) to the text it was given, SQLite keeps
 * the text as written. Outside quoted strings, casts and parentheses are left out, case is folded
 * and spaces collapsed. (Grouping is lost with the parentheses: the comparison is of the words.)
 */
export function expression(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'|[^']+/g, (part) =>
      part.startsWith("'")
        ? part
        : part
            .replace(/::(?:timestamp with time zone|character varying|double precision|"?[a-z_]+"?)/gi, '')
            .replace(/[()]/g, ' ')
            .toLowerCase(),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The description with its lists in one order, whatever order the store listed them in. */
export function sorted(description: SchemaDescription): SchemaDescription {
  const key = (index: IndexDescription) => `${index.table} ${index.name ?? ''} ${index.columns.join(',')}`;
  return {
    tables: [...description.tables].sort(byName),
    indexes: [...description.indexes].sort((a, b) => key(a).localeCompare(key(b))),
    triggers: [...description.triggers].sort((a, b) =>
      `${a.table} ${a.name}`.localeCompare(`${b.table} ${b.name}`),
    ),
    extensions: [...description.extensions].sort(),
  };
}
