import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryFormDialog_category$key } from '../../__generated__/CategoryFormDialog_category.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { ImageUploadField } from '../admin/ImageUploadField';
import { type LocalNames, trimmedLocalNames } from './catalogueForm';
import { LocalNamesFields, TextField } from './LocalNamesFields';
import { useCatalogueForm } from './useCatalogueForm';
import { useCreateCategoryMutation } from './useCreateCategoryMutation';
import { useUpdateCategoryMutation } from './useUpdateCategoryMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The category to update; null adds a new one. */
  category: CategoryFormDialog_category$key | null;
}

/**
 * 'Add Category' or 'Update Category': a name, its optional names in Kinyarwanda and French and search keywords,
 * then its picture (uploading waits for the name).
 */
export function CategoryFormDialog({ open, onClose, category }: Props) {
  const data = useFragment(
    graphql`
      fragment CategoryFormDialog_category on Category {
        id
        name
        image
        nameRw
        nameFr
        keywords
      }
    `,
    category,
  );
  return (
    <Dialog open={open} onClose={onClose} title={data ? <Trans>Update Category</Trans> : <Trans>Add Category</Trans>}>
      {/* Mounted on opening, so the form starts from the category as it is now (or empty). */}
      <CategoryForm
        key={data?.id ?? 'new'}
        existing={data ? { id: data.id, name: data.name, image: data.image, nameRw: data.nameRw, nameFr: data.nameFr, keywords: data.keywords } : null}
        onSaved={onClose}
      />
    </Dialog>
  );
}

type Existing = { id: string; name: string; image: string } & LocalNames;

function CategoryForm({ existing, onSaved }: { existing: Existing | null; onSaved: () => void }) {
  const { t } = useLingui();
  const { form, formRef, values, problem, missing, refuse } = useCatalogueForm(existing);
  const [uploading, setUploading] = useState(false);
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const saving = creating || updating;
  const complete = values.name.trim() !== '' && values.image !== '' && !uploading;

  const submit = form.handleSubmit(({ name, image, ...localNames }) => {
    if (!complete) return missing(uploading ? t`Wait for the image to finish uploading.` : t`Enter a name and upload an image.`);
    const handlers = {
      onDone: () => {
        toast.success(existing ? t`Category updated` : t`Category added`);
        onSaved();
      },
      onRefused: refuse,
    };
    const fields = { name: name.trim(), image, ...trimmedLocalNames(localNames) };
    if (existing) update({ id: existing.id, ...fields }, handlers);
    else create(fields, handlers);
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={page.form} onSubmit={(event) => (saving ? event.preventDefault() : void submit(event))} noValidate>
        <TextField name="name" label={<Trans>Name</Trans>} placeholder={t`Enter category name`} required />
        <LocalNamesFields />
        <ImageUploadField
          value={values.image}
          onChange={(image) => form.setValue('image', image)}
          onUploadingChange={setUploading}
          disabledReason={values.name.trim() ? null : t`Enter a name first, then upload the image.`}
        />
        {problem ? (
          <p role="alert" className={page.error}>
            {problem}
          </p>
        ) : null}
        {/* Looks inactive until the name and image are there; pressing it then says what is missing. */}
        <Button type="submit" block aria-disabled={!complete || saving}>
          {saving ? <Trans>Saving...</Trans> : existing ? <Trans>Update Category</Trans> : <Trans>Add Category</Trans>}
        </Button>
      </form>
    </FormProvider>
  );
}
