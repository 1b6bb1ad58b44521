import { API } from '@visadesk/contract/plain';
import { api } from '../../api/api';

/** POST /api/users/logout_others: ends every session of the signed-in user but this one. */
export const signOutOthersApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOutOthers: build.mutation<{ message: string }, void>({
      query: () => ({ url: API.users.logoutOthers, method: 'POST' }),
    }),
  }),
});

export const { useSignOutOthersMutation } = signOutOthersApi;
