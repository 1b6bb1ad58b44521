import {
  PASSKEY_API,
  type Passkey,
  type PasskeyList,
  type PasskeyRegistrationOptions,
} from '@visadesk/contract';
import { api } from '../../api/api';

type MessageResponse = { message: string };

/** The signed-in user's passkeys: list, the options to add one, add, rename, remove. */
export const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPasskeys: build.query<PasskeyList, void>({ query: () => PASSKEY_API.list }),
    passkeyOptions: build.mutation<PasskeyRegistrationOptions, void>({
      query: () => ({ url: PASSKEY_API.registrationOptions, method: 'POST' }),
    }),
    addPasskey: build.mutation<Passkey, { name: string; response: unknown }>({
      query: (body) => ({ url: PASSKEY_API.register, method: 'POST', body }),
    }),
    renamePasskey: build.mutation<MessageResponse, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: PASSKEY_API.one(id), method: 'PUT', body: { name } }),
    }),
    removePasskey: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: PASSKEY_API.one(id), method: 'DELETE' }),
    }),
  }),
});

export const {
  useListPasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
