import { SEARCH_MAX } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { useSearchDraft } from '../components/use-search-draft';

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
  const [draft, setDraft] = useSearchDraft(value, onSearch);

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
          maxLength={SEARCH_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </div>
  );
}
