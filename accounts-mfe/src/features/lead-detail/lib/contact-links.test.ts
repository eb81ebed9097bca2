import { enrollmentDetail } from '@/testing/staff-data';
import { mailtoHref, telHref, whatsAppGreeting, whatsAppHref, whatsAppNumber } from './contact-links';

describe('whatsAppNumber', () => {
  it.each([
    ['0300 1234567', '923001234567'],
    ['0300-1234567', '923001234567'],
    ['03001234567', '923001234567'],
    ['300 1234567', '923001234567'],
    ['+92 300 1234567', '923001234567'],
    ['+92 (0)300 1234567', '923001234567'],
    ['0092 300 1234567', '923001234567'],
    ['923001234567', '923001234567'],
    ['+44 20 7946 0958', '442079460958'],
    ['0044 20 7946 0958', '442079460958'],
    ['+1 (415) 555-0100', '14155550100'],
  ])('%s → %s', (typed, number) => {
    expect(whatsAppNumber(typed)).toBe(number);
  });

  it.each(['12345', '+1 234', 'call me', '+92 300 1234567 8901 2345'])(
    '%s is not a number WhatsApp takes',
    (typed) => {
      expect(whatsAppNumber(typed)).toBeNull();
    },
  );
});

describe('the one-tap actions', () => {
  const english = {
    ...enrollmentDetail,
    fullName: 'Bilal Ahmed',
    language: 'en' as const,
    kind: 'project_request' as const,
    choice: 'E-commerce Store',
    phone: '+92 321 7654321',
    email: 'bilal+shop@example.com',
  };

  it('greets an Urdu lead in Urdu and an English one in English, naming the company and the choice', () => {
    expect(whatsAppGreeting(enrollmentDetail)).toBe(
      'السلام علیکم عائشہ خان، یہ CodeNest Technologies کی طرف سے پیغام ہے، Web Development کورس میں آپ کے داخلے کے بارے میں۔',
    );
    expect(whatsAppGreeting(english)).toBe(
      'Hello Bilal Ahmed, this is CodeNest Technologies about your project request (E-commerce Store).',
    );
  });

  it('opens WhatsApp at the international number with the greeting typed in', () => {
    const href = new URL(whatsAppHref(english)!);
    expect(href.origin + href.pathname).toBe('https://wa.me/923217654321');
    expect(href.searchParams.get('text')).toBe(whatsAppGreeting(english));
    expect(whatsAppHref({ ...english, phone: null })).toBeNull();
  });

  it('calls the international number and e-mails with a subject in the lead’s language', () => {
    expect(telHref('0300 1234567')).toBe('tel:+923001234567');
    expect(telHref('+92 300-1234567')).toBe('tel:+923001234567');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('12 34')).toBe('tel:1234');
    const mail = mailtoHref(english);
    expect(mail).toBe(
      `mailto:bilal%2Bshop@example.com?subject=${encodeURIComponent('Your project request: E-commerce Store — CodeNest Technologies')}`,
    );
    expect(decodeURIComponent(mailtoHref(enrollmentDetail))).toContain(
      'Web Development کورس میں آپ کا داخلہ',
    );
  });
});
