import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryFormDialog_category$key } from '../../__generated__/CategoryFormDialog_category.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { ImageUploadField } from '../admin/ImageUploadField';
import { useCreateCategoryMutation } from './useCreateCategoryMutation';
import { useUpdateCategoryMutation } from './useUpdateCategoryMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The category to update; null adds a new one. */
  category: CategoryFormDialog_category$key | null;
}

/** 'Add Category' or 'Update Category': a name, then its picture (uploading waits for the name). */
export function CategoryFormDialog({ open, onClose, category }: Props) {
  const data = useFragment(
    graphql`
      fragment CategoryFormDialog_category on Category {
        id
        name
        image
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

function CategoryForm({ existing, onSaved }: { existing: { id: string; name: string; image: string } | null; onSaved: () => void }) {
  const { t } = useLingui();
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(existing?.name ?? '');
  const [image, setImage] = useState(existing?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
    const handlers = {
      onDone: () => {
        toast.success(existing ? t`Category updated` : t`Category added`);
        onSaved();
      },
      onRefused: setProblem,
    };
    if (existing) update({ id: existing.id, name: name.trim(), image }, handlers);
    else create({ name: name.trim(), image }, handlers);
  };

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <div className={page.field}>
        <label htmlFor={nameId} className={page.label}>
          <Trans>Name</Trans>
        </label>
        <input
          ref={nameInput}
          id={nameId}
          className={page.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t`Enter category name`}
          autoComplete="off"
          required
        />
      </div>
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
