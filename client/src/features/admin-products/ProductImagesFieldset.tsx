import { Trans } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { ProductImagesField } from './ProductImagesField';
import type { ProductFormValues } from './productFormValues';
import { useFieldError } from './useFieldError';
import * as styles from './ProductForm.css';

/** The product's pictures, in the order shoppers see them. */
export function ProductImagesFieldset() {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const images = useWatch<ProductFormValues, 'images'>({ name: 'images' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Images</Trans>
      </legend>
      {/* Uploads finish in any order: each change starts from the latest list. */}
      <ProductImagesField images={images} onChange={(update) => setValue('images', update(getValues('images')))} error={useFieldError('images')} />
    </fieldset>
  );
}
