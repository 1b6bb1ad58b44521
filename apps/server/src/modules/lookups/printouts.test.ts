import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createPrintoutTokens } from './printout-tokens.ts';
import { createPrintouts } from './printouts.ts';

describe('printout tokens issued for an answer', () => {
  // Issuing reads nothing: the database is only asked when a token is verified.
  const printouts = createPrintouts(
    {} as Db,
    createPrintoutTokens(randomBytes(32)),
    'https://office.example',
  );
  const subject = {
    id: '65a1b2c3d4e5f60718293a4b',
    isStatus: 'pending' as const,
    statusSince: new Date(1e12),
  };

  it('signs the same status change the same way, and any other change anew', () => {
    const first = printouts.issue(subject);
    expect(printouts.issue({ ...subject, statusSince: new Date(1e12) })).toEqual(first);
    const approved = printouts.issue({ ...subject, isStatus: 'approved' });
    const later = printouts.issue({ ...subject, statusSince: new Date(1e12 + 1) });
    const other = printouts.issue({ ...subject, id: '65a1b2c3d4e5f60718293a4c' });
    expect(new Set([first.token, approved.token, later.token, other.token]).size).toBe(4);
    expect(first.url).toBe(`https://office.example/verify/${first.token}`);
  });
});
