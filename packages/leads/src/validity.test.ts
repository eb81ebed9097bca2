/**
 * @jest-environment jsdom
 */
import { enrollmentFields, projectRequestFields } from './fields';
import { validationMessages } from './messages';
import { urduValidationMessages as ur } from './urdu-validation';
import { validityHandlers, validityMessage } from './validity';

const none = {
  valueMissing: false,
  typeMismatch: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  badInput: false,
  tooLong: false,
};

describe('validityMessage', () => {
  it('says in Urdu what the browser found wrong, as the API would', () => {
    expect(validityMessage(projectRequestFields.full_name, { ...none, valueMissing: true }, ur)).toBe(
      'پورا نام لازمی ہے۔',
    );
    expect(validityMessage(projectRequestFields.project_details, { ...none, valueMissing: true }, ur)).toBe(
      'پروجیکٹ کی تفصیلات لازمی ہیں۔',
    );
    expect(validityMessage(enrollmentFields.email, { ...none, typeMismatch: true }, ur)).toBe(
      'درست ای میل ایڈریس درج کریں۔',
    );
    expect(validityMessage(enrollmentFields.start_date, { ...none, rangeUnderflow: true }, ur)).toBe(
      'شروع کرنے کی تاریخ کے لیے گزری ہوئی تاریخ نہیں دی جا سکتی۔',
    );
    expect(validityMessage(enrollmentFields.start_date, { ...none, rangeOverflow: true }, ur)).toBe(
      'شروع کرنے کی تاریخ کے لیے اگلے 12 مہینوں کے اندر کی تاریخ منتخب کریں۔',
    );
    expect(validityMessage(enrollmentFields.start_date, none, ur)).toBe('');
  });
});

describe('validityHandlers', () => {
  it('leave English pages to the browser', () => {
    expect(validityHandlers(enrollmentFields.phone, 'en', validationMessages)).toEqual({});
  });

  it('give an Urdu page’s control the contract’s message, and let the browser check again after a change', () => {
    const input = document.createElement('input');
    input.required = true;
    const { onInvalid, onInput } = validityHandlers(enrollmentFields.phone, 'ur', ur);
    input.addEventListener('invalid', () => onInvalid?.({ currentTarget: input }));
    input.addEventListener('input', () => onInput?.({ currentTarget: input }));
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe('فون نمبر لازمی ہے۔');
    input.value = '0300 1234567';
    input.dispatchEvent(new Event('input'));
    expect(input.checkValidity()).toBe(true);
  });
});
