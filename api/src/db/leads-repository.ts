import { randomUUID } from 'node:crypto';
import type { Language } from '@site/leads';
import type { Statement } from 'better-sqlite3';
import { COMPANY_EMAIL } from '../config';
import { leadKinds, type LeadKind, type LeadKindName } from '../leads/kinds';
import type { Db } from './database';
import { GroupCommit } from './group-commit';

/** A validated lead (API field names, null = not given) and what the server adds to it. */
export interface NewLead {
  values: Record<string, string | null>;
  /** The language of the page it came from. */
  language: Language;
  user_agent: string | null;
  submitted_at: string;
}

// A Message-ID of our own, random, so that a database started afresh never reuses one (a
// mailbox may drop a message whose Message-ID it has seen).
const messageIdDomain = COMPANY_EMAIL.slice(COMPANY_EMAIL.indexOf('@') + 1);

/**
 * Stores leads of every kind with group commit. Each lead's row and its mail's outbox row are
 * written in one transaction: a lead is never stored without its mail, nor a mail queued for a
 * lead that is not stored.
 */
export class LeadsRepository {
  private readonly commit: GroupCommit;
  private readonly inserts: Map<LeadKindName, Statement>;
  private readonly queueMail: Statement;

  constructor(db: Db, onCommit?: () => void) {
    this.commit = new GroupCommit(db, onCommit);
    this.inserts = new Map(
      leadKinds.map((kind) => {
        const columns = [...Object.keys(kind.fields), 'language', 'user_agent', 'submitted_at'];
        const sql = `INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
        return [kind.name, db.prepare(sql)];
      }),
    );
    this.queueMail = db.prepare(
      `INSERT INTO lead_mail_outbox (lead_kind, lead_id, message_id, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
  }

  /** Resolves with the lead's id once it and its mail are committed. */
  insert(kind: LeadKind, lead: NewLead): Promise<number> {
    const insert = this.inserts.get(kind.name);
    if (!insert) return Promise.reject(new Error(`Unknown lead kind ${kind.name}.`));
    const row = {
      ...lead.values,
      language: lead.language,
      user_agent: lead.user_agent,
      submitted_at: lead.submitted_at,
    };
    return this.commit.run(() => {
      const id = Number(insert.run(row).lastInsertRowid);
      const messageId = `<${randomUUID()}@${messageIdDomain}>`;
      this.queueMail.run(kind.name, id, messageId, lead.submitted_at, lead.submitted_at);
      return id;
    });
  }

  flush(): void {
    this.commit.flush();
  }

  close(): void {
    this.commit.close();
  }
}
