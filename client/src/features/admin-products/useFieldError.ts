import { useLingui } from '@lingui/react/macro';
import { type FieldError, type FieldPath, get, useFormState } from 'react-hook-form';
import { SERVER_ERROR } from '../../ui/formRefusal';
import type { FieldProblem, ProductFormValues } from './productFormValues';

/** A field of the product form, or `moreDetails.root` (the custom fields' list as a whole). */
export type ProductFieldName = FieldPath<ProductFormValues> | 'moreDetails.root';

/** The message to show at a field of the product form, in the admin's language; undefined when it has none. */
export function useFieldError(name: ProductFieldName): string | undefined {
  const { errors } = useFormState<ProductFormValues>({ name: name === 'moreDetails.root' ? 'moreDetails' : name });
  const describe = useProblemMessages();
  const error: FieldError | undefined = get(errors, name);
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR ? error.message : describe(error.message as FieldProblem);
}

/** The sentence for each problem the form's own checks find. */
function useProblemMessages(): (problem: FieldProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'required':
        return t`This field is required`;
      case 'wholeNumber':
        return t`Enter a whole number`;
      case 'priceTooLow':
        return t`The price must be at least 1 RWF`;
      case 'limitTooLow':
        return t`Enter at least 1, or leave it empty for no limit`;
      case 'percentTooHigh':
        return t`Enter a percentage from 0 to 100`;
      case 'chooseCategory':
        return t`Choose at least one category`;
      case 'detailValueRequired':
        return t`Enter a value for this field`;
      case 'promotionStartRequired':
        return t`Choose when the promotion starts`;
      case 'promotionEndRequired':
        return t`Choose when the promotion ends`;
      case 'promotionEndBeforeStart':
        return t`The promotion must end after it starts`;
      case 'promotionPriceRequired':
        return t`Enter the promotion price`;
      case 'promotionPriceNotBelowPrice':
        return t`The promotion price must be below the price`;
      case 'promoValueRequired':
        return t`Enter the discount value`;
      case 'promoPercentTooHigh':
        return t`A percentage discount must be at most 100`;
      case 'promoFixedAbovePrice':
        return t`A fixed discount cannot be more than the price`;
      case 'imagesUploading':
        return t`Wait for the images to finish uploading`;
    }
  };
}
