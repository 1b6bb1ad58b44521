import { Form } from 'react-bootstrap';
import { pageSizeChoices } from './use-page-size';

interface PageSizeSelectProps {
  id: string;
  label: string;
  /** The list's own size, always offered beside the shared choices. */
  initial: number;
  value: number;
  onChange: (size: number) => void;
}

/** "Rows per page" under a list, beside its pager. */
export function PageSizeSelect({ id, label, initial, value, onChange }: PageSizeSelectProps) {
  return (
    <div className="list-page-size">
      <Form.Label htmlFor={id} className="mb-0">
        {label}
      </Form.Label>
      <Form.Select id={id} size="sm" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {pageSizeChoices(initial).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
