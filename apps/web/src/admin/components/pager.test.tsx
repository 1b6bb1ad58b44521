import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

/**
 * A list as the screens drive the pager: a press asks for a page, whose count is unknown (undefined)
 * until `answer()` delivers it, as a fetch would.
 */
function List({ pages, answered }: { pages: number; answered: { current: (() => void) | null } }) {
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState<number | undefined>(pages);
  return (
    <>
      <button type="button">Elsewhere</button>
      <Pager
        page={page}
        totalPages={totalPages}
        label="Pages"
        onPage={(next) => {
          setPage(next);
          setTotalPages(undefined);
          answered.current = () => setTotalPages(pages);
        }}
      />
    </>
  );
}

function renderList(pages: number) {
  const answered: { current: (() => void) | null } = { current: null };
  const user = userEvent.setup();
  render(<List pages={pages} answered={answered} />);
  const answer = async () => {
    const deliver = answered.current;
    answered.current = null;
    if (deliver) await act(deliver);
  };
  const prev = () => screen.getByRole('button', { name: LABELS.common.prev });
  const next = () => screen.getByRole('button', { name: LABELS.common.next });
  return { user, answer, prev, next };
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

  it('takes no focus from elsewhere when the list changes under it', async () => {
    const { user, answer, next } = renderList(2);
    await user.click(next());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await answer();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
