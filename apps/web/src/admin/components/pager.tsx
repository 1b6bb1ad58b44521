import { LABELS } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { hasNextPage, hasPreviousPage, pageLabel } from './pagination';

interface PagerProps {
  page: number;
  totalPages: number;
  label: string;
  onPage: (page: number) => void;
}

/** Prev / `Page X of Y` / Next under a list; the label is announced when the page changes. */
export function Pager({ page, totalPages, label, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={!hasPreviousPage(page)}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="arrowLeft" size={15} />
        {LABELS.common.prev}
      </Button>
      <span className="pager-label" aria-live="polite">
        {pageLabel(page, totalPages)}
      </span>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={!hasNextPage(page, totalPages)}
        onClick={() => onPage(page + 1)}
      >
        {LABELS.common.next}
        <Icon name="arrowRight" size={15} />
      </Button>
    </nav>
  );
}
