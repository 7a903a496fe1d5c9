import { type RefObject, useEffect, useState } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';

/**
 * The type of a form error that holds the server's own message (set with setError), shown as it is; the forms' own
 * checks give a code instead, which the form words in the shopper's language.
 */
export const SERVER_ERROR = 'server';

/**
 * After a refused submission, the user lands on the first field that needs them, once its message is shown: after
 * each submission's own checks, and when the returned function is called for a refusal from the server.
 */
export function useFocusFirstInvalid<Values extends FieldValues>(formRef: RefObject<HTMLFormElement | null>, control: Control<Values>): () => void {
  const [request, setRequest] = useState(0);
  const { submitCount } = useFormState({ control });
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, request, submitCount]);
  return () => setRequest((count) => count + 1);
}
