// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  formFieldOfServerPath,
  fromLocalDateTime,
  type ProductFormValues,
  toLocalDateTime,
  toProductFields,
  validateProductForm,
} from '../../../client/src/features/admin-products/productFormValues';

/** A form a careful admin filled in: every required field, one category, no promotion, no promo code. */
function filledForm(patch: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductForm(),
    name: ' Kivu Honey ',
    description: 'Forest honey',
    categoryIds: ['Q2F0ZWdvcnk6MQ=='],
    unit: '500 g',
    stock: '20',
    price: '6,000',
    discount: '0',
    ...patch,
  };
}

describe('the product form values', () => {
  it('start from the specification defaults: label PROMO, alert threshold 5, percentage codes', () => {
    const empty = emptyProductForm();
    expect(empty.promotionLabel).toBe('PROMO');
    expect(empty.stockAlertThreshold).toBe('5');
    expect(empty.promoCode.discountType).toBe('PERCENTAGE');
    expect(empty.onPromotion).toBe(false);
  });

  it('ask for every required field, whole numbers and at least one category', () => {
    expect(validateProductForm(emptyProductForm())).toEqual({
      name: 'required',
      description: 'required',
      unit: 'required',
      categoryIds: 'chooseCategory',
      stock: 'required',
      price: 'required',
      discount: 'required',
    });
    expect(validateProductForm(filledForm({ stock: '2.5', price: '0', discount: '120', stockAlertThreshold: 'five' }))).toEqual({
      stock: 'wholeNumber',
      price: 'priceTooLow',
      discount: 'percentTooHigh',
      stockAlertThreshold: 'wholeNumber',
    });
    expect(validateProductForm(filledForm())).toEqual({});
  });

  it('need a value for each custom field and no picture still uploading', () => {
    const form = filledForm({
      moreDetails: [
        { key: 'a', name: 'Brand', value: 'Isoko' },
        { key: 'b', name: 'Origin', value: '  ' },
      ],
      images: [{ key: 'i', url: null, previewUrl: 'blob:x', progress: 0.4, fileName: 'honey.png' }],
    });
    expect(validateProductForm(form)).toEqual({ 'moreDetails.1.value': 'detailValueRequired', images: 'imagesUploading' });
  });

  it('check the promotion only while it is ticked: both times, end after start, a price below the price', () => {
    expect(validateProductForm(filledForm({ promotionPrice: '9999999', promotionStartTime: 'nonsense' }))).toEqual({});
    expect(validateProductForm(filledForm({ onPromotion: true }))).toEqual({
      promotionStartTime: 'promotionStartRequired',
      promotionEndTime: 'promotionEndRequired',
      promotionPrice: 'promotionPriceRequired',
    });
    expect(
      validateProductForm(filledForm({ onPromotion: true, promotionStartTime: '2030-05-02T10:00', promotionEndTime: '2030-05-01T10:00', promotionPrice: '6000' })),
    ).toEqual({ promotionEndTime: 'promotionEndBeforeStart', promotionPrice: 'promotionPriceNotBelowPrice' });
  });

  it('check a promo code only when one is entered', () => {
    expect(validateProductForm(filledForm({ promoCode: { ...emptyProductForm().promoCode, discountValue: 'abc', usageLimit: 'x' } }))).toEqual({});
    const code = (patch: Partial<ProductFormValues['promoCode']>) => filledForm({ promoCode: { ...emptyProductForm().promoCode, code: 'HONEY', ...patch } });
    expect(validateProductForm(code({}))).toEqual({ 'promoCode.discountValue': 'promoValueRequired' });
    expect(validateProductForm(code({ discountValue: '101' }))).toEqual({ 'promoCode.discountValue': 'promoPercentTooHigh' });
    expect(validateProductForm(code({ discountType: 'FIXED', discountValue: '7000' }))).toEqual({ 'promoCode.discountValue': 'promoFixedAbovePrice' });
    expect(validateProductForm(code({ discountValue: '10', usageLimit: 'many' }))).toEqual({ 'promoCode.usageLimit': 'wholeNumber' });
  });

  it('become the GraphQL input: trimmed text, numbers, no promotion fields unless ticked, no promo code unless entered', () => {
    const fields = toProductFields(
      filledForm({
        stockAlertThreshold: '',
        promotionStartTime: '2030-05-01T10:00',
        promotionPrice: '4500',
        images: [
          { key: 'a', url: '/uploads/catalog/a.webp', previewUrl: null, progress: 1, fileName: '' },
          { key: 'b', url: '/uploads/catalog/b.webp', previewUrl: null, progress: 1, fileName: '' },
        ],
      }),
    );
    expect(fields).toMatchObject({
      name: 'Kivu Honey',
      nameRw: '',
      nameFr: '',
      keywords: '',
      price: 6000,
      stock: 20,
      discount: 0,
      stockAlertThreshold: null,
      images: ['/uploads/catalog/a.webp', '/uploads/catalog/b.webp'],
      onPromotion: false,
      promotionLabel: 'PROMO',
      promotionStartTime: null,
      promotionEndTime: null,
      promotionPrice: null,
      promoCode: null,
    });
  });

  it('send the local names and keywords trimmed, and empty ones as empty text (which clears what is stored)', () => {
    const fields = toProductFields(filledForm({ nameRw: ' Ubuki bwa Kivu ', nameFr: 'Miel du Kivu ', keywords: ' honey, asali ' }));
    expect(fields).toMatchObject({ nameRw: 'Ubuki bwa Kivu', nameFr: 'Miel du Kivu', keywords: 'honey, asali' });
  });

  it('send a ticked promotion as ISO times and a promo code without its empty or unreadable fields', () => {
    const fields = toProductFields(
      filledForm({
        onPromotion: true,
        promotionLabel: '  ',
        promotionStartTime: '2030-05-01T10:00',
        promotionEndTime: '2030-05-03T18:30',
        promotionPrice: '4500',
        promoCode: { code: ' honey10 ', discountType: 'FIXED', discountValue: '500', expiresAt: '2030-05-0', savedExpiresAt: null, usageLimit: '', allowMultiple: true },
      }),
    );
    expect(fields.promotionStartTime).toBe(new Date(2030, 4, 1, 10, 0).toISOString());
    expect(fields.promotionEndTime).toBe(new Date(2030, 4, 3, 18, 30).toISOString());
    expect(fields.promotionPrice).toBe(4500);
    expect(fields.promotionLabel).toBe('PROMO');
    expect(fields.promoCode).toEqual({ code: 'honey10', discountType: 'FIXED', discountValue: 500, allowMultiple: true });

    const withExpiry = toProductFields(filledForm({ promoCode: { ...emptyProductForm().promoCode, code: 'HONEY', discountValue: '10', expiresAt: '2030-12-31T23:59', usageLimit: '100' } }));
    expect(withExpiry.promoCode).toEqual({
      code: 'HONEY',
      discountType: 'PERCENTAGE',
      discountValue: 10,
      expiresAt: new Date(2030, 11, 31, 23, 59).toISOString(),
      usageLimit: 100,
      allowMultiple: false,
    });
  });

  it('send an untouched saved expiry back to the second, and an edited one from the input', () => {
    const saved = new Date(2020, 0, 5, 7, 9, 42, 123).toISOString();
    const promoCode = { ...emptyProductForm().promoCode, code: 'OLD', discountValue: '5', savedExpiresAt: saved };
    expect(toProductFields(filledForm({ promoCode: { ...promoCode, expiresAt: toLocalDateTime(saved) } })).promoCode?.expiresAt).toBe(saved);
    expect(toProductFields(filledForm({ promoCode: { ...promoCode, expiresAt: '2031-02-03T04:05' } })).promoCode?.expiresAt).toBe(new Date(2031, 1, 3, 4, 5).toISOString());
    expect(toProductFields(filledForm({ promoCode: { ...promoCode, expiresAt: '' } })).promoCode).not.toHaveProperty('expiresAt');
  });

  it('turn server times into datetime-local values in the local clock, and back', () => {
    const iso = new Date(2030, 0, 5, 7, 9).toISOString();
    expect(toLocalDateTime(iso)).toBe('2030-01-05T07:09');
    expect(fromLocalDateTime('2030-01-05T07:09')).toBe(iso);
    expect(toLocalDateTime(null)).toBe('');
    expect(fromLocalDateTime('')).toBeNull();
    expect(fromLocalDateTime('2030-01-05')).toBeNull();
  });

  it("place the server's problems at the form's fields", () => {
    const form = filledForm({ moreDetails: [{ key: 'a', name: 'Brand', value: 'Isoko' }] });
    expect(formFieldOfServerPath('promoCode.code', form)).toBe('promoCode.code');
    expect(formFieldOfServerPath('images.3', form)).toBe('images');
    expect(formFieldOfServerPath('moreDetails.0.name', form)).toBe('moreDetails.0.value');
    expect(formFieldOfServerPath('moreDetails', form)).toBe('moreDetails.root');
    expect(formFieldOfServerPath('stock', form)).toBe('stock');
    expect(formFieldOfServerPath('nameFr', form)).toBe('nameFr');
    expect(formFieldOfServerPath('keywords', form)).toBe('keywords');
    expect(formFieldOfServerPath('id', form)).toBeNull();
    expect(formFieldOfServerPath(null, form)).toBeNull();
  });
});
