import { FormField, type FormFieldProps } from '../../ui/FormField';
import { type ProductFieldName, useFieldError } from './useFieldError';

/** A FormField of the product form: its message is the form's for `name`, its own or the server's. */
export function ProductField({ name, ...field }: Omit<FormFieldProps, 'error'> & { name: ProductFieldName }) {
  return <FormField {...field} error={useFieldError(name)} />;
}
