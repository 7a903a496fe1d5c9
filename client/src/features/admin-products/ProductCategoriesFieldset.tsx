import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChipSelect } from './ChipSelect';
import type { ProductFormValues } from './productFormValues';
import { useFieldError } from './useFieldError';
import * as styles from './ProductForm.css';

interface SubCategoryChoice {
  readonly id: string;
  readonly name: string;
  /** The categories it belongs to. */
  readonly categoryIds: readonly string[];
}

interface Props {
  categories: readonly { readonly id: string; readonly name: string }[];
  subCategories: readonly SubCategoryChoice[];
}

const fits = (subCategory: SubCategoryChoice, categoryIds: readonly string[]) => subCategory.categoryIds.some((id) => categoryIds.includes(id));

/** The product's categories and the sub-categories of those categories. */
export function ProductCategoriesFieldset({ categories, subCategories }: Props) {
  const { t } = useLingui();
  const { setValue } = useFormContext<ProductFormValues>();
  const [categoryIds, subCategoryIds] = useWatch<ProductFormValues, ['categoryIds', 'subCategoryIds']>({ name: ['categoryIds', 'subCategoryIds'] });
  const categoryError = useFieldError('categoryIds');
  const subCategoryError = useFieldError('subCategoryIds');

  const changeCategories = (chosen: string[]) => {
    // Sub-categories follow the categories: one whose categories are all gone leaves with them.
    const fitting = new Set(subCategories.filter((subCategory) => fits(subCategory, chosen)).map((subCategory) => subCategory.id));
    setValue('categoryIds', chosen);
    setValue(
      'subCategoryIds',
      subCategoryIds.filter((id) => fitting.has(id)),
    );
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Categories</Trans>
      </legend>
      <ChipSelect
        // The account menu's "Category" is the page (plural in French): the field's label needs its own word.
        label={<Trans context="product form field">Category</Trans>}
        placeholder={t`Select Category`}
        options={categories}
        selected={categoryIds}
        onChange={changeCategories}
        error={categoryError}
        required
      />
      <ChipSelect
        label={<Trans context="product form field">Sub Category</Trans>}
        placeholder={categoryIds.length > 0 ? t`Select Sub Category` : t`Choose a category first`}
        options={subCategories.filter((subCategory) => fits(subCategory, categoryIds))}
        selected={subCategoryIds}
        onChange={(chosen) => setValue('subCategoryIds', chosen)}
        error={subCategoryError}
        disabled={categoryIds.length === 0}
      />
    </fieldset>
  );
}
