import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from './resource-config';
import { ResourceTable } from './resource-table';
import { salariesResource } from './salaries';
import { slidersResource } from './sliders';

const times = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const salaries = [
  // Kept from before currencies: its amount, shown grouped.
  { _id: 'a'.repeat(24), name: '3500', amount: '3500', currency: null, period: null, ...times },
  {
    _id: 'b'.repeat(24),
    name: 'CAD 12,000.50 / month',
    amount: '12000.50',
    currency: 'CAD',
    period: 'month' as const,
    ...times,
  },
];

function table(props: Partial<Parameters<typeof ResourceTable>[0]> = {}) {
  const onRetry = vi.fn();
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <ResourceTable
      config={salariesResource}
      items={salaries}
      isLoading={false}
      failure={null}
      onRetry={onRetry}
      onEdit={onEdit}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onRetry, onEdit, onDelete };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('the generic resource table', () => {
  it('shows the configured columns and one row per record, with Edit and Delete named after it', async () => {
    const { onEdit, onDelete } = table();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['SALARY', 'ACTION']);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '3,500',
      'CAD 12,000.50 / month',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit CAD 12,000.50 / month' }));
    expect(onEdit).toHaveBeenCalledWith(salaries[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 3,500' }));
    expect(onDelete).toHaveBeenCalledWith(salaries[0]);
  });

  it('says so when there are no records', () => {
    table({ items: [] });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('cell').textContent).toBe('No salaries found.');
    expect(screen.getByRole('cell').getAttribute('colspan')).toBe('2');
  });

  it('shows a failure with Retry when nothing could be loaded', async () => {
    const { onRetry } = table({ items: undefined, failure: 'Error fetching salaries. Please try again.' });
    expect(screen.getByRole('alert').textContent).toBe('Error fetching salaries. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps showing the records it has when a refetch fails', () => {
    table({ failure: 'Error fetching salaries. Please try again.' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows a spinner, not rows, while loading', () => {
    table({ items: undefined, isLoading: true });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it("hides a resource's secondary columns on phones", () => {
    const slide: ResourceRecord & Record<string, unknown> = {
      _id: 'c'.repeat(24),
      thumbnail: 'Welcome',
      title: 'Work abroad with confidence',
      status: 'Published',
      image: '/api/files/x',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    render(
      <ResourceTable
        config={slidersResource}
        items={[slide]}
        isLoading={false}
        failure={null}
        onRetry={() => undefined}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const hidden = screen
      .getAllByRole('columnheader')
      .filter((cell) => cell.className.includes('d-none d-md-table-cell'));
    expect(hidden.map((cell) => cell.textContent)).toEqual(['STATUS']);
  });
});
