import { PASSKEY_LABELS as L, MESSAGES, PASSKEY_LIMITS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Button, Form, InputGroup, ListGroup } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { canUsePasskeys, ceremonyMessage } from '../../auth/passkey-sign-in';
import { TitledCard } from '../components/titled-card';
import { PasskeyItem } from './passkey-item';
import { defaultPasskeyName, passkeyErrorMessage } from './passkey-name';
import { useAddPasskeyMutation, useListPasskeysQuery, usePasskeyOptionsMutation } from './passkeys-api';

/**
 * The Profile's "Passkeys" card: the user's passkeys, and a name field with "Add a
 * passkey", which asks the browser to make one. @simplewebauthn/browser loads on that click.
 */
export function PasskeysCard() {
  const { data, refetch } = useListPasskeysQuery();
  const [options] = usePasskeyOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [name, setName] = useState(defaultPasskeyName);
  const [isAdding, setIsAdding] = useState(false);
  const passkeys = data?.passkeys ?? [];

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return void toast.error(MESSAGES.passkeys.nameInvalid);
    setIsAdding(true);
    try {
      const optionsJSON = await options().unwrap();
      const { startRegistration } = await import('@simplewebauthn/browser');
      let response: unknown;
      try {
        response = await startRegistration({ optionsJSON: optionsJSON as never });
      } catch (error) {
        return void toast.error(ceremonyMessage(error));
      }
      await add({ name, response }).unwrap();
      toast.success(MESSAGES.passkeys.added);
      setName(defaultPasskeyName());
      refetch();
    } catch (error) {
      toast.error(passkeyErrorMessage(error));
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <TitledCard id="passkeys-title" title={L.title} className="mt-4" headingClassName="h5">
      <p className="text-body-secondary">{L.hint}</p>
      {passkeys.length > 0 ? (
        <ListGroup as="ul" className="mb-3" aria-labelledby="passkeys-title">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onChanged={() => void refetch()} />
          ))}
        </ListGroup>
      ) : (
        <p>{L.none}</p>
      )}
      {canUsePasskeys() ? (
        <Form onSubmit={(event) => void create(event)}>
          <Form.Label htmlFor="passkey-name">{L.name}</Form.Label>
          <InputGroup>
            <Form.Control
              id="passkey-name"
              value={name}
              maxLength={PASSKEY_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
              aria-describedby="passkey-name-hint"
            />
            <Button type="submit" disabled={isAdding || passkeys.length >= PASSKEY_LIMITS.perUser}>
              {isAdding ? L.adding : L.add}
            </Button>
          </InputGroup>
          <Form.Text id="passkey-name-hint">{L.nameHint}</Form.Text>
        </Form>
      ) : (
        <p className="text-body-secondary">{MESSAGES.passkeys.unsupported}</p>
      )}
    </TitledCard>
  );
}
