import { CATALOGUE_API, type Settings, type SettingsInput } from '@visadesk/contract';
import { api } from './api';

/** The site settings the public pages show; only admins may change them. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => CATALOGUE_API.settings.get,
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<Settings, SettingsInput>({
      query: (body) => ({ url: CATALOGUE_API.settings.update, method: 'PUT', body }),
      // The answer is the saved record: shown at once, no refetch needed.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          // The screen reports the failure; nothing changed.
        }
      },
    }),
  }),
});

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;
