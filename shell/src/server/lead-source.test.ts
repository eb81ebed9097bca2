// The head's record of where the visitor came from, run as the browser runs it: on page loads with
// various addresses, referrers and records, and at the submit of a lead form posted natively.
import { SOURCE_FIELD, SOURCE_LIMITS, SOURCE_STORAGE_KEY, sanitizeSource } from '@site/leads';
import { LEAD_SOURCE_SCRIPT } from './lead-source';

const NOW = '2026-11-26T09:30:00.000Z';
const EARLIER = '2026-11-20T08:00:00.000Z';

const listeners: [string, EventListenerOrEventListenerObject][] = [];
/** The last page's listeners go with it. */
const unload = () => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
};

/** A page load at `url` (a path and query on this site) coming from `referrer`; runs the script. */
function load(url: string, referrer = '') {
  unload();
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const add = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    listeners.push([type, listener!]);
    document.addEventListener(type, listener!);
  });
  window.eval(LEAD_SOURCE_SCRIPT);
  add.mockRestore();
}

const record = () => JSON.parse(localStorage.getItem(SOURCE_STORAGE_KEY) ?? 'null') as unknown;
const keep = (value: unknown) => localStorage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(value));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(NOW) });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  unload();
  document.body.innerHTML = '';
});

describe('on a page load', () => {
  it('records a campaign link: its utm values, its click id, this page and the first visit', () => {
    load('/course?utm_source=facebook&utm_medium=cpc&utm_campaign=winter-batch&fbclid=IwAR0abc&x=1');
    expect(record()).toEqual({
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'winter-batch',
      click_id_kind: 'fbclid',
      click_id: 'IwAR0abc',
      landing_page: '/course',
      first_visit_at: NOW,
    });
  });

  it('records another site that linked here, by its host only', () => {
    load('/ur/enrollment', 'https://www.google.com.pk/search?q=react+course+sargodha');
    expect(record()).toEqual({
      referrer_host: 'www.google.com.pk',
      landing_page: '/ur/enrollment',
      first_visit_at: NOW,
    });
  });

  it('lets the latest campaign replace the last one, keeping the first visit', () => {
    keep({
      utm_source: 'google',
      utm_campaign: 'summer',
      click_id_kind: 'gclid',
      click_id: 'Cj0K',
      landing_page: '/',
      first_visit_at: EARLIER,
    });
    load('/blog', 'https://l.facebook.com/');
    expect(record()).toEqual({
      referrer_host: 'l.facebook.com',
      landing_page: '/blog',
      first_visit_at: EARLIER,
    });

    load('/pricing?msclkid=abc123&utm_source=bing');
    expect(record()).toEqual({
      utm_source: 'bing',
      click_id_kind: 'msclkid',
      click_id: 'abc123',
      landing_page: '/pricing',
      first_visit_at: EARLIER,
    });
  });

  it('records a first visit without a campaign, and then changes nothing on visits without one', () => {
    load('/faq');
    expect(record()).toEqual({ landing_page: '/faq', first_visit_at: NOW });

    jest.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const kept = localStorage.getItem(SOURCE_STORAGE_KEY);
    load('/enrollment', 'http://localhost/course');
    load('/course?utm_source=&course=react');
    load('/');
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBe(kept);
  });

  it('drops values longer than the contract keeps, and trims the rest', () => {
    const long = (limit: number) => 'x'.repeat(limit + 1);
    const urdu = 'سرگودھا'.repeat(28); // 196 characters, more UTF-16 units than the limit
    load(
      `/?utm_source=${long(SOURCE_LIMITS.utm)}&utm_medium=%20cpc%20&utm_campaign=${encodeURIComponent(urdu)}` +
        `&gclid=${long(SOURCE_LIMITS.clickId)}&fbclid=IwAR1`,
    );
    expect(record()).toEqual({
      utm_medium: 'cpc',
      utm_campaign: urdu,
      click_id_kind: 'fbclid',
      click_id: 'IwAR1',
      landing_page: '/',
      first_visit_at: NOW,
    });

    localStorage.clear();
    load(
      `/${long(SOURCE_LIMITS.path)}`,
      `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.pk/`,
    );
    expect(record()).toEqual({ first_visit_at: NOW });
  });

  it('records what the API keeps as it is', () => {
    load('/course?utm_source=facebook&utm_term=react%20course&gclid=Cj0KCQ', 'https://www.facebook.com/');
    expect(sanitizeSource(record(), new Date(NOW))).toEqual(record());
  });

  it('forgets the record on the page a lead form was stored to without script, not after a sign-in', () => {
    keep({ utm_source: 'facebook', first_visit_at: EARLIER });
    load('/login?sent=sign-in');
    expect(record()).toEqual({ utm_source: 'facebook', first_visit_at: EARLIER });
    load('/ur/enrollment?sent=enrollment&course=React+JS');
    expect(record()).toBeNull();

    keep({ utm_source: 'facebook', first_visit_at: EARLIER });
    load('/?sent=project-request', 'https://www.facebook.com/');
    expect(record()).toBeNull();
  });

  it('is silent where storage is blocked or full, and sets no cookie', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => load('/?utm_source=facebook')).not.toThrow();

    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => load('/?utm_source=facebook', 'https://www.facebook.com/')).not.toThrow();
    expect(document.cookie).toBe('');
  });

  it('sends nothing anywhere and stays small: it is in every page', () => {
    expect(LEAD_SOURCE_SCRIPT).not.toMatch(/fetch|XMLHttpRequest|sendBeacon|cookie|\.src\b|import\(/);
    expect(LEAD_SOURCE_SCRIPT.length).toBeLessThanOrEqual(900);
  });
});

describe('a lead form posted before or without the page’s script', () => {
  /** A form as the page renders it: a lead form has an empty hidden `source` field. */
  function form(lead = true) {
    const element = document.createElement('form');
    element.innerHTML = `<input name="fullName" value="Ali">${lead ? `<input type="hidden" name="${SOURCE_FIELD}">` : ''}`;
    document.body.append(element);
    return element;
  }
  /** Submits as a visitor's tap does; false when something prevented the native post. */
  const submit = (element: HTMLFormElement) =>
    element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const posted = (element: HTMLFormElement) =>
    new FormData(element).getAll(SOURCE_FIELD).map((value) => JSON.parse(String(value) || 'null') as unknown);

  it('carries the record and the page it was sent from in its hidden field, however often it is sent', () => {
    load('/?utm_source=facebook&utm_campaign=winter', 'https://www.facebook.com/');
    load('/enrollment', 'http://localhost/');
    const lead = form();
    expect(submit(lead)).toBe(true);
    jest.setSystemTime(new Date('2026-11-26T09:31:00.000Z'));
    expect(submit(lead)).toBe(true);
    expect(posted(lead)).toEqual([
      {
        utm_source: 'facebook',
        utm_campaign: 'winter',
        referrer_host: 'www.facebook.com',
        landing_page: '/',
        first_visit_at: NOW,
        sent_from: '/enrollment',
      },
    ]);
  });

  it('leaves alone a submit the page’s script sends, other forms, and a device without a record', () => {
    load('/?utm_source=facebook');
    const scripted = form();
    scripted.addEventListener('submit', (event) => event.preventDefault());
    submit(scripted);
    expect(posted(scripted)).toEqual([null]);

    const signIn = form(false);
    submit(signIn);
    expect(posted(signIn)).toEqual([]);

    localStorage.clear();
    const lead = form();
    submit(lead);
    expect(posted(lead)).toEqual([null]);
  });
});
