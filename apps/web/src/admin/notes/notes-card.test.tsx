import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { LABELS, NOTE_LIMITS } from '@visadesk/contract/plain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addApplication } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { NotesCard } from './notes-card';
import { useNextDeadline } from './use-next-deadline';

// The notes card against the real API: add, edit your own, delete (an admin), and the refusals.
const N = LABELS.notes;

beforeEach(async () => {
  await signInAsAdmin();
});

async function openCard() {
  const id = String((await addApplication())._id);
  const view = renderScreen('/userView', <NotesCard applicationId={id} />);
  const card = await screen.findByRole('region', { name: N.title });
  await within(card).findByText(N.none);
  return { ...view, card };
}

describe('the notes card', () => {
  it('adds notes newest first, edits your own and deletes one after a confirmation', async () => {
    const { user, card } = await openCard();
    const box = within(card).getByLabelText(N.newNote);
    await user.type(box, 'Called the employer.');
    await user.click(within(card).getByRole('button', { name: N.add }));
    expect(await within(card).findByText('Called the employer.')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    await user.type(box, 'Second note.');
    await user.click(within(card).getByRole('button', { name: N.add }));
    const items = () => within(card).queryAllByRole('listitem');
    await waitFor(() =>
      expect(items().map((item) => item.querySelector('.note-body')?.textContent)).toEqual([
        'Second note.',
        'Called the employer.',
      ]),
    );

    const first = items()[1] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: N.edit }));
    const editBox = within(first).getByLabelText(N.editNote);
    await user.clear(editBox);
    await user.type(editBox, 'Called the employer twice.');
    await user.click(within(first).getByRole('button', { name: N.save }));
    expect(await within(card).findByText('Called the employer twice.')).toBeTruthy();
    await waitFor(() => expect(within(items()[1] as HTMLElement).getByText(`(${N.edited})`)).toBeTruthy());

    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: N.delete }));
    const dialog = await screen.findByRole('dialog', { name: N.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: N.deleteConfirm }));
    await waitFor(() => expect(within(card).queryByText('Second note.')).toBeNull());
    expect(items()).toHaveLength(1);
  });

  it('says what is wrong with an empty or unstorable note before sending it', async () => {
    const { user, card } = await openCard();
    await user.type(within(card).getByLabelText(N.newNote), '   ');
    await user.click(within(card).getByRole('button', { name: N.add }));
    expect(
      await within(card).findByText(
        `Please write a note of 1 to ${NOTE_LIMITS.bodyMax.toLocaleString('en')} characters.`,
      ),
    ).toBeTruthy();
    expect(within(card).getByText(N.none)).toBeTruthy();
  });
});

describe('useNextDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders again once the nearest deadline ahead has passed', () => {
    vi.useFakeTimers();
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = new Date(Date.now() + 120_000).toISOString();
    const { result } = renderHook(() => useNextDeadline([later, soon]));
    const start = result.current;
    expect(Date.parse(soon) > result.current).toBe(true);
    act(() => vi.advanceTimersByTime(60_100));
    expect(result.current).toBeGreaterThan(Date.parse(soon));
    expect(result.current - start).toBeGreaterThanOrEqual(60_000);
    act(() => vi.advanceTimersByTime(60_100));
    expect(result.current).toBeGreaterThan(Date.parse(later));
  });
});
