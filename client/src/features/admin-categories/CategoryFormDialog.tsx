import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryFormDialog_category$key } from '../../__generated__/CategoryFormDialog_category.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { ImageUploadField } from '../admin/ImageUploadField';
import { type FieldErrors, focusRefusedField, type LocalNames, placeRefusal, type Refusal, trimmedLocalNames } from './catalogueForm';
import { LocalNamesFields, TextField } from './LocalNamesFields';
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
      <CategoryForm key={data?.id ?? 'new'} existing={data ?? null} onSaved={onClose} />
    </Dialog>
  );
}

type Existing = { id: string; name: string; image: string } & LocalNames;

function CategoryForm({ existing, onSaved }: { existing: Existing | null; onSaved: () => void }) {
  const { t } = useLingui();
  const nameInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(existing?.name ?? '');
  const [localNames, setLocalNames] = useState<LocalNames>({ nameRw: existing?.nameRw ?? '', nameFr: existing?.nameFr ?? '', keywords: existing?.keywords ?? '' });
  const [image, setImage] = useState(existing?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const saving = creating || updating;
  const complete = name.trim() !== '' && image !== '' && !uploading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!complete) {
      setProblem(uploading ? t`Wait for the image to finish uploading.` : t`Enter a name and upload an image.`);
      if (!name.trim()) nameInput.current?.focus();
      return;
    }
    setProblem(null);
    setFieldErrors({});
    const handlers = {
      onDone: () => {
        toast.success(existing ? t`Category updated` : t`Category added`);
        onSaved();
      },
      onRefused: (refusal: Refusal) => {
        const placed = placeRefusal(refusal);
        setFieldErrors(placed.fieldErrors);
        setProblem(placed.formError);
        focusRefusedField(formRef.current);
      },
    };
    const fields = { name: name.trim(), image, ...trimmedLocalNames(localNames) };
    if (existing) update({ id: existing.id, ...fields }, handlers);
    else create(fields, handlers);
  };

  const changeLocalNames = (patch: Partial<LocalNames>) => {
    setLocalNames((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  return (
    <form ref={formRef} className={page.form} onSubmit={submit} noValidate>
      <TextField
        inputRef={nameInput}
        label={<Trans>Name</Trans>}
        value={name}
        onChange={(value) => {
          setName(value);
          setFieldErrors(({ name: _name, ...others }) => others);
        }}
        placeholder={t`Enter category name`}
        error={fieldErrors.name}
        required
      />
      <LocalNamesFields values={localNames} onChange={changeLocalNames} errors={fieldErrors} />
      <ImageUploadField
        value={image}
        onChange={setImage}
        onUploadingChange={setUploading}
        disabledReason={name.trim() ? null : t`Enter a name first, then upload the image.`}
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
  );
}
