import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryPicker_categories$key } from '../../__generated__/CategoryPicker_categories.graphql';
import type { SubCategoryFormDialog_categories$key } from '../../__generated__/SubCategoryFormDialog_categories.graphql';
import type { SubCategoryFormDialog_subCategory$key } from '../../__generated__/SubCategoryFormDialog_subCategory.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { ImageUploadField } from '../admin/ImageUploadField';
import { type FieldErrors, focusRefusedField, type LocalNames, placeRefusal, type Refusal, trimmedLocalNames } from './catalogueForm';
import { CategoryPicker } from './CategoryPicker';
import { LocalNamesFields, TextField } from './LocalNamesFields';
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
  const nameInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(existing?.name ?? '');
  const [localNames, setLocalNames] = useState<LocalNames>({ nameRw: existing?.nameRw ?? '', nameFr: existing?.nameFr ?? '', keywords: existing?.keywords ?? '' });
  const [image, setImage] = useState(existing?.image ?? '');
  const [categoryIds, setCategoryIds] = useState<string[]>(existing?.categoryIds ?? []);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [create, creating] = useCreateSubCategoryMutation();
  const [update, updating] = useUpdateSubCategoryMutation();
  const saving = creating || updating;
  const complete = name.trim() !== '' && image !== '' && categoryIds.length > 0 && !uploading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!complete) {
      setProblem(uploading ? t`Wait for the image to finish uploading.` : t`Enter a name, upload an image and select at least one category.`);
      if (!name.trim()) nameInput.current?.focus();
      return;
    }
    setProblem(null);
    setFieldErrors({});
    const fields = { name: name.trim(), image, categoryIds, ...trimmedLocalNames(localNames) };
    const handlers = {
      onDone: () => {
        toast.success(existing ? t`Sub Category updated` : t`Sub Category added`);
        onSaved();
      },
      onRefused: (refusal: Refusal) => {
        const placed = placeRefusal(refusal);
        setFieldErrors(placed.fieldErrors);
        setProblem(placed.formError);
        focusRefusedField(formRef.current);
      },
    };
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
        placeholder={t`Enter sub category name`}
        error={fieldErrors.name}
        required
      />
      <LocalNamesFields values={localNames} onChange={changeLocalNames} errors={fieldErrors} />
      <ImageUploadField value={image} onChange={setImage} onUploadingChange={setUploading} />
      <CategoryPicker categories={categories} value={categoryIds} onChange={setCategoryIds} />
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
  );
}
