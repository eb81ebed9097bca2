import {
  LANGUAGE_FIELD,
  englishTexts,
  enrollmentFields,
  leadTextsIn,
  preferredLanguage,
  projectRequestFields,
  sendLeadForm,
  postLead,
  toApiBody,
  validationFailedIn,
  validationMessages,
  validationMessagesIn,
  type FieldRule,
} from './index';

const rules = { ...projectRequestFields, ...enrollmentFields } as Record<string, FieldRule>;
const LRI = '\u2066';
const words = {
  en: { projectRequest: englishTexts['project-request'].words, enrollment: englishTexts.enrollment.words },
  ur: {
    projectRequest: leadTextsIn.ur['project-request'].words,
    enrollment: leadTextsIn.ur.enrollment.words,
  },
};
const answers = {
  en: {
    projectRequest: englishTexts['project-request'].answers,
    enrollment: englishTexts.enrollment.answers,
  },
  ur: {
    projectRequest: leadTextsIn.ur['project-request'].answers,
    enrollment: leadTextsIn.ur.enrollment.answers,
  },
};
const PDI = '\u2069';

describe('the field messages in Urdu', () => {
  const ur = validationMessagesIn.ur;

  it('name the field as the subject where it is one, with the verb agreeing (ہے / ہیں)', () => {
    expect(ur.required(projectRequestFields.full_name)).toBe('پورا نام لازمی ہے۔');
    expect(ur.required(projectRequestFields.email)).toBe('ای میل ایڈریس لازمی ہے۔');
    expect(ur.required(projectRequestFields.project_type)).toBe('پروجیکٹ کی قسم لازمی ہے۔');
    expect(ur.required(projectRequestFields.project_details)).toBe('پروجیکٹ کی تفصیلات لازمی ہیں۔');
    expect(ur.required(enrollmentFields.phone)).toBe('فون نمبر لازمی ہے۔');
    expect(ur.required(enrollmentFields.course)).toBe('کورس لازمی ہے۔');
  });

  it('inflect the label before a postposition (the oblique case: پورا نام → پورے نام میں)', () => {
    expect(ur.notText(projectRequestFields.full_name)).toBe('پورے نام میں صرف متن درج کیا جا سکتا ہے۔');
    expect(ur.tooLong(projectRequestFields.full_name)).toBe(
      'پورے نام میں زیادہ سے زیادہ 120 حروف کی گنجائش ہے۔',
    );
    expect(ur.badCharacters(projectRequestFields.company_name)).toBe(
      'کمپنی کے نام میں ایسے حروف شامل ہیں جن کی اجازت نہیں۔',
    );
    expect(ur.tooLong(projectRequestFields.company_name)).toBe(
      'کمپنی کے نام میں زیادہ سے زیادہ 160 حروف کی گنجائش ہے۔',
    );
    // Feminine and invariable nouns keep their form.
    expect(ur.notText(projectRequestFields.budget_range)).toBe('بجٹ کی حد میں صرف متن درج کیا جا سکتا ہے۔');
    expect(ur.tooLong(enrollmentFields.message)).toBe('پیغام میں زیادہ سے زیادہ 2000 حروف کی گنجائش ہے۔');
  });

  it('say what is wrong with a date, naming the field before کے لیے', () => {
    const startDate = enrollmentFields.start_date;
    expect(ur.date(startDate)).toBe('شروع کرنے کی تاریخ کے لیے درست تاریخ YYYY-MM-DD کی صورت میں لکھیں۔');
    expect(ur.datePast(startDate)).toBe('شروع کرنے کی تاریخ کے لیے گزری ہوئی تاریخ نہیں دی جا سکتی۔');
    expect(ur.dateTooFar(startDate)).toBe(
      'شروع کرنے کی تاریخ کے لیے اگلے 12 مہینوں کے اندر کی تاریخ منتخب کریں۔',
    );
  });

  it('keep phone numbers in their order inside right-to-left text (isolated runs)', () => {
    expect(ur.email).toBe('درست ای میل ایڈریس درج کریں۔');
    expect(ur.phone).toBe(
      `7 سے 15 ہندسوں کا فون نمبر درج کریں، مثلاً ${LRI}0300 1234567${PDI} یا ${LRI}+92 300 1234567${PDI}۔`,
    );
  });

  it('have a message of their own for each choice field', () => {
    expect(ur.invalidChoice(projectRequestFields.project_type)).toBe(
      'فہرست میں دی گئی پروجیکٹ کی اقسام میں سے ایک منتخب کریں۔',
    );
    expect(ur.invalidChoice(projectRequestFields.budget_range)).toBe(
      'فہرست میں دی گئی بجٹ کی حدود میں سے ایک منتخب کریں۔',
    );
    expect(ur.invalidChoice(enrollmentFields.course)).toBe('فہرست میں دیے گئے کورسز میں سے ایک منتخب کریں۔');
    expect(validationFailedIn.ur).toBe('کچھ معلومات درست نہیں۔');
  });

  it('never fall back to the English label for a field of either form, and never leave Latin punctuation', () => {
    for (const rule of Object.values(rules)) {
      for (const message of [ur.required(rule), ur.notText(rule), ur.tooLong(rule), ur.badCharacters(rule)]) {
        expect(message).not.toContain(rule.label);
        expect(message).toMatch(/۔$/);
      }
    }
  });
});

