/**
 * The browser's own checks of a form (required fields, an e-mail's form, a date's range) say
 * what is wrong in the browser's language, not the page's. On a page in another language than
 * English, the forms replace those messages with the contract's, so that a visitor of an /ur page
 * reads the same Urdu the API would answer. English pages keep the browser's own messages.
 */
import type { FieldRule } from './fields';
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { ValidationMessages } from './messages';

/**
 * The part of a control's `ValidityState` the forms' fields can fail. Written out rather than
 * taken from the DOM's types: the API compiles this package without them.
 */
export interface Validity {
  readonly valueMissing: boolean;
  readonly typeMismatch: boolean;
  readonly rangeUnderflow: boolean;
  readonly rangeOverflow: boolean;
  readonly badInput: boolean;
  readonly tooLong: boolean;
}

/** What the contract's `messages` say about a control the browser found invalid ('' when valid). */
export function validityMessage(rule: FieldRule, validity: Validity, messages: ValidationMessages): string {
  if (validity.valueMissing) return messages.required(rule);
  if (validity.tooLong) return messages.tooLong(rule);
  if (validity.typeMismatch) return rule.kind === 'email' ? messages.email : messages.notText(rule);
  if (validity.badInput) return rule.kind === 'date' ? messages.date(rule) : messages.notText(rule);
  if (validity.rangeUnderflow) return messages.datePast(rule);
  if (validity.rangeOverflow) return messages.dateTooFar(rule);
  return '';
}

/** An input, a select or a text area, as far as its validity goes. */
interface Control {
  readonly validity: Validity;
  setCustomValidity(message: string): void;
}

/** Handlers a field spreads on its control: none in English, the contract's messages otherwise. */
export interface ValidityHandlers {
  onInvalid?: (event: { currentTarget: Control }) => void;
  onInput?: (event: { currentTarget: Control }) => void;
}

/**
 * For a control of `rule` on a page in `language`: when the browser finds it invalid, the
 * contract's message from `messages` (the form's texts in that language); once the visitor changes
 * it, the browser checks it afresh.
 */
export function validityHandlers(
  rule: FieldRule,
  language: Language,
  messages: ValidationMessages,
): ValidityHandlers {
  if (language === DEFAULT_LANGUAGE) return {};
  return {
    onInvalid: ({ currentTarget }) => {
      currentTarget.setCustomValidity('');
      currentTarget.setCustomValidity(validityMessage(rule, currentTarget.validity, messages));
    },
    onInput: ({ currentTarget }) => currentTarget.setCustomValidity(''),
  };
}
