import { clientAddressParts } from '../lib/address-breaks';
import { BreakableText } from './breakable-text';

/** A client address (IPv4 or IPv6) that wraps only between its groups, never inside one. */
export function ClientAddress({ address }: { address: string }) {
  return <BreakableText parts={clientAddressParts(address)} className="font-monospace" />;
}
