import type { EnquiryApplication } from '@visadesk/contract';
import { APPLICATION_API, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it, vi } from 'vitest';
import { enquiryErrorMessage, enquiryUrl, missingEnquiryFields, requestEnquiry } from './enquiry-request';
import { createEnquiryStore, ENQUIRY_STORAGE_KEY } from './enquiry-storage';

const M = MESSAGES.applications;
const input = { passport: ' PH4107919 ', nationality: 'PH', dob: '1976-02-02' };
const result: EnquiryApplication = {
  _id: '6b02309fca235e84381ed898',
  reference: 'K7M-29XD',
  rejectionReason: null,
  rejectionNote: null,
  surname: 'Santos',
  givenN: 'Maria',
  passport: 'PH4107919',
  currentN: 'PH',
  isStatus: 'approved',
  pending: null,
  approve: '2026-11-22',
  image: { small: '/api/files/abc-s?exp=1&sig=x', large: '/api/files/abc-l?exp=1&sig=x' },
  documents: [
    {
      key: 'file9',
      label: 'Visa',
      url: '/api/files/def?exp=1&v=l.file9&sig=y',
      sizes: { small: '/api/files/def-s?exp=1&sig=z', large: '/api/files/def-l?exp=1&sig=w' },
    },
  ],
  retrievedAt: '2026-11-22T10:00:00.000Z',
  verification: {
    token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    url: 'http://127.0.0.1:3000/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  documentsLocked: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A Map-backed stand-in for sessionStorage. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('missingEnquiryFields', () => {
  it('names every empty or blank field', () => {
    expect(missingEnquiryFields({ passport: ' ', nationality: '', dob: '1990-01-01' })).toEqual([
      'passport',
      'nationality',
    ]);
    expect(missingEnquiryFields(input)).toEqual([]);
  });
});

describe('enquiryUrl', () => {
  it("puts the three fields in the API's query, never anywhere else, with the page's language", () => {
    const url = new URL(enquiryUrl(input), 'http://x');
    expect(url.pathname).toBe(APPLICATION_API.enquiry);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'PH4107919',
      search1: 'PH',
      search2: '1976-02-02',
      limit: '10',
      lang: 'en',
    });
    expect(new URL(enquiryUrl(input, 'ur'), 'http://x').searchParams.get('lang')).toBe('ur');
  });
});

describe('requestEnquiry', () => {
  it('returns the matched application, asking with a time-out and without caching', async () => {
    const fetchFn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { applications: [result] }),
    );
    expect(await requestEnquiry(input, fetchFn)).toEqual({ ok: true, application: result });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe(enquiryUrl(input));
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('says so when nothing matches', async () => {
    expect(await requestEnquiry(input, async () => json(200, { applications: [] }))).toEqual({
      ok: false,
      message: M.enquiryNone,
    });
  });

  it("shows the server's rate-limit message", async () => {
    const message = 'Too many status checks. Wait a bit.';
    expect(await requestEnquiry(input, async () => json(429, { message }))).toEqual({ ok: false, message });
  });

  it('reports no response on a network failure or time-out', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const timedOut = async () => {
      throw new DOMException('timed out', 'TimeoutError');
    };
    expect(await requestEnquiry(input, offline)).toEqual({ ok: false, message: MESSAGES.auth.noResponse });
    expect(await requestEnquiry(input, timedOut)).toEqual({ ok: false, message: MESSAGES.auth.noResponse });
  });

  it('treats a malformed answer as an error, not a match', async () => {
    const answer = await requestEnquiry(input, async () => json(200, { applications: [{ _id: 'x' }] }));
    expect(answer.ok).toBe(false);
  });
});

describe('enquiryErrorMessage', () => {
  it('falls back to the catalogue texts', () => {
    expect(enquiryErrorMessage({ kind: 'server', status: 429 })).toBe(M.enquiryRateLimited);
    expect(enquiryErrorMessage({ kind: 'server', status: 400 })).toBe(M.enquiryRequired);
    expect(enquiryErrorMessage({ kind: 'server', status: 503 })).toBe(MESSAGES.common.internal);
  });
});

describe('enquiry store', () => {
  it('keeps a result in session storage, where a reload finds it', () => {
    const storage = fakeStorage();
    createEnquiryStore(() => storage).save(result);
    expect(JSON.parse(storage.items.get(ENQUIRY_STORAGE_KEY) ?? '')).toEqual(result);
    // A reload starts a fresh store over the same storage.
    expect(createEnquiryStore(() => storage).load()).toEqual(result);
  });

  it('forgets the result on New search', () => {
    const storage = fakeStorage();
    const store = createEnquiryStore(() => storage);
    store.save(result);
    store.clear();
    expect(storage.items.size).toBe(0);
    expect(store.load()).toBeNull();
  });

  it('ignores stored data that is not an enquiry result', () => {
    const storage = fakeStorage();
    storage.setItem(ENQUIRY_STORAGE_KEY, '{"surname":"x"}');
    expect(createEnquiryStore(() => storage).load()).toBeNull();
    storage.setItem(ENQUIRY_STORAGE_KEY, 'not json');
    expect(createEnquiryStore(() => storage).load()).toBeNull();
    // A result kept before printouts were verifiable has nothing to print on the stamp: search again.
    const { verification: _, ...withoutVerification } = result;
    storage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(withoutVerification));
    expect(createEnquiryStore(() => storage).load()).toBeNull();
  });

  it('keeps a result whose documents wait for a code, and refuses a malformed lock', () => {
    const storage = fakeStorage();
    const locked = {
      ...result,
      image: null,
      documents: [],
      documentsLocked: { ticket: 't', maskedEmail: 'm***@x.example' },
    };
    storage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(locked));
    expect(createEnquiryStore(() => storage).load()).toEqual(locked);
    for (const documentsLocked of [undefined, { ticket: 't' }, 'locked']) {
      storage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify({ ...locked, documentsLocked }));
      expect(createEnquiryStore(() => storage).load()).toBeNull();
    }
  });

  it('falls back to memory when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createEnquiryStore(() => refusing);
    store.save(result);
    expect(store.load()).toEqual(result);
    store.clear();
    expect(store.load()).toBeNull();
    expect(createEnquiryStore(() => undefined).load()).toBeNull();
  });
});
