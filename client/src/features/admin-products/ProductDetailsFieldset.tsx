import { Trans } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { ProductField } from './ProductField';
import type { ProductFormValues } from './productFormValues';
import * as styles from './ProductForm.css';

/** The product's names, search keywords and descriptions, in English and optionally in Kinyarwanda and French. */
export function ProductDetailsFieldset() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Product details</Trans>
      </legend>
      <ProductField name="name" label={<Trans>Name</Trans>} required wide>
        {(control) => <input {...control} {...register('name')} className={styles.input} maxLength={200} autoComplete="off" />}
      </ProductField>
      {/* Optional: shoppers search in Kinyarwanda and French too, and find the product by these as by its name. */}
      <ProductField name="nameRw" label={<Trans>Name in Kinyarwanda</Trans>}>
        {(control) => <input {...control} {...register('nameRw')} className={styles.input} maxLength={200} autoComplete="off" lang="rw" />}
      </ProductField>
      <ProductField name="nameFr" label={<Trans>Name in French</Trans>}>
        {(control) => <input {...control} {...register('nameFr')} className={styles.input} maxLength={200} autoComplete="off" lang="fr" />}
      </ProductField>
      <ProductField name="keywords" label={<Trans>Search keywords</Trans>} hint={<Trans>Other words shoppers may type, separated by commas</Trans>} wide>
        {(control) => <input {...control} {...register('keywords')} className={styles.input} maxLength={500} autoComplete="off" />}
      </ProductField>
      <ProductField name="description" label={<Trans>Description</Trans>} required wide>
        {(control) => <textarea {...control} {...register('description')} className={styles.textarea} maxLength={5000} rows={5} />}
      </ProductField>
      {/* Optional: shoppers reading in Kinyarwanda or French see these instead of the English description. */}
      <ProductField name="descriptionRw" label={<Trans>Description in Kinyarwanda</Trans>} wide>
        {(control) => <textarea {...control} {...register('descriptionRw')} className={styles.textarea} maxLength={5000} rows={3} lang="rw" />}
      </ProductField>
      <ProductField name="descriptionFr" label={<Trans>Description in French</Trans>} wide>
        {(control) => <textarea {...control} {...register('descriptionFr')} className={styles.textarea} maxLength={5000} rows={3} lang="fr" />}
      </ProductField>
    </fieldset>
  );
}
