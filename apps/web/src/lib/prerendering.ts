/**
 * True while the build renders a page to HTML, where there is no document. A form
 * that only its script can send renders its button disabled then, so a visitor cannot submit it
 * natively (which would put the fields in the address) before the script has taken over.
 */
export const isPrerendering = (): boolean => typeof document === 'undefined';
