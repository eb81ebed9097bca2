/**
 * @jest-environment jsdom
 */
// The browser's side of a lead's source and key: the record the page's head script keeps, read
// and forgotten by the forms, and what a form sends with each submission.
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { postedValues, postLead, toApiBody } from './client';
import { projectRequestFields } from './fields';
import { SOURCE_FIELD } from './source';
import { SOURCE_STORAGE_KEY, forgetStoredSource, storedSource } from './stored-source';
import { leadSubmissions } from './submissions';

const record = {
  utm_source: 'facebook',
  utm_campaign: 'winter',
  landing_page: '/',
  first_visit_at: '2026-11-20T08:00:00.000Z',
};
const keep = (value: unknown) => localStorage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/enrollment');
});
afterEach(() => jest.restoreAllMocks());

describe('storedSource', () => {
  it('is the device’s record and the page the form is sent from', () => {
    keep(record);
    expect(storedSource()).toEqual({ ...record, sent_from: '/enrollment' });
  });

  it('keeps only a source’s keys holding text: the API cleans the rest', () => {
    keep({ ...record, utm_medium: 7, is_admin: 'yes', sent_from: '/elsewhere' });
    expect(storedSource()).toEqual({ ...record, sent_from: '/enrollment' });
  });

  it('is the page alone without a record, with a broken one, or where storage is blocked', () => {
    expect(storedSource()).toEqual({ sent_from: '/enrollment' });
    localStorage.setItem(SOURCE_STORAGE_KEY, '{"utm_source":');
    expect(storedSource()).toEqual({ sent_from: '/enrollment' });
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(storedSource()).toEqual({ sent_from: '/enrollment' });
    expect(() => forgetStoredSource()).not.toThrow();
  });

  it('is forgotten once a lead is stored', () => {
    keep(record);
    forgetStoredSource();
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBeNull();
  });
});

describe('leadSubmissions', () => {
  const values = { name: 'Ali', email: 'ali@example.com', website: '' };

  it('sends the record and a key the API accepts', () => {
    keep(record);
    const { source, idempotencyKey } = leadSubmissions().next(values);
    expect(source).toEqual({ ...record, sent_from: '/enrollment' });
    expect(idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('keeps the key while the same values are sent again, in any order, and makes a new one when one changes', () => {
    const submissions = leadSubmissions();
    const first = submissions.next(values).idempotencyKey;
    expect(submissions.next({ website: '', email: 'ali@example.com', name: 'Ali' }).idempotencyKey).toBe(
      first,
    );
    const changed = submissions.next({ ...values, name: 'Ali Hassan' }).idempotencyKey;
    expect(changed).not.toBe(first);
    expect(submissions.next(values).idempotencyKey).not.toBe(first);
  });

  it('makes a new key and forgets the record once the lead is stored', () => {
    keep(record);
    const submissions = leadSubmissions();
    const first = submissions.next(values).idempotencyKey;
    submissions.stored();
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBeNull();
    const next = submissions.next(values);
    expect(next.idempotencyKey).not.toBe(first);
    expect(next.source).toEqual({ sent_from: '/enrollment' });
  });

  it('makes keys without crypto.randomUUID (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(leadSubmissions().next(values).idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('a lead’s source and key on the wire', () => {
  const values = {
    name: 'Ali',
    email: 'ali@example.com',
    company: '',
    projectType: 'Other',
    budget: '',
    message: 'A shop',
  };

  it('sends the source in the body and the key in its header', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 201 }) as Response);
    const source = { utm_source: 'facebook', sent_from: '/' };
    await postLead('/x', projectRequestFields, values, '', fetchImpl, undefined, undefined, {
      source,
      idempotencyKey: 'native:abcdefghijklmnop',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/x', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [IDEMPOTENCY_HEADER]: 'native:abcdefghijklmnop',
      },
      body: JSON.stringify({ ...toApiBody(projectRequestFields, values), [SOURCE_FIELD]: source }),
    });
  });

  it('reads a form posted without script with its source field, and without one', () => {
    const posted = { ...values, website: '' };
    expect(postedValues(projectRequestFields, { ...posted, [SOURCE_FIELD]: '{"utm_source":"x"}' })).toEqual({
      values,
      honeypot: '',
      source: '{"utm_source":"x"}',
    });
    expect(postedValues(projectRequestFields, posted)).toEqual({ values, honeypot: '', source: '' });
  });
});
