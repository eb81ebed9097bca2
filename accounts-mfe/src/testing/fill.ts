import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text as a person pasting it does: one input event, not one per character.
 * Long passwords typed key by key made the forms' tests slow on a busy machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}
