import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductForm_query$key } from '../../__generated__/ProductForm_query.graphql';
import { Button } from '../../ui/Button';
import { AddFieldDialog } from './AddFieldDialog';
import { ChipSelect } from './ChipSelect';
import { FormField } from './FormField';
import { ProductImagesField } from './ProductImagesField';
import {
  DEFAULT_PROMOTION_LABEL,
  type DiscountType,
  emptyProductForm,
  type FieldProblem,
  formFieldOfServerPath,
  newKey,
  type ProductFields,
  type ProductFormValues,
  type ProductImage,
  toProductFields,
  validateProductForm,
} from './productFormValues';
import * as styles from './ProductForm.css';

/** How the page tells the form what became of a submission. */
export interface SubmitOutcome {
  /** Saved: the form returns to its defaults. */
  succeeded: () => void;
  /** Refused: the message is shown at the field the server named, else above the button. */
  failed: (failure: { field: string | null; message: string }) => void;
}

interface Props {
  choices: ProductForm_query$key;
  initialValues: ProductFormValues;
  submitLabel: ReactNode;
  busy: boolean;
  onSubmit: (fields: ProductFields, outcome: SubmitOutcome) => void;
}

type Errors = Partial<Record<string, string>>;

/**
 * The product form of Upload Product and of the edit modal: details, pictures, categories and sub-categories,
 * price and stock, custom fields, the promotion (its fields only while ticked) and an optional promo code. It checks
 * the specification's rules before sending and shows each problem, its own or the server's, at its field.
 */