describe('the field messages in English', () => {
  it('are the messages English pages always had', () => {
    expect(validationMessagesIn.en).toBe(validationMessages);
    const en = validationMessagesIn.en;
    expect(en.required(projectRequestFields.project_details)).toBe('Project details are required.');
    expect(en.tooLong(projectRequestFields.full_name)).toBe('Full name must be at most 120 characters.');
    expect(en.invalidChoice(enrollmentFields.course)).toBe('Choose one of the listed courses.');
    expect(en.phone).toBe('Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.');
  });
});

describe('the forms’ words', () => {
  const shape = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
      : typeof value;

  it('have the same keys in both languages, every text filled in', () => {
    expect(shape(leadTextsIn.ur)).toEqual(shape(leadTextsIn.en));
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    expect(texts([words.ur, answers.ur]).filter((text) => !text.trim())).toEqual([]);
  });

  it('label every option of the contract, the English labels being the options themselves', () => {
    const { projectRequest, enrollment } = words.en;
    expect(Object.keys(projectRequest.projectTypes)).toEqual(projectRequestFields.project_type.options);
    expect(Object.values(enrollment.courses)).toEqual(enrollmentFields.course.options);
    expect(Object.keys(words.ur.enrollment.courses)).toEqual(enrollmentFields.course.options);
    expect(words.ur.projectRequest.budgetRanges['$5,000 - $15,000']).toBe(`$5,000 تا ${LRI}$15,000${PDI}`);
  });
});

describe('preferredLanguage', () => {
  it.each([
    ['ur', 'ur'],
    ['ur-PK,ur;q=0.9,en;q=0.8', 'ur'],
    ['en-US,en;q=0.9,ur;q=0.8', 'en'],
    ['en;q=0.5, ur;q=0.7', 'ur'],
    ['fr-FR, ur;q=0', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('a lead in Urdu on the wire', () => {
  const values = {
    name: 'علی حسن',
    email: 'ali@example.com',
    company: '',
    projectType: 'Other',
    budget: '',
    message: 'ایک آن لائن دکان',
  };
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);

  it('names its language in the body and asks for the answer in it; English bodies stay as they were', async () => {
    expect(toApiBody(projectRequestFields, values, '', 'ur')[LANGUAGE_FIELD]).toBe('ur');
    expect(toApiBody(projectRequestFields, values, '', 'en')).toEqual(
      toApiBody(projectRequestFields, values),
    );
    expect(toApiBody(projectRequestFields, values)).not.toHaveProperty(LANGUAGE_FIELD);

    const fetchImpl = answer(201, { id: 1 });
    await postLead('/x', projectRequestFields, values, '', fetchImpl, 'ur');
    expect(fetchImpl).toHaveBeenCalledWith('/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'ur' },
      body: JSON.stringify({ ...toApiBody(projectRequestFields, values), language: 'ur' }),
    });
  });

  it('says "validation failed" in Urdu when a 422 has no message', async () => {
    const fetchImpl = answer(422, { errors: { full_name: ['پورا نام لازمی ہے۔'] } });
    expect(
      await postLead('/x', projectRequestFields, values, '', fetchImpl, 'ur', validationFailedIn.ur),
    ).toEqual({
      kind: 'invalid',
      message: 'کچھ معلومات درست نہیں۔',
      fieldErrors: { name: 'پورا نام لازمی ہے۔' },
    });
  });

  it('tells the visitor in Urdu what the forms say for every other answer', async () => {
    const send = (id: 'project-request' | 'enrollment', fetchImpl: typeof fetch) =>
      sendLeadForm(id, (path) => path, {}, { fetchImpl, language: 'ur', text: leadTextsIn.ur[id] });
    const offline = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send('project-request', offline)).toMatchObject({
      stored: false,
      message: answers.ur.projectRequest.generic,
    });
    expect(await send('enrollment', offline)).toMatchObject({ message: answers.ur.enrollment.network });
    expect(await send('enrollment', answer(500, {}))).toMatchObject({
      message: answers.ur.enrollment.generic,
    });
    // A gateway's 502/503/504: our server is briefly unavailable (after the generic sentence for
    // the project form, whose generic sentence the specification fixes).
    expect(await send('project-request', answer(503, { message: 'x' }))).toMatchObject({
      message: `${answers.ur.projectRequest.generic} ${answers.ur.projectRequest.unavailable}`,
    });
    expect(await send('enrollment', answer(502, {}))).toMatchObject({
      message: answers.ur.enrollment.unavailable,
    });
    expect(await send('enrollment', answer(422, { errors: { phone: ['x'] } }))).toMatchObject({
      invalid: true,
      message: answers.ur.enrollment.invalid,
      fieldErrors: { phone: 'x' },
    });
    // English when no language is given, as before (the English texts).
    const english = { fetchImpl: offline, text: englishTexts.enrollment };
    expect(await sendLeadForm('enrollment', (path) => path, {}, english)).toMatchObject({
      message: 'We could not reach our server. Please check your internet connection and try again.',
    });
  });
});
