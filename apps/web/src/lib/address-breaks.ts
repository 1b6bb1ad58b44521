/**
 * A client address cut into the pieces a line may break between: after each dot of IPv4 and each
 * colon of IPv6 ("2001:" "db8:" ...), so a narrow cell never splits a group in two.
 */
export function clientAddressParts(address: string): string[] {
  return address.split(/(?<=[.:])/).filter((part) => part !== '');
}
