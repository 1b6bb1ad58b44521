import { MESSAGES, type User } from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { readTicket, type TicketKind } from './sign-in-tickets.ts';

/*
 * A required second factor's set-up is made signed in (the Profile) or, at a sign-in the office
 * holds back until one exists, with the enrolment ticket the password step answered: the code's
 * set-up and a passkey's registration both take either.
 */

/** Signed in, or a body that carries a ticket (checked by the route): anyone else is told to sign in. */
export const signedInOrTicket = (app: FastifyInstance) => ({
  onRequest: app.guardOrPublic,
  preValidation: async (request: FastifyRequest) => {
    const ticket = (request.body as { ticket?: unknown } | null | undefined)?.ticket;
    if (!request.currentUser && typeof ticket !== 'string')
      throw new AppError('UNAUTHENTICATED', MESSAGES.auth.unauthenticated);
  },
});

/** The active user of a live ticket of `kind`, else `ended` (a 401 that says what to do). */
export async function ticketUser(
  app: FastifyInstance,
  kind: TicketKind,
  ticket: string,
  ended: () => Error,
): Promise<User> {
  const found = await readTicket(app.db, kind, ticket);
  const user = found?.userId ? await app.userCache.get(found.userId) : undefined;
  if (!user) throw ended();
  return user;
}

/** The set-up's user: the signed-in one, else the enrolment ticket's (a 401 once it has ended). */
export async function enrollingUser(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: string | undefined,
): Promise<User> {
  if (request.currentUser) return request.currentUser;
  return ticketUser(
    app,
    'enrol',
    ticket ?? '',
    () => new AppError('UNAUTHENTICATED', MESSAGES.twoFactor.enrolmentEnded),
  );
}
