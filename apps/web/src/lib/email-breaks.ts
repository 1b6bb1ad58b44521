/**
 * An e-mail address cut into the pieces a line may break between: after the @ and after each dot
 * ("ama.lovelace@" "example." "com"), never inside a word as overflow-wrap: anywhere would.
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter((part) => part !== '');
}
