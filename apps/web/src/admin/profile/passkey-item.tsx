import type { Passkey } from '@visadesk/contract';
import { PASSKEY_LABELS as L, MESSAGES, PASSKEY_LIMITS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Badge, Button, Form, InputGroup, ListGroup } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { AskFirstButton } from '../../components/ask-first-button';
import { formatDateTime } from '../../lib/dates';
import { passkeyErrorMessage } from './passkey-name';
import { useRemovePasskeyMutation, useRenamePasskeyMutation } from './passkeys-api';

/** One passkey of the list: its name, when added and last used; rename in place, remove after asking. */
export function PasskeyItem({ passkey, onChanged }: { passkey: Passkey; onChanged: () => void }) {
  const [remove, { isLoading: isRemoving }] = useRemovePasskeyMutation();
  const [isRenaming, setIsRenaming] = useState(false);

  const confirmRemove = async () => {
    try {
      toast.success((await remove(passkey.id).unwrap()).message);
      onChanged();
    } catch (error) {
      toast.error(passkeyErrorMessage(error));
    }
  };

  if (isRenaming)
    return (
      <RenameForm
        passkey={passkey}
        onDone={(renamed) => {
          setIsRenaming(false);
          if (renamed) onChanged();
        }}
      />
    );

  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2">
      <div className="me-auto">
        <div className="fw-semibold">
          {passkey.name}{' '}
          {passkey.backedUp && (
            <Badge bg="secondary" title={L.syncedHint}>
              {L.synced}
            </Badge>
          )}
        </div>
        <small className="text-body-secondary">
          {L.created} {formatDateTime(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `${L.lastUsed} ${formatDateTime(passkey.lastUsedAt)}` : L.neverUsed}
        </small>
      </div>
      <Button size="sm" variant="outline-secondary" onClick={() => setIsRenaming(true)}>
        {L.rename}
      </Button>
      <AskFirstButton
        size="sm"
        label={L.remove}
        title={L.removeTitle}
        busyLabel={L.removing}
        isBusy={isRemoving}
        onConfirm={confirmRemove}
      >
        {MESSAGES.passkeys.confirmRemove(passkey.name)}
      </AskFirstButton>
    </ListGroup.Item>
  );
}

/** The passkey's name in a field, saved or left as it was. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: boolean) => void }) {
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const [name, setName] = useState(passkey.name);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toast.success((await rename({ id: passkey.id, name }).unwrap()).message);
      onDone(true);
    } catch (error) {
      toast.error(passkeyErrorMessage(error));
    }
  };

  return (
    <ListGroup.Item as="li">
      <Form onSubmit={(event) => void save(event)}>
        <InputGroup>
          <Form.Control
            aria-label={L.name}
            value={name}
            maxLength={PASSKEY_LIMITS.nameMax}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
          <Button type="submit" disabled={isLoading}>
            {L.save}
          </Button>
          <Button variant="outline-secondary" onClick={() => onDone(false)}>
            {L.cancel}
          </Button>
        </InputGroup>
      </Form>
    </ListGroup.Item>
  );
}
