import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

type Pending = { current: (() => void) | null };

/**
 * A list as the screens drive the pager: a press asks for a page, whose count is unknown (undefined)
 * until `answer()` delivers it, as a fetch would. With `isRouted`, the page itself changes only on
 * `arrive()`, as a navigation the router completes a moment after the press.
 */
function List({
  pages,
  answered,
  arriving,
  isRouted,
}: {
  pages: number;
  answered: Pending;
  arriving: Pending;
  isRouted: boolean;
}) {
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState<number | undefined>(pages);
  const show = (next: number) => {
    setPage(next);
    setTotalPages(undefined);
    answered.current = () => setTotalPages(pages);
  };
  return (
    <>
      <button type="button">Elsewhere</button>
      <Pager
        page={page}
        totalPages={totalPages}
        label="Pages"
        onPage={(next) => {
          if (isRouted) arriving.current = () => show(next);
          else show(next);
        }}
      />
    </>
  );
}

function renderList(pages: number, isRouted = false) {
  const answered: Pending = { current: null };
  const arriving: Pending = { current: null };
  const user = userEvent.setup();
  render(<List pages={pages} answered={answered} arriving={arriving} isRouted={isRouted} />);
  const settle = (pending: Pending) => async () => {
    const deliver = pending.current;
    pending.current = null;
    if (deliver) await act(deliver);
  };
  const prev = () => screen.getByRole('button', { name: LABELS.common.prev });
  const next = () => screen.getByRole('button', { name: LABELS.common.next });
  return { user, answer: settle(answered), arrive: settle(arriving), prev, next };
}

describe('the pager keeps the keyboard where it was', () => {
  it('keeps Next pressable and focused while the next page loads, and after', async () => {
    const { user, answer, next } = renderList(3);
    next().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(LABELS.common.pageOf(2, 3))).toBeTruthy();
    // Still loading: the last count stands, so the button is neither disabled nor unfocused.
    expect(next().hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(next());
    await answer();
    expect(document.activeElement).toBe(next());
    // So the next Enter goes on.
    await user.keyboard('{Enter}');
    await answer();
    expect(screen.getByText(LABELS.common.pageOf(3, 3))).toBeTruthy();
  });

  it('moves the focus to Prev when Next reaches the last page, and to Next when Prev reaches the first', async () => {
    const { user, answer, prev, next } = renderList(2);
    next().focus();
    await user.keyboard('{Enter}');
    await answer();
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(prev());
    await user.keyboard('{Enter}');
    await answer();
    expect(screen.getByText(LABELS.common.pageOf(1, 2))).toBeTruthy();
    expect(prev().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(next());
  });

  it('hands the focus on at the last page when the page it left answers after the press', async () => {
    const { user, answer, arrive, prev, next } = renderList(3, true);
    next().focus();
    await user.keyboard('{Enter}');
    await arrive();
    // Page 2 still loading, and Next pressed again: its answer comes before the router moves to page 3.
    await user.keyboard('{Enter}');
    await answer();
    await arrive();
    expect(screen.getByText(LABELS.common.pageOf(3, 3))).toBeTruthy();
    await answer();
    expect(next().hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(prev());
  });

  it('takes no focus from elsewhere when the list changes under it', async () => {
    const { user, answer, next } = renderList(2);
    await user.click(next());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await answer();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
