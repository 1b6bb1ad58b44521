import type {
  CreateUserInput,
  InviteUserInput,
  RecordVersions,
  UpdateUserInput,
  User,
  UserListItem,
} from '@visadesk/contract';
import { API } from '@visadesk/contract/plain';
import { api } from './api';
import { ifMatch } from './record-version';

const LIST = { type: 'User', id: 'LIST' } as const;

/** User management (admin only): list, create, update and delete. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserListItem[], void>({
      query: () => API.users.list,
      providesTags: (users = []) => [LIST, ...users.map((user) => ({ type: 'User' as const, id: user._id }))],
    }),
    getUser: build.query<User, string>({
      query: (id) => API.users.get(id),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** A user's versions (never a password), refetched with the user whenever it is saved. */
    getUserVersions: build.query<RecordVersions, string>({
      query: (id) => API.users.versions(id),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<User, CreateUserInput>({
      query: (body) => ({ url: API.users.create, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    /** A user who chooses their own password from the invitation's mail. */
    inviteUser: build.mutation<User, InviteUserInput>({
      query: (body) => ({ url: API.users.invite, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    /** A new invitation link; the earlier one stops working. */
    resendInvitation: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: API.users.resendInvitation(id), method: 'POST' }),
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    updateUser: build.mutation<
      { message: string; user: User },
      { id: string; body: UpdateUserInput; version: string }
    >({
      query: ({ id, body, version }) => ({
        url: API.users.update(id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      // Editing yourself changes the header's name too. A failed call changed nothing.
      invalidatesTags: (result, _error, { id }) => (result ? [LIST, { type: 'User', id }, 'Session'] : []),
    }),
    /** Disables (signed out at once, no sign-in) or enables a user. */
    setUserDisabled: build.mutation<{ message: string }, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: disabled ? API.users.disable(id) : API.users.enable(id),
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [LIST, { type: 'User', id }] : []),
    }),
    deleteUser: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: API.users.remove(id), method: 'DELETE' }),
      invalidatesTags: (result, _error, id) => (result ? [LIST, { type: 'User', id }] : []),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useSetUserDisabledMutation,
  useGetUserQuery,
  useGetUserVersionsQuery,
  useCreateUserMutation,
  useInviteUserMutation,
  useResendInvitationMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = usersApi;
