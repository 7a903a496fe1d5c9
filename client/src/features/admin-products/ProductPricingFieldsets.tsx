import { Trans, useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, Ref } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ProductField } from './ProductField';
import { DEFAULT_PROMOTION_LABEL, type ProductFormValues } from './productFormValues';
import * as styles from './ProductForm.css';

/** The unit, stock, price, discount, low-stock threshold and purchase limit. */
export function PriceAndStockFieldset() {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Price and stock</Trans>
      </legend>
      <ProductField name="unit" label={<Trans>Unit</Trans>} hint={<Trans>For example: 1 kg, 500 ml, 1 piece</Trans>} required>
        {(control) => <input {...control} {...register('unit')} className={styles.input} maxLength={50} autoComplete="off" />}
      </ProductField>
      <ProductField name="stock" label={<Trans>Stock</Trans>} required>
        {(control) => <NumberInput {...control} {...register('stock')} />}
      </ProductField>
      <ProductField name="price" label={<Trans>Price (RWF)</Trans>} required>
        {(control) => <NumberInput {...control} {...register('price')} />}
      </ProductField>
      <ProductField name="discount" label={<Trans>Discount (%)</Trans>} hint={<Trans>0 for no discount</Trans>} required>
        {(control) => <NumberInput {...control} {...register('discount')} />}
      </ProductField>
      <ProductField name="stockAlertThreshold" label={<Trans>Stock alert threshold</Trans>} hint={<Trans>Shoppers see 'Only n left' below this stock.</Trans>}>
        {(control) => <NumberInput {...control} {...register('stockAlertThreshold')} />}
      </ProductField>
      <ProductField name="maxPerOrder" label={<Trans>Limit per order</Trans>} hint={<Trans>The most one order may hold. Empty for no limit.</Trans>}>
        {(control) => <NumberInput {...control} {...register('maxPerOrder')} />}
      </ProductField>
    </fieldset>
  );
}

/** The promotion: a tick, and while it is ticked its label, price, start and end. */
export function PromotionFieldset() {
  const { register } = useFormContext<ProductFormValues>();
  const onPromotion = useWatch<ProductFormValues, 'onPromotion'>({ name: 'onPromotion' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Promotion</Trans>
      </legend>
      <label className={styles.checkboxRow}>
        <input type="checkbox" className={styles.checkbox} {...register('onPromotion')} />
        <Trans>On promotion</Trans>
      </label>
      {onPromotion ? (
        <div className={styles.reveal}>
          <ProductField name="promotionLabel" label={<Trans>Promotion label</Trans>} hint={<Trans>Shown on the product's badge.</Trans>}>
            {(control) => <input {...control} {...register('promotionLabel')} className={styles.input} placeholder={DEFAULT_PROMOTION_LABEL} maxLength={20} autoComplete="off" />}
          </ProductField>
          <ProductField name="promotionPrice" label={<Trans>Promotion price (RWF)</Trans>} required>
            {(control) => <NumberInput {...control} {...register('promotionPrice')} />}
          </ProductField>
          <ProductField name="promotionStartTime" label={<Trans>Promotion start</Trans>} required>
            {(control) => <input {...control} {...register('promotionStartTime')} type="datetime-local" className={styles.input} />}
          </ProductField>
          <ProductField name="promotionEndTime" label={<Trans>Promotion end</Trans>} required>
            {(control) => <input {...control} {...register('promotionEndTime')} type="datetime-local" className={styles.input} />}
          </ProductField>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The product's optional promo code: its discount, expiry, usage limit and whether it applies more than once. */
export function PromoCodeFieldset() {
  const { t } = useLingui();
  const { register } = useFormContext<ProductFormValues>();
  const code = useWatch<ProductFormValues, 'promoCode.code'>({ name: 'promoCode.code' });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Promo code</Trans>
      </legend>
      <p className={styles.sectionHint}>
        <Trans>Optional: leave the code empty for no promo code.</Trans>
      </p>
      <ProductField name="promoCode.code" label={<Trans>Code</Trans>}>
        {(control) => <input {...control} {...register('promoCode.code')} className={styles.input} maxLength={32} autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
      </ProductField>
      <ProductField name="promoCode.discountType" label={<Trans>Discount type</Trans>}>
        {(control) => (
          <select {...control} {...register('promoCode.discountType')} className={styles.select}>
            <option value="PERCENTAGE">{t`Percentage (%)`}</option>
            <option value="FIXED">{t`Fixed (RWF)`}</option>
          </select>
        )}
      </ProductField>
      <ProductField name="promoCode.discountValue" label={<Trans>Discount value</Trans>} required={code.trim() !== ''}>
        {(control) => <NumberInput {...control} {...register('promoCode.discountValue')} />}
      </ProductField>
      <ProductField name="promoCode.expiresAt" label={<Trans>Expires at</Trans>}>
        {(control) => <input {...control} {...register('promoCode.expiresAt')} type="datetime-local" className={styles.input} />}
      </ProductField>
      <ProductField name="promoCode.usageLimit" label={<Trans>Usage limit</Trans>} hint={<Trans>Empty for no limit.</Trans>}>
        {(control) => <NumberInput {...control} {...register('promoCode.usageLimit')} placeholder="100" />}
      </ProductField>
      <label className={styles.checkboxRow}>
        <input type="checkbox" className={styles.checkbox} {...register('promoCode.allowMultiple')} />
        <Trans>Allow multiple uses per order</Trans>
      </label>
    </fieldset>
  );
}

/** A whole-number text input: the numeric keypad on phones, and no spinner arrows that change prices by accident. */
function NumberInput(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input {...props} className={styles.input} inputMode="numeric" autoComplete="off" />;
}
