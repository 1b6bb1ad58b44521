/**
 * What went wrong with a request, in the three cases the specification's error catalogue tells
 * apart: the server answered with an error status, nothing came back (network error or time-out),
 * or something else failed (a bad body, a bug).
 */
export type RequestFailure =
  | { kind: 'server'; status: number; message?: string }
  | { kind: 'no-response' }
  | { kind: 'other' };

/** Reads the `message` of the API's error shape, if the body has one. */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Classifies an exception thrown by fetch: network errors and time-outs mean "no response". */
export function classifyThrown(error: unknown): RequestFailure {
  if (error instanceof TypeError) return { kind: 'no-response' };
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { kind: 'no-response' };
  }
  return { kind: 'other' };
}
