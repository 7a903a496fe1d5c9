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

/** What the category and sub-category dialogs ask for (a category belongs to no category: its list stays empty). */
export interface CatalogueFormValues extends LocalNames {
  name: string;
  /** The uploaded picture's address; '' until one is uploaded. */
  image: string;
  categoryIds: string[];
}

/** The form as it opens: the category or sub-category as it is now, or empty. */
export function catalogueFormValues(existing: Partial<CatalogueFormValues> | null): CatalogueFormValues {
  return {
    name: existing?.name ?? '',
    nameRw: existing?.nameRw ?? '',
    nameFr: existing?.nameFr ?? '',
    keywords: existing?.keywords ?? '',
    image: existing?.image ?? '',
    categoryIds: existing?.categoryIds ?? [],
  };
}

/** The fields a dialog shows a refusal at; any other refusal goes in the box above the submit button. */
const FIELDS_WITH_THEIR_OWN_MESSAGE = ['name', 'nameRw', 'nameFr', 'keywords'] as const;

/** The field a refusal is shown at, or null for the box above the submit button. */
export function refusedField(refusal: Refusal): (typeof FIELDS_WITH_THEIR_OWN_MESSAGE)[number] | null {
  return FIELDS_WITH_THEIR_OWN_MESSAGE.find((field) => field === refusal.field) ?? null;
}

/** The local names as the server takes them: trimmed. */
export function trimmedLocalNames(values: LocalNames): LocalNames {
  return { nameRw: values.nameRw.trim(), nameFr: values.nameFr.trim(), keywords: values.keywords.trim() };
}
