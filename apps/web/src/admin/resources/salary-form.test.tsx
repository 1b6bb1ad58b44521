import { screen, waitFor, within } from '@testing-library/react';
import type { Salary } from '@visadesk/contract';
import { CATALOGUE_API, MESSAGES } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ResourceForm } from './resource-form';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';
import { salariesResource } from './salaries';

let token: string;
beforeEach(async () => {
  token = await signInAsAdmin();
});

/** An amount no other test of this run takes. */
const amount = () => 1000 + Math.floor(Math.random() * 8_000_000);
const grouped = (value: number) => value.toLocaleString('en-US');

async function salaries(): Promise<Salary[]> {
  const response = await fetch(CATALOGUE_API.salaries.list, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the salary form', () => {
  it('records "CAD 3,200 / month" from an amount as typed, a currency and a period', async () => {
    const value = amount();
    const { user, router } = renderScreen('/addNewSalary', <ResourceForm config={salariesResource} />);
    await user.type(screen.getByLabelText('Amount'), grouped(value));
    await user.selectOptions(screen.getByLabelText('Currency'), 'CAD');
    await user.selectOptions(screen.getByLabelText('Paid per'), 'Month');
    expect(screen.getByRole('option', { name: 'CAD (Canadian Dollar)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add New Salary' }));

    expect(await screen.findByText('Salary added successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/salary'));
    expect((await salaries()).find((salary) => salary.amount === String(value))).toMatchObject({
      name: `CAD ${grouped(value)} / month`,
      currency: 'CAD',
      period: 'month',
    });
  });

  it('asks for the currency and the period at their fields, before any request', async () => {
    const { user } = renderScreen('/addNewSalary', <ResourceForm config={salariesResource} />);
    await user.type(screen.getByLabelText('Amount'), '-20');
    await user.click(screen.getByRole('button', { name: 'Add New Salary' }));
    expect(await screen.findByText(MESSAGES.salaries.positive)).toBeTruthy();
    expect(screen.getByText(MESSAGES.salaries.currency)).toBeTruthy();
    expect(screen.getByText(MESSAGES.salaries.period)).toBeTruthy();
    expect(screen.getByLabelText('Currency').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens a salary with its amount, currency and period in the form', async () => {
    const value = amount();
    const response = await fetch(CATALOGUE_API.salaries.create, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: `${value}.5`, currency: 'AUD', period: 'hour' }),
    });
    const record: Salary = await response.json();
    renderScreen(`/editSalary?id=${record._id}`, <ResourceFormPage resource="salaries" mode="edit" />);
    expect((await screen.findByLabelText<HTMLInputElement>('Amount')).value).toBe(`${value}.50`);
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('AUD');
    expect(screen.getByLabelText<HTMLSelectElement>('Paid per').value).toBe('hour');
  });

  it('lists salaries by their text', async () => {
    const value = amount();
    await fetch(CATALOGUE_API.salaries.create, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: String(value), currency: 'PHP', period: 'year' }),
    });
    renderScreen(
      `/salary?search=${encodeURIComponent(`PHP ${grouped(value)}`)}`,
      <ResourceListPage resource="salaries" />,
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(`PHP ${grouped(value)} / year`)).toBeTruthy();
  });
});
