import type { ConfirmFactorInput, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@visadesk/contract';
import { API, MESSAGES } from '@visadesk/contract/plain';
import { api } from '../../api/api';
import { describeQueryError } from '../../api/query-error';
import type { Answer } from '../../auth/second-step';

/** The signed-in user's two-step sign-in (the Profile's card) and an admin's reset of another's. */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorStatus, void>({ query: () => API.users.twoFactor }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: API.users.twoFactorSetup, method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, string>({
      query: (code) => ({ url: API.users.twoFactorEnable, method: 'POST', body: { code } }),
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodes, ConfirmFactorInput>({
      query: (body) => ({ url: API.users.recoveryCodes, method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<{ message: string }, ConfirmFactorInput>({
      query: (body) => ({ url: API.users.twoFactorDisable, method: 'POST', body }),
    }),
    resetTwoFactor: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: API.users.resetTwoFactor(id), method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useDisableTwoFactorMutation,
  useResetTwoFactorMutation,
} = twoFactorApi;

/** A mutation's result as the set-up screen takes it: the value, or the server's reason. */
export function answerOf<T>(result: { data?: T; error?: unknown }): Answer<T> {
  if (result.data !== undefined) return { ok: true, value: result.data };
  const failure = describeQueryError(result.error);
  return { ok: false, message: (failure.kind === 'server' && failure.message) || MESSAGES.twoFactor.failed };
}
