import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Refusal } from './refusal';

/**
 * The form of an account screen with fields the server may refuse (register, reset password): checked by `schema`
 * on submit, a refusal shown at the field it names (`fields`) or above the form, and every message gone once the
 * shopper changes anything (it no longer describes the form). The focus stays where the shopper is.
 */
export function useAccountForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>, schema: z.ZodType<Values, Values>, fields: readonly FieldPath<Values>[]) {
  const form = useForm<Values>({ defaultValues, resolver: zodResolver(schema), reValidateMode: 'onSubmit', shouldFocusError: false });
  const { watch, clearErrors, setError, formState } = form;

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const formRefusal = formState.errors.root?.server;
  return {
    form,
    /** What the server refused; a refusal of no field of the form keeps the field it named as its type. */
    refuse: ({ field, message }: Refusal) => {
      const at = fields.find((candidate) => candidate === field);
      if (at) setError(at, { message });
      else setError('root.server', { type: field ?? 'form', message });
    },
    /** The message of a field, its own check's or the server's. */
    errorOf: (field: FieldPath<Values>): string | null => (formState.errors[field]?.message as string | undefined) ?? null,
    /** A refusal of no field of the form: its message, and the input the server named (or 'form'). */
    formRefusal: formRefusal?.message ? { message: formRefusal.message, field: formRefusal.type } : null,
  };
}
