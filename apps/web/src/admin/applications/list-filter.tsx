import { Form } from 'react-bootstrap';

/** One of the list's filters: a labelled select of "all" and its choices, each a value and its words. */
export function ListFilter({
  id,
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="list-filter">
      <Form.Label htmlFor={id} className="mb-0">
        {label}
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
