import { paths } from '@site/site';
import { leadKindSlugs, type LeadKindName } from './kinds';

/** The staff area's root: the admin sign-in, whose path the site owns (`paths.admin`). */
const area = paths.admin;

/**
 * The staff pages (accounts-mfe), every one under the admin sign-in's path. Not indexed, not in
 * the sitemap, never cached.
 */
export const staffPages = {
  signIn: area,
  /** The one-time link's page: `…/setup#token=<token>` (the token never reaches a server's log). */
  setup: `${area}/setup`,
  inbox: `${area}/leads`,
  lead: (kind: LeadKindName, id: number) => `${area}/leads/${leadKindSlugs[kind]}/${id}`,
  /** The lead page's route pattern (remote.ts). */
  leadPattern: `${area}/leads/:kind/:id`,
  audit: `${area}/audit`,
  /** The students by course and batch, their progress (issue 43). */
  students: `${area}/students`,
} as const;

/**
 * A one-time link works once, and for this long after it was made: the staff tool's set-up links,
 * and a person's (verification, reset, invitation: @site/people).
 */
export const LINK_LIFETIME_HOURS = 24;

/** The fragment parameter of a one-time link: `#token=…`. */
export const SETUP_TOKEN_PARAM = 'token';

/** A one-time link's page for a token, on the site at `origin` (the staff tool prints it). */
export function setupLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${staffPages.setup}#${SETUP_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
