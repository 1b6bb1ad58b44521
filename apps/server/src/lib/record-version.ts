import { MESSAGES } from '@visadesk/contract';
import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from './app-error.ts';

/*
 * Optimistic concurrency for every edit, so no save silently overwrites a change its author has not
 * seen. A record's version is its `updatedAt`, which every change sets: a client that loaded
 * version V sends `If-Match: "V"` with its save, and the update applies only while the row still
 * has V (one conditional UPDATE, so two saves at once cannot both pass). Without If-Match a save
 * applies unchecked (API clients).
 */

/** The version a save was based on, from its If-Match header; undefined when there is none. */
export function expectedVersion(request: FastifyRequest): Date | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return undefined;
  const match = /^"([^"]+)"$/.exec(Array.isArray(header) ? (header[0] ?? '') : header);
  const version = match ? new Date(match[1] as string) : undefined;
  if (!version || Number.isNaN(version.getTime()))
    throw new AppError('VALIDATION', MESSAGES.common.invalidVersion);
  return version;
}

/**
 * What a save is based on: the version its author loaded (none: unchecked), and who saves, whom
 * the record's history names (record_versions, migration 0030; none: the system); `action` names
 * a save no one signed in made: the applicant's document through an upload link, or the language
 * of their status enquiry.
 */
export type SaveBasis = { expected?: Date; actor?: string; action?: 'link-upload' | 'enquiry-language' };

/** A request's save basis: its If-Match version and its signed-in user. */
export const saveBasis = (request: FastifyRequest): SaveBasis => ({
  expected: expectedVersion(request),
  actor: request.currentUser?._id,
});

/**
 * The condition a save adds: the row still has the version it was based on; and, as the row passes,
 * the acting user is set for the rest of the transaction, where the history trigger reads it. In the
 * update's own condition, not a statement before it: a save stays one round trip, and the setting
 * cannot reach another request's statement on the embedded database's one connection.
 */
export const savedAs = (updatedAt: Column, basis: SaveBasis): SQL | undefined =>
  and(
    hasVersion(updatedAt, basis.expected),
    basis.actor === undefined
      ? undefined
      : sql`set_config('visadesk.actor', ${basis.actor}, true) is not null`,
    basis.action === undefined
      ? undefined
      : sql`set_config('visadesk.action', ${basis.action}, true) is not null`,
  );

/**
 * A save's condition (savedAs) for a restore: the history trigger also names the new version's
 * action 'restore', set for the rest of the transaction the same way as the actor.
 */
export const restoredAs = (updatedAt: Column, basis: SaveBasis): SQL | undefined =>
  and(savedAs(updatedAt, basis), sql`set_config('visadesk.action', 'restore', true) is not null`);

/** The condition a conditional update adds: the row still has the version the save was based on. */
export const hasVersion = (updatedAt: Column, expected: Date | undefined): SQL | undefined =>
  // Stored to the microsecond where the database set it; versions travel to the millisecond.
  expected
    ? sql`date_trunc('milliseconds', ${updatedAt}) = ${expected.toISOString()}::timestamptz`
    : undefined;

/**
 * After a conditional update changed no row: 412 when the record is still there (someone saved it
 * since), 404 when it is gone.
 */
export async function refuseStale(exists: () => Promise<unknown>): Promise<never> {
  if (await exists()) throw staleRecord();
  throw notFound(MESSAGES.common.notFound);
}

/** 412: the record is there, but someone saved it since the edit was loaded. */
export const staleRecord = () => new AppError('PRECONDITION_FAILED', MESSAGES.common.changedMeanwhile);
