// Where a lead came from, kept by the visitor's own device (docs/decisions/0025-lead-attribution.md).
// An inline script in every page's head, run before the body is parsed, allowed by its hash
// (security.ts). Nothing is sent and no cookie is set: the record waits in the site's own
// localStorage until a lead form is sent, which carries it (with script, in the form's JSON body
// through @site/leads' storedSource; without, in the form's hidden `source` field, filled here).
import { SENT_PARAM } from '@site/federation';
import {
  CLICK_ID_PARAMS,
  SOURCE_FIELD,
  SOURCE_LIMITS,
  SOURCE_STORAGE_KEY,
  UTM_PARAMS,
  leadForms,
  type LeadSourceKey,
} from '@site/leads';

/** A key of the record, checked against the contract (the script's text cannot be). */
const key = (name: LeadSourceKey) => name;

/**
 * On each page load, a visit that came from a campaign (a `utm_*` parameter, an ad's click id) or
 * from another site (the referrer's host) replaces the record's campaign with its own and this
 * page as `landing_page`; the first visit recorded sets `first_visit_at`, which later ones keep. A
 * visit without any of these records the first visit and its page when there is no record yet,
 * and changes nothing otherwise. A value longer than the contract keeps is dropped. The page a
 * lead form was stored to without script (`?sent=<lead form>`) forgets the record. A lead form
 * posted natively (its hidden `source` field marks it) gets the record and its page (`sent_from`)
 * in that field; a submit the page's script handles (prevented) is left alone. Blocked storage
 * (private modes) is silently no record. Every page carries it: keep it small (its test says how).
 */
export const LEAD_SOURCE_SCRIPT =
  '((K,U,C)=>{let l=location,p=l.pathname,q=new URLSearchParams(l.search),c={},s,n,r,h,k,x,' +
  'g=()=>{try{return JSON.parse(s.getItem(K))}catch{}},' +
  'v=(k,m,x=(q.get(k)||"").trim())=>[...x].length>m?"":x;' +
  `try{s=localStorage;if(${JSON.stringify(Object.keys(leadForms))}.includes(q.get("${SENT_PARAM}")))return s.removeItem(K);` +
  `r=g();for(k of U)if(x=v(k,${SOURCE_LIMITS.utm}))n=c[k]=x;` +
  `if(k=C.find(k=>x=v(k,${SOURCE_LIMITS.clickId})))n=c.${key('click_id_kind')}=k,c.${key('click_id')}=x;` +
  'h=document.referrer;h=h&&new URL(h).host;' +
  `if(h&&h!=l.host&&h.length<=${SOURCE_LIMITS.host})n=c.${key('referrer_host')}=h;` +
  `if(n||!r){c.${key('first_visit_at')}=r&&r.${key('first_visit_at')}||new Date().toJSON();` +
  `if(p.length<=${SOURCE_LIMITS.path})c.${key('landing_page')}=p;s.setItem(K,JSON.stringify(c))}}catch{}` +
  `addEventListener("submit",e=>{let f=e.target.elements.${SOURCE_FIELD},r=g();` +
  `if(r&&f&&!e.defaultPrevented){r.${key('sent_from')}=p;f.value=JSON.stringify(r)}})})` +
  `(${JSON.stringify(SOURCE_STORAGE_KEY)},${JSON.stringify(UTM_PARAMS)},${JSON.stringify(CLICK_ID_PARAMS)})`;
