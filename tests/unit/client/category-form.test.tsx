// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CategoryAdminRouteQuery, { type CategoryAdminRouteQuery as QueryType } from '../../../client/src/__generated__/CategoryAdminRouteQuery.graphql';
import { CategoryFormDialog } from '../../../client/src/features/admin-categories/CategoryFormDialog';

const CATEGORY = { id: 'Q2F0ZWdvcnk6MQ==', name: 'Dairy', image: '/uploads/dairy.webp', nameRw: '', nameFr: '', keywords: '' };

/**
 * What the server answers: the categories, then the refusal the test chose for the update (`__isError` tells Relay
 * the type is one of the Error interface's).
 */
let refusal: { field: string | null; message: string };

function Categories() {
  const data = useLazyLoadQuery<QueryType>(CategoryAdminRouteQuery, {});
  return <CategoryFormDialog open onClose={() => undefined} category={data.categories[0]!} />;
}

function renderDialog() {
  const environment = new Environment({
    network: Network.create((operation) =>
      operation.name === 'CategoryAdminRouteQuery'
        ? { data: { categories: [CATEGORY] } }
        : { data: { updateCategory: { __typename: 'ValidationError', __isError: 'ValidationError', ...refusal } } },
    ),
    store: new Store(new RecordSource()),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Categories />
        </Suspense>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
}

/** What a screen reader reads with the control: the texts its aria-describedby points at. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const field = (name: string) => screen.getByRole('textbox', { name, hidden: true });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Update Category', hidden: true })));

describe('CategoryFormDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: opening one is enough here.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
      },
      close(this: HTMLDialogElement) {
        this.open = false;
      },
    });
  });
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it("shows the server's refusal at the field it names and focuses it, drops it once the field changes, and shows any other above the button", async () => {
    renderDialog();
    await screen.findByRole('button', { name: 'Update Category', hidden: true });
    expect((field('Name') as HTMLInputElement).value).toBe('Dairy');

    refusal = { field: 'nameRw', message: 'Names are at most 80 characters' };
    fireEvent.change(field('Name in Kinyarwanda'), { target: { value: 'Amata'.repeat(20) } });
    await save();
    expect(field('Name in Kinyarwanda').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Name in Kinyarwanda'))).toBe('Names are at most 80 characters');
    expect(document.activeElement).toBe(field('Name in Kinyarwanda'));

    fireEvent.change(field('Name in Kinyarwanda'), { target: { value: 'Amata' } });
    expect(field('Name in Kinyarwanda').getAttribute('aria-invalid')).toBeNull();

    refusal = { field: 'image', message: 'The image could not be found' };
    await save();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('The image could not be found');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
