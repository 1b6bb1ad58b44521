import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { AskFirstButton } from './ask-first-button';

function renderButton(onConfirm: () => Promise<void>) {
  render(
    <AskFirstButton
      label="Remove"
      title="Remove the key?"
      busyLabel="Removing…"
      isBusy={false}
      onConfirm={onConfirm}
    >
      The key stops working.
    </AskFirstButton>,
  );
  return userEvent.setup();
}

describe('a button that asks first', () => {
  it('acts only once the dialog is confirmed, then closes the dialog', async () => {
    const onConfirm = vi.fn(async () => {});
    const user = renderButton(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the key?' });
    expect(dialog.textContent).toContain('The key stops working.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Remove' }).at(-1) as HTMLElement);
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing when the dialog is cancelled', async () => {
    const onConfirm = vi.fn(async () => {});
    const user = renderButton(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: LABELS.users.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
