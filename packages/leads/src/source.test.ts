import { sanitizeSource, sourceLabel } from './source';

const now = new Date('2026-11-26T12:00:00.000Z');

describe('sanitizeSource', () => {
  it('keeps every known key with an acceptable value', () => {
    const source = {
      utm_source: ' facebook ',
      utm_medium: 'cpc',
      utm_campaign: 'winter-batch',
      utm_term: 'react course',
      utm_content: 'video-1',
      click_id_kind: 'fbclid',
      click_id: 'IwAR0abc',
      referrer_host: 'L.Facebook.com',
      landing_page: '/ur/course',
      sent_from: '/enrollment',
      first_visit_at: '2026-11-20T08:30:00.000Z',
    };
    expect(sanitizeSource(source, now)).toEqual({
      ...source,
      utm_source: 'facebook',
      referrer_host: 'l.facebook.com',
    });
  });

  it('reads the JSON text a form posted without script carries', () => {
    expect(sanitizeSource('{"utm_source":"google","landing_page":"/"}', now)).toEqual({
      utm_source: 'google',
      landing_page: '/',
    });
  });

  it('drops, key by key, what it cannot keep, and never throws', () => {
    expect(
      sanitizeSource(
        {
          utm_source: 'x'.repeat(201),
          utm_medium: 42,
          utm_campaign: 'line\nbreak',
          utm_term: '',
          utm_content: '<script>alert(1)</script>',
          click_id: 'abc',
          referrer_host: 'not a host',
          landing_page: 'https://evil.example/',
          sent_from: '//evil.example/x',
          first_visit_at: '2027-01-01T00:00:00.000Z',
          is_admin: true,
        },
        now,
      ),
    ).toEqual({ utm_content: '<script>alert(1)</script>' });
    for (const input of [null, undefined, 7, 'not json', '[1,2]', [], '{"utm_source":', 'x'.repeat(9000)])
      expect(sanitizeSource(input, now)).toEqual({});
  });

  it('drops the values a lead field refuses: text-direction tricks, control characters (issue 42)', () => {
    expect(
      sanitizeSource(
        {
          utm_source: 'facebook\u202Egnp.exe',
          utm_medium: '\u2067cpc\u2069',
          utm_campaign: 'winter\u2028batch',
          utm_term: 'bell\u0007',
          utm_content: 'half \ud800 a pair',
          click_id_kind: 'gclid',
          click_id: 'Cj0K\u202B',
        },
        now,
      ),
    ).toEqual({});
  });

  it('keeps a value in NFC, however it was composed', () => {
    // "é" as e and a combining acute (NFD), and the Urdu "ۂ" as ہ and a hamza above.
    const source = sanitizeSource({ utm_campaign: 'cafe\u0301-\u06c1\u0654' }, now);
    expect(source.utm_campaign).toBe('caf\u00e9-\u06c2');
    expect(source.utm_campaign).toBe(source.utm_campaign?.normalize('NFC'));
  });

  it('keeps a click id only with its kind, and the kind only with an id', () => {
    expect(sanitizeSource({ click_id_kind: 'gclid' }, now)).toEqual({});
    expect(sanitizeSource({ click_id_kind: 'yclid', click_id: 'a' }, now)).toEqual({});
    expect(sanitizeSource({ click_id_kind: 'gclid', click_id: 'Cj0K' }, now)).toEqual({
      click_id_kind: 'gclid',
      click_id: 'Cj0K',
    });
  });

  it('refuses paths with a query, a fragment or a backslash, and very old first visits', () => {
    expect(sanitizeSource({ landing_page: '/course?x=1', sent_from: '/a#b' }, now)).toEqual({});
    expect(sanitizeSource({ landing_page: '/\\evil' }, now)).toEqual({});
    expect(sanitizeSource({ first_visit_at: '2020-01-01T00:00:00.000Z' }, now)).toEqual({});
    expect(sanitizeSource({ first_visit_at: 'yesterday' }, now)).toEqual({});
  });

  it('counts Urdu campaign names by characters, not bytes', () => {
    const urdu = 'سرگودھا'.repeat(28); // 196 characters
    expect(sanitizeSource({ utm_campaign: urdu }, now)).toEqual({ utm_campaign: urdu });
  });
});

describe('sourceLabel', () => {
  it('names the campaign, else the network of the click id, else the referring site, else direct', () => {
    expect(sourceLabel({ utm_source: 'Facebook', click_id_kind: 'gclid', click_id: 'x' })).toBe('facebook');
    expect(sourceLabel({ click_id_kind: 'gclid', click_id: 'x' })).toBe('google');
    expect(sourceLabel({ click_id_kind: 'msclkid', click_id: 'x' })).toBe('bing');
    expect(sourceLabel({ referrer_host: 'www.google.com.pk' })).toBe('google.com.pk');
    expect(sourceLabel({})).toBe('direct');
  });

  it('is never longer than the campaign it names, whatever its letters lowercase to', () => {
    // 'İ'.toLowerCase() is two code points: 200 of them made a label of 400, which the store refused.
    const campaign = sanitizeSource({ utm_source: 'İ'.repeat(200) }, now);
    expect(campaign.utm_source).toHaveLength(200);
    const label = sourceLabel(campaign);
    expect([...label]).toHaveLength(200);
    expect(sourceLabel({ utm_source: 'İstanbul Ads' })).toBe('İstanbul ads');
    expect(sourceLabel({ utm_source: 'ÄÖÜ 😀' })).toBe('äöü 😀');
  });
});
