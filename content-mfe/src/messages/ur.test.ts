import { catalogueShape } from '@site/i18n/testing';
import { en } from './en';
import ur from './ur';

describe('the Urdu catalogue', () => {
  it('has exactly the English catalogue’s keys, message functions and lists, none blank', () => {
    expect(catalogueShape(ur)).toEqual(catalogueShape(en));
  });

  it('chooses plural forms by count in both languages', () => {
    expect(en.events.seatsLeft(1)).toBe('1 seat left');
    expect(en.events.seatsLeft(5)).toBe('5 seats left');
    expect(ur.events.seatsLeft(1)).toBe('1 سیٹ باقی ہے');
    expect(ur.events.seatsLeft(5)).toBe('5 سیٹیں باقی ہیں');
    expect(en.blog.showingIn(1, 'Development')).toBe('Showing 1 post in Development');
    expect(ur.blog.showingAll(6)).toBe('تمام 6 پوسٹس دکھائی جا رہی ہیں');
  });
});
