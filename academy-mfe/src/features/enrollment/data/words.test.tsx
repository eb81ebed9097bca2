import { catalogueShape } from '@site/i18n/testing';
import type { Catalogue } from '@site/i18n';
import { courseName, enrollmentWords } from './words';

describe('the enrollment feature’s words', () => {
  it('have the same shape in Urdu as in English, every text filled in, as many reasons', () => {
    const shape = (language: 'en' | 'ur') =>
      catalogueShape(enrollmentWords[language] as unknown as Catalogue);
    expect(shape('ur')).toEqual(shape('en'));
    expect(enrollmentWords.ur.aside.reasons).toHaveLength(enrollmentWords.en.aside.reasons.length);
  });

  it('name a course in the page’s language, keeping product names in Latin script', () => {
    expect(courseName('ur', 'Web Development')).toBe('ویب ڈویلپمنٹ');
    expect(courseName('ur', 'React JS')).toBe('React JS');
    expect(courseName('en', 'Web Development')).toBe('Web Development');
    expect(courseName('ur', 'Not a course')).toBe('Not a course');
  });

  it('prefill WhatsApp with the templates of each language', () => {
    expect(enrollmentWords.en.whatsApp.successMessage('Laravel')).toBe(
      'Hello CodeNest Technologies! I have just submitted my enrollment for Laravel on your website. Please confirm my batch.',
    );
    expect(enrollmentWords.ur.whatsApp.formMessage(undefined)).toBe(
      'السلام علیکم CodeNest Technologies! مجھے کسی کورس میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔',
    );
  });
});
