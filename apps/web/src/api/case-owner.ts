import type { Application, Assignee, Note } from '@visadesk/contract';
import { API, APPLICATION_API } from '@visadesk/contract/plain';
import { api } from './api';
import { APPLICATION_LIST_TAG, applicationsApi, historyTag } from './applications';

const notesTag = (id: string) => ({ type: 'ApplicationNotes' as const, id });
type NoteChange = { id: string; noteId: string };

/**
 * Whose case it is: the users a case may be assigned to, the assignment itself, and the
 * application's internal notes.
 */
export const caseOwnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched with the user list, which a user added or deleted changes. */
    getAssignees: build.query<Assignee[], void>({
      query: () => API.users.assignees,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    assignApplication: build.mutation<Application, { id: string; assignedTo: string | null }>({
      query: ({ id, assignedTo }) => ({
        url: APPLICATION_API.assign(id),
        method: 'POST',
        body: { assignedTo },
      }),
      // The record shows its assignee at once; the lists, its history and the counts refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(applicationsApi.util.upsertQueryData('getApplication', id, data));
        } catch {
          // The screen reports the failure; nothing changed.
        }
      },
      invalidatesTags: (result, _error, { id }) =>
        result ? [APPLICATION_LIST_TAG, historyTag(id), 'Dashboard'] : [],
    }),
    getNotes: build.query<Note[], string>({
      query: (id) => APPLICATION_API.notes(id),
      providesTags: (_result, _error, id) => [notesTag(id)],
    }),
    addNote: build.mutation<Note, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: APPLICATION_API.addNote(id), method: 'POST', body: { body } }),
      invalidatesTags: (result, _error, { id }) => (result ? [notesTag(id)] : []),
    }),
    updateNote: build.mutation<Note, NoteChange & { body: string }>({
      query: ({ id, noteId, body }) => ({
        url: APPLICATION_API.updateNote(id, noteId),
        method: 'PUT',
        body: { body },
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [notesTag(id)] : []),
    }),
    // A refusal (the window closed meanwhile) refetches too: the list then shows what is true.
    deleteNote: build.mutation<{ _id: string }, NoteChange>({
      query: ({ id, noteId }) => ({ url: APPLICATION_API.deleteNote(id, noteId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [notesTag(id)],
    }),
  }),
});

export const {
  useGetAssigneesQuery,
  useAssignApplicationMutation,
  useGetNotesQuery,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = caseOwnerApi;
