import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryPicker_categories$key } from '../../__generated__/CategoryPicker_categories.graphql';
import type { SubCategoryFormDialog_categories$key } from '../../__generated__/SubCategoryFormDialog_categories.graphql';
import type { SubCategoryFormDialog_subCategory$key } from '../../__generated__/SubCategoryFormDialog_subCategory.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { ImageUploadField } from '../admin/ImageUploadField';
import { type LocalNames, trimmedLocalNames } from './catalogueForm';
import { CategoryPicker } from './CategoryPicker';
import { LocalNamesFields, TextField } from './LocalNamesFields';
import { useCatalogueForm } from './useCatalogueForm';
import { useCreateSubCategoryMutation } from './useCreateSubCategoryMutation';
import { useUpdateSubCategoryMutation } from './useUpdateSubCategoryMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The sub-category to edit; null adds a new one. */
  subCategory: SubCategoryFormDialog_subCategory$key | null;
  /** Every category, to choose from. */
  categories: SubCategoryFormDialog_categories$key;
}

type Existing = { id: string; name: string; image: string; categoryIds: string[] } & LocalNames;

/**
 * 'Add Sub Category' or 'Edit Sub Category': name (and the optional names in Kinyarwanda and French and search
 * keywords), picture and the categories it belongs to.
 */
export function SubCategoryFormDialog({ open, onClose, subCategory, categories }: Props) {
  const data = useFragment(
    graphql`
      fragment SubCategoryFormDialog_subCategory on SubCategory {
        id
        name
        image
        nameRw
        nameFr
        keywords
        categories {
          id
        }
      }
    `,
    subCategory,
  );
  const choices = useFragment(
    graphql`
      fragment SubCategoryFormDialog_categories on Category @relay(plural: true) {
        ...CategoryPicker_categories
      }
    `,
    categories,
  );
  const existing = data
    ? { id: data.id, name: data.name, image: data.image, nameRw: data.nameRw, nameFr: data.nameFr, keywords: data.keywords, categoryIds: data.categories.map((category) => category.id) }
    : null;
  return (
    <Dialog open={open} onClose={onClose} title={existing ? <Trans>Edit Sub Category</Trans> : <Trans>Add Sub Category</Trans>}>
      <SubCategoryForm key={existing?.id ?? 'new'} existing={existing} categories={choices} onSaved={onClose} />
    </Dialog>
  );
}

function SubCategoryForm({ existing, categories, onSaved }: { existing: Existing | null; categories: CategoryPicker_categories$key; onSaved: () => void }) {
  const { t } = useLingui();
  const { form, formRef, values, problem, missing, refuse } = useCatalogueForm(existing);
  const [uploading, setUploading] = useState(false);
  const [create, creating] = useCreateSubCategoryMutation();
  const [update, updating] = useUpdateSubCategoryMutation();
  const saving = creating || updating;
  const complete = values.name.trim() !== '' && values.image !== '' && values.categoryIds.length > 0 && !uploading;

  const submit = form.handleSubmit(({ name, image, categoryIds, ...localNames }) => {
    if (!complete) return missing(uploading ? t`Wait for the image to finish uploading.` : t`Enter a name, upload an image and select at least one category.`);
    const fields = { name: name.trim(), image, categoryIds, ...trimmedLocalNames(localNames) };
    const handlers = {
      onDone: () => {
        toast.success(existing ? t`Sub Category updated` : t`Sub Category added`);
        onSaved();
      },
      onRefused: refuse,
    };
    if (existing) update({ id: existing.id, ...fields }, handlers);
    else create(fields, handlers);
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={page.form} onSubmit={(event) => (saving ? event.preventDefault() : void submit(event))} noValidate>
        <TextField name="name" label={<Trans>Name</Trans>} placeholder={t`Enter sub category name`} required />
        <LocalNamesFields />
        <ImageUploadField value={values.image} onChange={(image) => form.setValue('image', image)} onUploadingChange={setUploading} />
        <CategoryPicker categories={categories} value={values.categoryIds} onChange={(categoryIds) => form.setValue('categoryIds', categoryIds)} />
        {problem ? (
          <p role="alert" className={page.error}>
            {problem}
          </p>
        ) : null}
        {/* Looks inactive until name, image and a category are there; pressing it then says what is missing. */}
        <Button type="submit" block aria-disabled={!complete || saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Submit</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}
