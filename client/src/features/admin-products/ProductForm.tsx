import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, FormProvider, useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductForm_query$key } from '../../__generated__/ProductForm_query.graphql';
import { Button } from '../../ui/Button';
import { SERVER_ERROR, useFocusFirstInvalid } from '../../ui/formRefusal';
import { AddMoreDetailDialog, MoreDetailsFieldset } from './MoreDetailsFieldset';
import { ProductCategoriesFieldset } from './ProductCategoriesFieldset';
import { ProductDetailsFieldset } from './ProductDetailsFieldset';
import { emptyProductForm, formFieldOfServerPath, type ProductFields, productFormSchema, type ProductFormValues, toProductFields } from './productFormValues';
import { ProductImagesFieldset } from './ProductImagesFieldset';
import { PriceAndStockFieldset, PromoCodeFieldset, PromotionFieldset } from './ProductPricingFieldsets';
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

/**
 * The product form of Upload Product and of the edit modal: details, pictures, categories and sub-categories,
 * price and stock, custom fields, the promotion (its fields only while ticked) and an optional promo code. It checks
 * the specification's rules before sending and shows each problem, its own or the server's, at its field.
 */
export function ProductForm({ choices, initialValues, submitLabel, busy, onSubmit }: Props) {
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
  // Checked on submit only; a field's message goes as soon as the admin changes it (useClearChangedMessages).
  const form = useForm<ProductFormValues>({ defaultValues: initialValues, resolver: zodResolver(productFormSchema), reValidateMode: 'onSubmit', shouldFocusError: false });
  const [addFieldOpen, setAddFieldOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef, form.control);
  useClearChangedMessages(form);

  const submit = form.handleSubmit(
    (values) =>
      onSubmit(toProductFields(values), {
        succeeded: () => {
          form.reset(emptyProductForm());
          // The next product starts at the top; a confirmation dialog opened now hands the focus back here. (Not
          // setFocus: the reset fields register again only when they render.)
          (formRef.current?.elements.namedItem('name') as HTMLElement | null)?.focus();
        },
        failed: ({ field, message }) => {
          const at = formFieldOfServerPath(field, form.getValues());
          form.setError((at ?? 'root.server') as FieldPath<ProductFormValues>, { type: SERVER_ERROR, message });
          if (at) focusFirstInvalid();
        },
      }),
  );

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate aria-busy={busy}>
        <ProductDetailsFieldset />
        <ProductImagesFieldset />
        <ProductCategoriesFieldset
          categories={data.categories}
          subCategories={data.subCategories.map((subCategory) => ({ id: subCategory.id, name: subCategory.name, categoryIds: subCategory.categories.map((category) => category.id) }))}
        />
        <PriceAndStockFieldset />
        <MoreDetailsFieldset onAddField={() => setAddFieldOpen(true)} />
        <PromotionFieldset />
        <PromoCodeFieldset />
        <FormError />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Loading...</Trans> : submitLabel}
          </Button>
        </div>
      </form>
      <AddMoreDetailDialog open={addFieldOpen} onClose={() => setAddFieldOpen(false)} />
    </FormProvider>
  );
}

/** A refusal the server tied to no field of the form, above the submit button. */
function FormError() {
  const { errors } = useFormState<ProductFormValues>();
  const message = errors.root?.server?.message;
  return message ? (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  ) : null;
}

/** The messages a change makes stale: the changed field's, and those of the fields that follow it. */
function useClearChangedMessages(form: UseFormReturn<ProductFormValues>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      // The custom fields' list itself changes when one is added (the others keep their messages) or removed (which
      // clears them all itself).
      if (!name || name === 'moreDetails') return;
      const stale: string[] =
        name === 'categoryIds'
          ? ['categoryIds', 'subCategoryIds']
          : name === 'onPromotion'
            ? ['promotionStartTime', 'promotionEndTime', 'promotionPrice', 'promotionLabel']
            : name.startsWith('moreDetails.')
              ? [name, 'moreDetails.root']
              : [name];
      form.clearErrors(stale as FieldPath<ProductFormValues>[]);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
