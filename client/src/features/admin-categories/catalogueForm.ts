/**
 * What the category and sub-category dialogs share with their mutations: the optional search words they send and
 * how a refusal from the server finds its place on the form.
 */

/** The optional search words of a category or sub-category, as typed ('' clears what is stored). */
export interface LocalNames {
  nameRw: string;
  nameFr: string;
  keywords: string;
}

/** A save the server refused, with the input field at fault when it names one. */
export interface Refusal {
  message: string;
  field: string | null;
}

/** The fields a dialog shows a refusal at; any other refusal goes in the box above the submit button. */
export type FieldErrors = Partial<Record<'name' | keyof LocalNames, string>>;

const FIELDS_WITH_THEIR_OWN_MESSAGE: readonly string[] = ['name', 'nameRw', 'nameFr', 'keywords'];

/** Splits a refusal into a message at its field, or a message for the whole form. */
export function placeRefusal(refusal: Refusal): { fieldErrors: FieldErrors; formError: string | null } {
  if (refusal.field && FIELDS_WITH_THEIR_OWN_MESSAGE.includes(refusal.field)) {
    return { fieldErrors: { [refusal.field]: refusal.message }, formError: null };
  }
  return { fieldErrors: {}, formError: refusal.message };
}

/** The local names as the server takes them: trimmed. */
export function trimmedLocalNames(values: LocalNames): LocalNames {
  return { nameRw: values.nameRw.trim(), nameFr: values.nameFr.trim(), keywords: values.keywords.trim() };
}

/** Once the refusal is on screen, the admin lands on the field it is about (if it names one). */
export function focusRefusedField(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
