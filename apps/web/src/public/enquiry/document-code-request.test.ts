import { APPLICATION_API, DOCUMENT_CODE, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { checkDocumentCode, fetchEnquiryDocuments, requestDocumentCode } from './document-code-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ID = '6b02309fca235e84381ed898';

describe('the one-time code requests', () => {
  it('asks for a code with the ticket alone, and answers the masked address', async () => {
    const fetchFn = vi.fn(async () =>
      json(200, { maskedEmail: 'm***@x.example', expiresAt: '2026-11-26T10:00:00Z' }),
    );
    const outcome = await requestDocumentCode('ticket-1', fetchFn);
    expect(outcome).toEqual({
      ok: true,
      value: { maskedEmail: 'm***@x.example', expiresAt: '2026-11-26T10:00:00Z' },
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(APPLICATION_API.documentCode);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ ticket: 'ticket-1' });
  });

  it("shows the server's reason for a refused code, and a plain message when nothing answers", async () => {
    const wrong = await checkDocumentCode('t', '000000', async () =>
      json(400, { message: MESSAGES.documentCode.wrong(4) }),
    );
    expect(wrong).toEqual({ ok: false, message: MESSAGES.documentCode.wrong(4) });
    const offline = await checkDocumentCode('t', '000000', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline).toEqual({ ok: false, message: MESSAGES.auth.noResponse });
    const odd = await checkDocumentCode('t', '000000', async () => json(200, { grant: 1 }));
    expect(odd).toEqual({ ok: false, message: MESSAGES.common.unexpected });
  });

  it('sends the grant in its header, never in the address', async () => {
    const documents = {
      image: null,
      documents: [{ key: 'file9', label: 'Visa', url: '/a', sizes: { small: '/b', large: '/c' } }],
    };
    const fetchFn = vi.fn(async () => json(200, documents));
    expect(await fetchEnquiryDocuments(ID, 'grant-1', fetchFn)).toEqual({ ok: true, value: documents });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(APPLICATION_API.enquiryDocuments(ID));
    expect(url).not.toContain('grant-1');
    expect((init.headers as Record<string, string>)[DOCUMENT_CODE.grantHeader]).toBe('grant-1');
  });
});
