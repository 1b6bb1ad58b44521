import { API, type UserSessionList } from '@visadesk/contract';
import { api } from '../../api/api';

/** The signed-in user's sessions (GET), ending one (DELETE) and all but this one (logout_others). */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A password change (updateProfile) invalidates 'Session': the list then shows the others gone.
    listSessions: build.query<UserSessionList, void>({
      query: () => API.users.sessions,
      providesTags: ['Session'],
    }),
    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: API.users.session(id), method: 'DELETE' }),
    }),
    signOutOthers: build.mutation<{ message: string }, void>({
      query: () => ({ url: API.users.logoutOthers, method: 'POST' }),
    }),
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useSignOutOthersMutation } = sessionsApi;
