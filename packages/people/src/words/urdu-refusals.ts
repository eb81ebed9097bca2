// The people API's refusals in Urdu: the shape of refusals.ts (a missing one fails the
// type-check). Numbers stay in Latin digits, as on the site's Urdu pages (ur-PK).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@site/staff';
import { LINK_LIFETIME_HOURS } from '../links';
import type { PeopleRefusals } from './refusals';

const wait = (seconds: number) => (seconds >= 90 ? `${Math.ceil(seconds / 60)} منٹ` : `${seconds} سیکنڈ`);

export const urduPeopleRefusals: PeopleRefusals = {
  signIn: 'براہِ کرم سائن اِن کریں۔',
  foreignOrigin: 'یہ درخواست صرف اس ویب سائٹ کے اپنے صفحات سے آ سکتی ہے۔',
  csrf: 'اس درخواست میں صفحے کا حفاظتی ٹوکن نہیں۔ صفحہ دوبارہ لوڈ کر کے پھر کوشش کریں۔',
  badBody: 'درخواست ایک JSON آبجیکٹ ہونی چاہیے جس میں اس درخواست کے خانے ہوں۔',
  invalid: 'براہِ کرم نشان زدہ خانے درست کریں۔',
  wrongCredentials: 'ای میل ایڈریس یا پاس ورڈ درست نہیں۔',
  notVerified: `پہلے اپنے ای میل ایڈریس کی تصدیق کریں: ہم نے آپ کو ایک نیا لنک بھیج دیا ہے، جو ${LINK_LIFETIME_HOURS} گھنٹے کام کرے گا۔`,
  throttled: (seconds) => `سائن اِن کی بہت زیادہ ناکام کوششیں۔ ${wait(seconds)} بعد دوبارہ کوشش کریں۔`,
  tooMany: (seconds) => `یہاں سے بہت زیادہ درخواستیں آئی ہیں۔ ${wait(seconds)} بعد دوبارہ کوشش کریں۔`,
  linkGone: 'اس لنک کی مدت ختم ہو چکی ہے یا یہ پہلے استعمال ہو چکا ہے۔ نیا لنک منگوائیں۔',
  wrongPassword: 'یہ پاس ورڈ درست نہیں۔',
  notFound: 'ایسی کوئی درخواست نہیں۔',
  password: {
    tooShort: `کم از کم ${PASSWORD_MIN_LENGTH} حروف استعمال کریں۔`,
    tooLong: `زیادہ سے زیادہ ${PASSWORD_MAX_LENGTH} حروف استعمال کریں۔`,
    containsEmail: 'اپنے پاس ورڈ میں اپنا ای میل ایڈریس استعمال نہ کریں۔',
    tooCommon: 'یہ پاس ورڈ بہت عام ہے: یہ لیک شدہ پاس ورڈز کی فہرستوں میں موجود ہے۔ کوئی اور منتخب کریں۔',
  },
};
