import type { ProfileInput, Session, User } from '@visadesk/contract';
import { API } from '@visadesk/contract/plain';
import { api } from './api';

/** The signed-in user (GET /api/users/me) and their own profile update. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => API.users.me,
      transformResponse: (response: Session) => response.user,
      providesTags: ['Session'],
    }),
    updateProfile: build.mutation<{ message: string; user: User }, ProfileInput>({
      query: (body) => ({ url: API.users.profile, method: 'POST', body }),
      // The user list shows the same name, so both views refresh; a failed call changed nothing.
      invalidatesTags: (result) => (result ? ['Session', 'User'] : []),
    }),
  }),
});

export const { useGetMeQuery, useUpdateProfileMutation } = sessionApi;
