import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SERVER_ERROR, useFocusFirstInvalid } from '../../ui/formRefusal';
import { catalogueFormValues, type CatalogueFormValues, type Refusal, refusedField } from './catalogueForm';

/**
 * The form of the category and sub-category dialogs: the values, the server's refusal shown at its field (focused)
 * or above the submit button, what is missing said there too, and a field's refusal gone once it is changed.
 */
export function useCatalogueForm(existing: Partial<CatalogueFormValues> | null) {
  const form = useForm<CatalogueFormValues>({ defaultValues: catalogueFormValues(existing), reValidateMode: 'onSubmit', shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, form.control);
  const [name, image, categoryIds] = useWatch({ control: form.control, name: ['name', 'image', 'categoryIds'] });

  useEffect(() => {
    const subscription = form.watch((_values, { name: changed }) => {
      if (changed) form.clearErrors(changed);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return {
    form,
    formRef,
    values: { name, image, categoryIds },
    /** The box above the submit button: the server's refusal of no field, or what is missing. */
    problem: form.formState.errors.root?.server?.message,
    /** Says what is missing above the submit button, and goes to the name when that is it. */
    missing: (message: string) => {
      form.setError('root.server', { type: SERVER_ERROR, message });
      if (!name.trim()) form.setFocus('name');
    },
    refuse: (refusal: Refusal) => {
      const field = refusedField(refusal);
      form.setError(field ?? 'root.server', { type: SERVER_ERROR, message: refusal.message });
      if (field) focusFirstInvalid();
    },
  };
}
