import { LABELS } from '@visadesk/contract/plain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { hasNextPage, hasPreviousPage, pageLabel } from './pagination';

interface PagerProps {
  page: number;
  /** The list's page count; undefined while the page asked for is loading. */
  totalPages: number | undefined;
  label: string;
  onPage: (page: number) => void;
}

type Side = 'previous' | 'next';

/** A press not yet answered: its side and the page it was pressed on. */
type Press = { side: Side; from: number };

/**
 * Prev / `Page X of Y` / Next under a list; the label is announced when the page changes.
 *
 * The keyboard stays where it was: while the next page loads, the count is the last one known (a
 * count of 0 in that moment disabled the pressed button, and the browser dropped its focus to the
 * page, so the next Enter did nothing). When the pressed button is disabled because the list is at
 * its end, the focus moves to the other one, which is where the user can go from there. A press
 * waits for the list to leave the page it was made on: the router moves a moment after the press,
 * and the answer for the page left (pressed again while it loaded) can arrive in that moment.
 */
export function Pager({ page, totalPages, label, onPage }: PagerProps) {
  const [known, setKnown] = useState(totalPages ?? 0);
  if (totalPages !== undefined && totalPages !== known) setKnown(totalPages);
  const total = totalPages ?? known;
  const buttons = { previous: useRef<HTMLButtonElement>(null), next: useRef<HTMLButtonElement>(null) };
  const labelRef = useRef<HTMLSpanElement>(null);
  const pressed = useRef<Press | null>(null);
  const canGo = { previous: hasPreviousPage(page), next: hasNextPage(page, total) };

  const isLoaded = totalPages !== undefined;

  // Once the page pressed for has its count: the pressed button, if now disabled, hands the focus on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of page or count
  useEffect(() => {
    const press = pressed.current;
    if (!press || !isLoaded || page === press.from) return;
    pressed.current = null;
    const { side } = press;
    if (canGo[side]) return;
    const focus = document.activeElement;
    // Only when the focus was on the button the user pressed (or lost with it), never taken from elsewhere.
    if (focus !== buttons[side].current && focus !== document.body && focus !== null) return;
    const other: Side = side === 'next' ? 'previous' : 'next';
    (canGo[other] ? buttons[other].current : labelRef.current)?.focus();
  }, [page, total, isLoaded]);

  const go = (side: Side) => {
    pressed.current = { side, from: page };
    onPage(side === 'next' ? page + 1 : page - 1);
  };

  const button = (side: Side, children: ReactNode) => (
    <Button
      ref={buttons[side]}
      variant="outline-secondary"
      size="sm"
      disabled={!canGo[side]}
      onClick={() => go(side)}
    >
      {children}
    </Button>
  );

  return (
    <nav className="pager" aria-label={label}>
      {button(
        'previous',
        <>
          <Icon name="arrowLeft" size={15} />
          {LABELS.common.prev}
        </>,
      )}
      {/* Focusable from script only: where the focus goes when neither button can be used. */}
      <span ref={labelRef} className="pager-label" aria-live="polite" tabIndex={-1}>
        {pageLabel(page, total)}
      </span>
      {button(
        'next',
        <>
          {LABELS.common.next}
          <Icon name="arrowRight" size={15} />
        </>,
      )}
    </nav>
  );
}
