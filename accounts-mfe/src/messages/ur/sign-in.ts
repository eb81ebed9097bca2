// accounts-mfe's words of the sign-in part in Urdu: the shape of ../en/sign-in.ts, a chunk loaded
// only on /ur pages, with the code that shows them.
import { type Translation } from '@site/i18n';
import type { enSignIn } from '../en/sign-in';

const ur: Translation<typeof enSignIn> = {
  keepSignedIn: 'مجھے سائن اِن رکھیں',
  keepSignedInHint: (days) =>
    `اس ڈیوائس پر ${days} دن کے لیے۔ مشترکہ یا لیب کے کمپیوٹر پر اسے خالی چھوڑ دیں۔`,
  signingIn: 'سائن اِن ہو رہا ہے…',
  forgotPrompt: 'پاس ورڈ بھول گئے؟',
  forgotAction: 'نیا پاس ورڈ منتخب کرنے کا لنک منگوائیں',
  unreachable: 'سائن اِن نہیں بھیجا جا سکا۔ اپنا انٹرنیٹ کنکشن چیک کریں، پھر دوبارہ کوشش کریں۔',
  noScript: {
    title: 'سائن اِن کے لیے JavaScript ضروری ہے',
    text: 'اس براؤزر میں JavaScript آن کریں، پھر دوبارہ کوشش کریں۔ نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔',
  },
};

export default ur;
