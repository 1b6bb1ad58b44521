import { APPLICATION_API } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { requestVerification } from './verify-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answering = (response: Response) => async () => response;

const current = {
  verdict: 'current',
  name: 'Maria Santos',
  passport: 'PH4****19',
  status: 'approved',
  statusSince: '2026-11-22T10:00:00.000Z',
};

describe('requestVerification', () => {
  it("asks the API with the token encoded, and returns the server's verdict", async () => {
    let asked = '';
    const answer = await requestVerification('a/b', async (url) => {
      asked = String(url);
      return json(200, current);
    });
    expect(asked).toBe(APPLICATION_API.verify('a%2Fb'));
    expect(answer).toEqual({ ok: true, result: current });
  });

  it('takes a refused address (4xx) as not genuine', async () => {
    expect(await requestVerification('x', answering(json(404, { message: 'Not found' })))).toEqual({
      ok: true,
      result: { verdict: 'notGenuine' },
    });
  });

  it('says it could not check on a rate limit, a server error, no answer or a malformed answer', async () => {
    expect(await requestVerification('x', answering(json(429, { message: 'wait' })))).toEqual({ ok: false });
    expect(await requestVerification('x', answering(json(503, {})))).toEqual({ ok: false });
    expect(
      await requestVerification('x', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ ok: false });
    expect(await requestVerification('x', answering(json(200, { verdict: 'current' })))).toEqual({
      ok: false,
    });
    expect(await requestVerification('x', answering(json(200, { verdict: 'maybe' })))).toEqual({ ok: false });
  });
});