export function ProductForm({ choices, initialValues, submitLabel, busy, onSubmit }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProductForm_query on Query {
        categories {
          id
          name
        }
        subCategories {
          id
          name
          categories {
            id
          }
        }
      }
    `,
    choices,
  );
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [addFieldOpen, setAddFieldOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const problemMessage = useProblemMessages();

  // After a refused submission, the admin lands on the first field that needs them.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Changes some values; the messages of the changed fields no longer apply. */
  const change = useCallback((patch: Partial<ProductFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    const cleared = fields.length > 0 ? fields : Object.keys(patch);
    setErrors((current) => (cleared.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))) : current));
  }, []);

  const changeImages = useCallback(
    (update: (images: ProductImage[]) => ProductImage[]) => {
      setValues((current) => ({ ...current, images: update(current.images) }));
      setErrors((current) => (current.images ? { ...current, images: undefined } : current));
    },
    [],
  );

  const subCategoryFits = (subCategory: (typeof data.subCategories)[number], categoryIds: readonly string[]) =>
    subCategory.categories.some((category) => categoryIds.includes(category.id));
  const subCategoryChoices = data.subCategories.filter((subCategory) => subCategoryFits(subCategory, values.categoryIds));

  const changeCategories = (categoryIds: string[]) => {
    // Sub-categories follow the categories: one whose categories are all gone leaves with them.
    const fitting = new Set(data.subCategories.filter((subCategory) => subCategoryFits(subCategory, categoryIds)).map((subCategory) => subCategory.id));
    change({ categoryIds, subCategoryIds: values.subCategoryIds.filter((id) => fitting.has(id)) }, 'categoryIds', 'subCategoryIds');
  };

  const changePromoCode = (patch: Partial<ProductFormValues['promoCode']>) => {
    setValues((current) => ({ ...current, promoCode: { ...current.promoCode, ...patch } }));
    const cleared = Object.keys(patch).map((field) => `promoCode.${field}`);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))));
  };

  const changeDetail = (key: string, index: number, value: string) => {
    setValues((current) => ({ ...current, moreDetails: current.moreDetails.map((detail) => (detail.key === key ? { ...detail, value } : detail)) }));
    setErrors((current) => ({ ...current, [`moreDetails.${index}.value`]: undefined, moreDetails: undefined }));
  };

  const removeDetail = (key: string) => {
    setValues((current) => ({ ...current, moreDetails: current.moreDetails.filter((detail) => detail.key !== key) }));
    // Messages are kept by position, which has just changed.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('moreDetails'))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problems = validateProductForm(values);
    const found = Object.entries(problems).filter((entry): entry is [string, FieldProblem] => entry[1] !== undefined);
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map(([field, problem]) => [field, problemMessage(problem)])));
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    onSubmit(toProductFields(values), {
      succeeded: () => {
        setValues(emptyProductForm());
        setErrors({});
        // The next product starts at the top; a confirmation dialog opened now hands the focus back here.
        nameRef.current?.focus();
      },
      failed: ({ field, message }) => {
        const at = formFieldOfServerPath(field, values);
        if (at) {
          setErrors({ [at]: message });
          setFocusRequest((count) => count + 1);
        } else {
          setFormError(message);
        }
      },
    });
  };

  const promo = values.promoCode;
  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Product details</Trans>
          </legend>
          <FormField label={<Trans>Name</Trans>} error={errors.name} required wide>
            {(control) => (
              <input {...control} ref={nameRef} className={styles.input} value={values.name} maxLength={200} autoComplete="off" onChange={(event) => change({ name: event.target.value })} />
            )}
          </FormField>
          {/* Optional: shoppers search in Kinyarwanda and French too, and find the product by these as by its name. */}
          <FormField label={<Trans>Name in Kinyarwanda</Trans>} error={errors.nameRw}>
            {(control) => (
              <input {...control} className={styles.input} value={values.nameRw} maxLength={200} autoComplete="off" lang="rw" onChange={(event) => change({ nameRw: event.target.value })} />
            )}
          </FormField>
          <FormField label={<Trans>Name in French</Trans>} error={errors.nameFr}>
            {(control) => (
              <input {...control} className={styles.input} value={values.nameFr} maxLength={200} autoComplete="off" lang="fr" onChange={(event) => change({ nameFr: event.target.value })} />
            )}
          </FormField>
          <FormField label={<Trans>Search keywords</Trans>} hint={<Trans>Other words shoppers may type, separated by commas</Trans>} error={errors.keywords} wide>
            {(control) => (
              <input {...control} className={styles.input} value={values.keywords} maxLength={500} autoComplete="off" onChange={(event) => change({ keywords: event.target.value })} />
            )}
          </FormField>
          <FormField label={<Trans>Description</Trans>} error={errors.description} required wide>
            {(control) => (
              <textarea {...control} className={styles.textarea} value={values.description} maxLength={5000} rows={5} onChange={(event) => change({ description: event.target.value })} />
            )}
          </FormField>
          {/* Optional: shoppers reading in Kinyarwanda or French see these instead of the English description. */}
          <FormField label={<Trans>Description in Kinyarwanda</Trans>} error={errors.descriptionRw} wide>
            {(control) => (
              <textarea {...control} className={styles.textarea} value={values.descriptionRw} maxLength={5000} rows={3} lang="rw" onChange={(event) => change({ descriptionRw: event.target.value })} />
            )}
          </FormField>
          <FormField label={<Trans>Description in French</Trans>} error={errors.descriptionFr} wide>
            {(control) => (
              <textarea {...control} className={styles.textarea} value={values.descriptionFr} maxLength={5000} rows={3} lang="fr" onChange={(event) => change({ descriptionFr: event.target.value })} />
            )}
          </FormField>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Images</Trans>
          </legend>
          <ProductImagesField images={values.images} onChange={changeImages} error={errors.images} />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Categories</Trans>
          </legend>
          <ChipSelect
            // The account menu's "Category" is the page (plural in French): the field's label needs its own word.
            label={<Trans context="product form field">Category</Trans>}
            placeholder={t`Select Category`}
            options={data.categories}
            selected={values.categoryIds}
            onChange={changeCategories}
            error={errors.categoryIds}
            required
          />
          <ChipSelect
            label={<Trans context="product form field">Sub Category</Trans>}
            placeholder={values.categoryIds.length > 0 ? t`Select Sub Category` : t`Choose a category first`}
            options={subCategoryChoices}
            selected={values.subCategoryIds}
            onChange={(subCategoryIds) => change({ subCategoryIds })}
            error={errors.subCategoryIds}
            disabled={values.categoryIds.length === 0}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Price and stock</Trans>
          </legend>
          <FormField label={<Trans>Unit</Trans>} hint={<Trans>For example: 1 kg, 500 ml, 1 piece</Trans>} error={errors.unit} required>
            {(control) => <input {...control} className={styles.input} value={values.unit} maxLength={50} autoComplete="off" onChange={(event) => change({ unit: event.target.value })} />}
          </FormField>
          <FormField label={<Trans>Stock</Trans>} error={errors.stock} required>
            {(control) => <NumberInput {...control} value={values.stock} onValue={(stock) => change({ stock })} />}
          </FormField>
          <FormField label={<Trans>Price (RWF)</Trans>} error={errors.price} required>
            {(control) => <NumberInput {...control} value={values.price} onValue={(price) => change({ price })} />}
          </FormField>
          <FormField label={<Trans>Discount (%)</Trans>} hint={<Trans>0 for no discount</Trans>} error={errors.discount} required>
            {(control) => <NumberInput {...control} value={values.discount} onValue={(discount) => change({ discount })} />}
          </FormField>
          <FormField label={<Trans>Stock alert threshold</Trans>} hint={<Trans>Shoppers see 'Only n left' below this stock.</Trans>} error={errors.stockAlertThreshold}>
            {(control) => <NumberInput {...control} value={values.stockAlertThreshold} onValue={(stockAlertThreshold) => change({ stockAlertThreshold })} />}
          </FormField>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>More details</Trans>
          </legend>
          {values.moreDetails.length === 0 ? (
            <p className={styles.sectionHint}>
              <Trans>Add your own fields, such as Brand or Origin.</Trans>
            </p>
          ) : null}
          {values.moreDetails.map((detail, index) => (
            <div key={detail.key} className={styles.detailRow}>
              <FormField label={detail.name} error={errors[`moreDetails.${index}.value`]} required className={styles.detailField}>
                {(control) => (
                  <input {...control} className={styles.input} value={detail.value} maxLength={500} autoComplete="off" onChange={(event) => changeDetail(detail.key, index, event.target.value)} />
                )}
              </FormField>
              <Button tone="quiet" aria-label={t`Remove field ${detail.name}`} title={t`Remove field`} onClick={() => removeDetail(detail.key)}>
                <span aria-hidden="true">×</span>
              </Button>
            </div>
          ))}
          {errors.moreDetails ? <p className={styles.error}>{errors.moreDetails}</p> : null}
          <div>
            <Button tone="outline" onClick={() => setAddFieldOpen(true)}>
              <Trans>Add Field</Trans>
            </Button>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Promotion</Trans>
          </legend>
          <label className={styles.checkboxRow}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={values.onPromotion}
              onChange={(event) => change({ onPromotion: event.target.checked }, 'promotionStartTime', 'promotionEndTime', 'promotionPrice', 'promotionLabel')}
            />
            <Trans>On promotion</Trans>
          </label>
          {values.onPromotion ? (
            <div className={styles.reveal}>
              <FormField label={<Trans>Promotion label</Trans>} hint={<Trans>Shown on the product's badge.</Trans>} error={errors.promotionLabel}>
                {(control) => (
                  <input
                    {...control}
                    className={styles.input}
                    value={values.promotionLabel}
                    placeholder={DEFAULT_PROMOTION_LABEL}
                    maxLength={20}
                    autoComplete="off"
                    onChange={(event) => change({ promotionLabel: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={<Trans>Promotion price (RWF)</Trans>} error={errors.promotionPrice} required>
                {(control) => <NumberInput {...control} value={values.promotionPrice} onValue={(promotionPrice) => change({ promotionPrice })} />}
              </FormField>
              <FormField label={<Trans>Promotion start</Trans>} error={errors.promotionStartTime} required>
                {(control) => (
                  <input {...control} type="datetime-local" className={styles.input} value={values.promotionStartTime} onChange={(event) => change({ promotionStartTime: event.target.value })} />
                )}
              </FormField>
              <FormField label={<Trans>Promotion end</Trans>} error={errors.promotionEndTime} required>
                {(control) => (
                  <input {...control} type="datetime-local" className={styles.input} value={values.promotionEndTime} onChange={(event) => change({ promotionEndTime: event.target.value })} />
                )}
              </FormField>
            </div>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Trans>Promo code</Trans>
          </legend>
          <p className={styles.sectionHint}>
            <Trans>Optional: leave the code empty for no promo code.</Trans>
          </p>
          <FormField label={<Trans>Code</Trans>} error={errors['promoCode.code']}>
            {(control) => (
              <input {...control} className={styles.input} value={promo.code} maxLength={32} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(event) => changePromoCode({ code: event.target.value })} />
            )}
          </FormField>
          <FormField label={<Trans>Discount type</Trans>} error={errors['promoCode.discountType']}>
            {(control) => (
              <select {...control} className={styles.select} value={promo.discountType} onChange={(event) => changePromoCode({ discountType: event.target.value as DiscountType })}>
                <option value="PERCENTAGE">{t`Percentage (%)`}</option>
                <option value="FIXED">{t`Fixed (RWF)`}</option>
              </select>
            )}
          </FormField>
          <FormField label={<Trans>Discount value</Trans>} error={errors['promoCode.discountValue']} required={promo.code.trim() !== ''}>
            {(control) => <NumberInput {...control} value={promo.discountValue} onValue={(discountValue) => changePromoCode({ discountValue })} />}
          </FormField>
          <FormField label={<Trans>Expires at</Trans>} error={errors['promoCode.expiresAt']}>
            {(control) => <input {...control} type="datetime-local" className={styles.input} value={promo.expiresAt} onChange={(event) => changePromoCode({ expiresAt: event.target.value })} />}
          </FormField>
          <FormField label={<Trans>Usage limit</Trans>} hint={<Trans>Empty for no limit.</Trans>} error={errors['promoCode.usageLimit']}>
            {(control) => <NumberInput {...control} value={promo.usageLimit} placeholder="100" onValue={(usageLimit) => changePromoCode({ usageLimit })} />}
          </FormField>
          <label className={styles.checkboxRow}>
            <input type="checkbox" className={styles.checkbox} checked={promo.allowMultiple} onChange={(event) => changePromoCode({ allowMultiple: event.target.checked })} />
            <Trans>Allow multiple uses per order</Trans>
          </label>
        </fieldset>

        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Loading...</Trans> : submitLabel}
          </Button>
        </div>
      </form>
      <AddFieldDialog
        open={addFieldOpen}
        existingNames={values.moreDetails.map((detail) => detail.name)}
        onAdd={(name) => setValues((current) => ({ ...current, moreDetails: [...current.moreDetails, { key: newKey('detail'), name, value: '' }] }))}
        onClose={() => setAddFieldOpen(false)}
      />
    </>
  );
}

/** A whole-number text input: the numeric keypad on phones, and no spinner arrows that change prices by accident. */
function NumberInput({ onValue, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void }) {
  return <input {...rest} className={styles.input} inputMode="numeric" autoComplete="off" onChange={(event) => onValue(event.target.value)} />;
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
