import { Fragment } from 'react';
import { clientAddressParts } from '../lib/address-breaks';

/** A client address (IPv4 or IPv6) that wraps only between its groups, never inside one. */
export function ClientAddress({ address }: { address: string }) {
  return (
    <span className="font-monospace">
      {clientAddressParts(address).map((part, index) => (
        // Parts repeat ("0." twice), so their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one address
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
