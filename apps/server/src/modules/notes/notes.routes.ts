import {
  APPLICATION_API,
  DeletedResponseSchema,
  IdParamsSchema,
  NOTE_LIMITS,
  NoteBodySchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
} from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import { createNotesService } from './notes.service.ts';

/**
 * An application's internal notes: staff only, never in the enquiry, the applicant copy, the
 * printout or the export (none of them reads this table).
 */
async function notesRoutes(app: ZodApp) {
  const notes = createNotesService(app.db);
  const anyStaff = app.guard();
  const tags = ['applications'];
  const addressOf = ({ id, noteId }: { id: string; noteId: string }) => ({ applicationId: id, noteId });

  app.get(
    APPLICATION_API.notes(':id'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "An application's internal notes, newest first",
        params: IdParamsSchema,
        response: { 200: NoteListSchema },
      },
    },
    (request) => notes.list(request.params.id),
  );

  app.post(
    APPLICATION_API.addNote(':id'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Add an internal note to an application',
        params: IdParamsSchema,
        body: NoteBodySchema,
        response: { 201: NoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notes.add(request.params.id, request.body.body, requireUser(request))),
  );

  app.put(
    APPLICATION_API.updateNote(':id', ':noteId'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: `Edit a note: its author only, within ${NOTE_LIMITS.editMinutes} minutes of writing it (else 403)`,
        params: NoteParamsSchema,
        body: NoteBodySchema,
        response: { 200: NoteSchema },
      },
    },
    (request) => notes.update(addressOf(request.params), request.body.body, requireUser(request)),
  );

  app.delete(
    APPLICATION_API.deleteNote(':id', ':noteId'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: `Delete a note: its author within ${NOTE_LIMITS.editMinutes} minutes of writing it, or an admin at any time`,
        params: NoteParamsSchema,
        response: { 200: DeletedResponseSchema },
      },
    },
    async (request) => {
      await notes.remove(addressOf(request.params), requireUser(request));
      return { _id: request.params.noteId };
    },
  );
}

export default zodRoutePlugin('notes-routes', { decorators: ['db'], dependencies: ['guard'] }, notesRoutes);
