// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadProductRouteQuery, { type UploadProductRouteQuery as QueryType } from '../../../client/src/__generated__/UploadProductRouteQuery.graphql';
import { ProductForm, type SubmitOutcome } from '../../../client/src/features/admin-products/ProductForm';
import { emptyProductForm, type ProductFields, type ProductFormValues } from '../../../client/src/features/admin-products/productFormValues';

const CATEGORIES = {
  categories: [{ id: 'Q2F0ZWdvcnk6MQ==', name: 'Groceries' }],
  subCategories: [{ id: 'U3ViQ2F0ZWdvcnk6MQ==', name: 'Honey', categories: [{ id: 'Q2F0ZWdvcnk6MQ==' }] }],
};

type Submit = (fields: ProductFields, outcome: SubmitOutcome) => void;

function Form({ initialValues, onSubmit }: { initialValues: ProductFormValues; onSubmit: Submit }) {
  const data = useLazyLoadQuery<QueryType>(UploadProductRouteQuery, {});
  return <ProductForm choices={data} initialValues={initialValues} submitLabel="Submit" busy={false} onSubmit={onSubmit} />;
}

async function renderForm(initialValues = emptyProductForm()) {
  const submitted: { fields: ProductFields; outcome: SubmitOutcome }[] = [];
  const environment = new Environment({ network: Network.create(() => ({ data: CATEGORIES })), store: new Store(new RecordSource()) });
  render(
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Form initialValues={initialValues} onSubmit={vi.fn<Submit>((fields, outcome) => void submitted.push({ fields, outcome }))} />
        </Suspense>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
  await screen.findByRole('button', { name: 'Submit' });
  return submitted;
}

/** What a screen reader reads with the control: the texts its aria-describedby points at. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

/** The fields every product needs, filled in. */
function fillRequired() {
  type('Name', ' Kivu Honey ');
  type('Description', 'Forest honey');
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: CATEGORIES.categories[0]!.id } });
  type('Unit', '500 g');
  type('Stock', '20');
  type('Price (RWF)', '6,000');
  type('Discount (%)', '0');
}

// The whole form renders in jsdom for each step: slow on a busy machine, so more than the default 5 s.
describe('ProductForm', { timeout: 20_000 }, () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it('shows its own problems at their fields, focuses the first, sends nothing, and drops a message once its field changes', async () => {
    const submitted = await renderForm();
    type('Name', 'Kivu Honey');
    await submit();

    expect(submitted).toHaveLength(0);
    const descriptionField = field('Description');
    expect(document.activeElement).toBe(descriptionField);
    expect(descriptionField.getAttribute('aria-invalid')).toBe('true');
    expect(description(descriptionField)).toBe('This field is required');
    expect(description(screen.getByRole('combobox', { name: 'Category' }))).toBe('Choose at least one category');
    expect(description(field('Price (RWF)'))).toBe('This field is required');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();

    type('Price (RWF)', 'lots');
    expect(field('Price (RWF)').getAttribute('aria-invalid')).toBeNull();
    expect(description(descriptionField)).toBe('This field is required');
    await submit();
    expect(description(field('Price (RWF)'))).toBe('Enter a whole number');
  });

  it('sends the typed product as the GraphQL input', async () => {
    const submitted = await renderForm();
    fillRequired();
    await submit();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.fields).toMatchObject({ name: 'Kivu Honey', price: 6000, stock: 20, discount: 0, categoryIds: [CATEGORIES.categories[0]!.id], promoCode: null });
  });

  it("shows the server's refusal at the field it names and focuses it, or above the button when the form has no such field", async () => {
    const submitted = await renderForm({ ...emptyProductForm(), moreDetails: [{ key: 'brand', name: 'Brand', value: 'Isoko' }] });
    fillRequired();
    type('Code', 'AB');
    type('Discount value', '5');
    await submit();
    await act(async () => submitted[0]!.outcome.failed({ field: 'promoCode.code', message: 'Promo code must be at least 3 characters' }));
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Code'))).toBe('Promo code must be at least 3 characters');
    expect(document.activeElement).toBe(field('Code'));

    // A new submission starts clean; a custom field's name is shown at its value.
    await submit();
    expect(field('Code').getAttribute('aria-invalid')).toBeNull();
    await act(async () => submitted[1]!.outcome.failed({ field: 'moreDetails.0.name', message: 'Field names must be unique' }));
    expect(description(field('Brand'))).toBe('Field names must be unique');
    expect(document.activeElement).toBe(field('Brand'));

    await submit();
    await act(async () => submitted[2]!.outcome.failed({ field: 'id', message: 'This product no longer exists' }));
    expect(screen.getByRole('alert').textContent).toBe('This product no longer exists');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('returns to an empty form on the Name field once the product is saved', async () => {
    const submitted = await renderForm();
    fillRequired();
    await submit();
    await act(async () => submitted[0]!.outcome.succeeded());
    expect((field('Name') as HTMLInputElement).value).toBe('');
    expect((field('Stock alert threshold') as HTMLInputElement).value).toBe('5');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('moves a picture keeping the focus on it, and removes one handing the focus to Add images', async () => {
    const stored = (url: string) => ({ key: url, url, previewUrl: null, progress: 1, fileName: '' });
    await renderForm({ ...emptyProductForm(), images: [stored('/uploads/a.webp'), stored('/uploads/b.webp')] });
    const sources = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    expect(sources()).toEqual(['/uploads/a.webp?w=320', '/uploads/b.webp?w=320']);

    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    expect(sources()).toEqual(['/uploads/b.webp?w=320', '/uploads/a.webp?w=320']);
    // At the end of the row its 'later' button is disabled: the focus is on the other one.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 earlier' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(sources()).toEqual(['/uploads/a.webp?w=320']);
    expect(document.activeElement).toBe(document.querySelector('input[type="file"]'));
  });
});
