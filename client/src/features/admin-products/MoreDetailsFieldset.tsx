import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { AddFieldDialog } from './AddFieldDialog';
import { ProductField } from './ProductField';
import { newKey, type ProductFormValues } from './productFormValues';
import { useFieldError } from './useFieldError';
import * as fieldStyles from '../../ui/FormField.css';
import * as styles from './ProductForm.css';

/** The custom fields the admin added (Brand, Origin...): a value each, and a button to remove it. */
export function MoreDetailsFieldset({ onAddField }: { onAddField: () => void }) {
  const { t } = useLingui();
  const { control, register, clearErrors } = useFormContext<ProductFormValues>();
  const { fields, remove } = useFieldArray({ control, name: 'moreDetails' });
  const listError = useFieldError('moreDetails.root');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>More details</Trans>
      </legend>
      {fields.length === 0 ? (
        <p className={styles.sectionHint}>
          <Trans>Add your own fields, such as Brand or Origin.</Trans>
        </p>
      ) : null}
      {fields.map((detail, index) => (
        <div key={detail.id} className={styles.detailRow}>
          <ProductField name={`moreDetails.${index}.value`} label={detail.name} required className={styles.detailField}>
            {(field) => <input {...field} {...register(`moreDetails.${index}.value`)} className={styles.input} maxLength={500} autoComplete="off" />}
          </ProductField>
          <Button
            tone="quiet"
            aria-label={t`Remove field ${detail.name}`}
            title={t`Remove field`}
            onClick={() => {
              remove(index);
              // Messages are kept by position, which has just changed.
              clearErrors('moreDetails');
            }}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ))}
      {listError ? <p className={fieldStyles.error}>{listError}</p> : null}
      <div>
        <Button tone="outline" onClick={onAddField}>
          <Trans>Add Field</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

/** 'Add Field' for the product form; outside its <form>, as the dialog has a form of its own. */
export function AddMoreDetailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  return (
    <AddFieldDialog
      open={open}
      existingNames={open ? getValues('moreDetails').map((detail) => detail.name) : []}
      onAdd={(name) => setValue('moreDetails', [...getValues('moreDetails'), { key: newKey('detail'), name, value: '' }])}
      onClose={onClose}
    />
  );
}
