// accounts-mfe's words of the form part in Urdu: the shape of ../en/form.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enForm } from '../en/form';

const ur: Translation<typeof enForm> = {
  email: 'ای میل',
  username: 'یوزر نیم',
  password: 'پاس ورڈ',
  fullName: 'پورا نام',
  confirmPassword: 'پاس ورڈ کی تصدیق',
  forgotPassword: 'پاس ورڈ بھول گئے؟',
  showPassword: 'پاس ورڈ دکھائیں',
  signIn: 'سائن اِن',
};

export default ur;
