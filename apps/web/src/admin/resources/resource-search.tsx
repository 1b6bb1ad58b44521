import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { useDebouncedValue } from '../components/use-debounced-value';

const SEARCH_DELAY_MS = 300;

interface ResourceSearchProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in the address; the box follows it on Back and Forward. */
  value: string;
  onSearch: (search: string) => void;
}

/** The list's search box: it asks the server once the typing pauses. */
export function ResourceSearch({ id, label, placeholder, value, onSearch }: ResourceSearchProps) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the typed search settles
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced]);

  return (
    <div className="list-toolbar">
      <div className="list-search">
        <Form.Label htmlFor={id} visuallyHidden>
          {label}
        </Form.Label>
        <Icon name="search" size={18} className="list-search-icon" />
        <Form.Control
          id={id}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </div>
  );
}
