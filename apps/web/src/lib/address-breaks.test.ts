import { describe, expect, it } from 'vitest';
import { clientAddressParts } from './address-breaks';

describe('clientAddressParts', () => {
  it('breaks an IPv6 address after each colon, keeping every character', () => {
    const address = '2001:db8:85a3::8a2e:370:7334';
    const parts = clientAddressParts(address);
    expect(parts).toEqual(['2001:', 'db8:', '85a3:', ':', '8a2e:', '370:', '7334']);
    expect(parts.join('')).toBe(address);
  });

  it('breaks an IPv4 address after each dot, and a mapped one after both', () => {
    expect(clientAddressParts('203.0.113.9')).toEqual(['203.', '0.', '113.', '9']);
    expect(clientAddressParts('::ffff:10.0.0.1')).toEqual([':', ':', 'ffff:', '10.', '0.', '0.', '1']);
  });

  it('leaves a text without dots or colons whole', () => {
    expect(clientAddressParts('localhost')).toEqual(['localhost']);
    expect(clientAddressParts('')).toEqual([]);
  });
});
