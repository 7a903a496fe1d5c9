import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductEditDialog_product$data, ProductEditDialog_product$key } from '../../__generated__/ProductEditDialog_product.graphql';
import type { ProductEditDialog_query$key } from '../../__generated__/ProductEditDialog_query.graphql';
import { Dialog } from '../../ui/Dialog';
import { ProductForm } from './ProductForm';
import { DEFAULT_PROMOTION_LABEL, emptyProductForm, newKey, type ProductFormValues, toLocalDateTime } from './productFormValues';
import { useUpdateProductMutation } from './useUpdateProductMutation';
import * as styles from './AdminProducts.css';

interface Props {
  product: ProductEditDialog_product$key;
  choices: ProductEditDialog_query$key;
  onClose: () => void;
}

/**
 * The edit modal of the product list (titled 'Upload Product', as the specification has it): the product form
 * filled with the product as it is now. Saving closes it; the list shows the new values from the store.
 */
export function ProductEditDialog({ product, choices, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductEditDialog_product on Product {
        id
        name
        nameRw
        nameFr
        keywords
        description
        descriptionRw
        descriptionFr
        images
        unit
        stock
        price
        discount
        stockAlertThreshold
        maxPerOrder
        categories {
          id
        }
        subCategories {
          id
        }
        moreDetails {
          name
          value
        }
        onPromotion
        promotionLabel
        promotionStartTime
        promotionEndTime
        promotionPrice
        promoCode {
          code
          discountType
          discountValue
          expiresAt
          usageLimit
          allowMultiple
        }
      }
    `,
    product,
  );
  const query = useFragment(
    graphql`
      fragment ProductEditDialog_query on Query {
        ...ProductForm_query
      }
    `,
    choices,
  );
  // The form starts from the product as it was when the modal opened; later store updates do not move the admin's typing.
  const [initialValues] = useState(() => formValuesOf(data));
  const [update, updating] = useUpdateProductMutation();
  // Closed through the dialog itself, so focus goes back to the Edit button that opened it.
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={onClose} title={<Trans context="edit product dialog">Upload Product</Trans>} wide>
      <div className={styles.editBody}>
        <ProductForm
          choices={query}
          initialValues={initialValues}
          submitLabel={<Trans>Update Product</Trans>}
          busy={updating}
          onSubmit={(fields, outcome) =>
            update(data.id, fields, {
              onUpdated: () => {
                outcome.succeeded();
                setOpen(false);
              },
              onFailed: outcome.failed,
            })
          }
        />
      </div>
    </Dialog>
  );
}

/** The form's values for a product: numbers as text, times in the admin's clock, an empty promo code if it has none. */
function formValuesOf(product: ProductEditDialog_product$data): ProductFormValues {
  const empty = emptyProductForm();
  const code = product.promoCode;
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: product.name,
    nameRw: product.nameRw,
    nameFr: product.nameFr,
    keywords: product.keywords,
    description: product.description,
    descriptionRw: product.descriptionRw,
    descriptionFr: product.descriptionFr,
    images: product.images.map((url) => ({ key: newKey('image'), url, previewUrl: null, progress: 1, fileName: '' })),
    categoryIds: product.categories.map((category) => category.id),
    subCategoryIds: product.subCategories.map((subCategory) => subCategory.id),
    unit: product.unit,
    stock: text(product.stock),
    price: text(product.price),
    discount: text(product.discount),
    stockAlertThreshold: text(product.stockAlertThreshold),
    maxPerOrder: text(product.maxPerOrder),
    moreDetails: product.moreDetails.map((detail) => ({ key: newKey('detail'), name: detail.name, value: detail.value })),
    onPromotion: product.onPromotion,
    promotionLabel: product.promotionLabel || DEFAULT_PROMOTION_LABEL,
    promotionStartTime: toLocalDateTime(product.promotionStartTime),
    promotionEndTime: toLocalDateTime(product.promotionEndTime),
    promotionPrice: text(product.promotionPrice),
    promoCode: code
      ? {
          code: code.code,
          discountType: code.discountType === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
          discountValue: text(code.discountValue),
          expiresAt: toLocalDateTime(code.expiresAt),
          savedExpiresAt: code.expiresAt ?? null,
          usageLimit: text(code.usageLimit),
          allowMultiple: code.allowMultiple,
        }
      : empty.promoCode,
  };
}
