import type {
  MailServer,
  MailServerInput,
  PublicAddress,
  RecordVersions,
  Settings,
  SettingsInput,
} from '@visadesk/contract';
import { CATALOGUE_API } from '@visadesk/contract/plain';
import { setOfficeTimeZone } from '../lib/office-time-zone';
import { pageSiteName } from '../lib/page-site-name';
import { api } from './api';
import { ifMatch } from './record-version';

/** The site settings the public pages show; only admins may change them. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => CATALOGUE_API.settings.get,
      providesTags: ['Settings'],
    }),
    /** Admins: every saved change to the settings, read again after each save. */
    getSettingsVersions: build.query<RecordVersions, void>({
      query: () => CATALOGUE_API.settings.versions,
      providesTags: ['SettingsVersions'],
    }),
    /** Admins: the address links are made with, and whether it opens only on the server. */
    getPublicAddress: build.query<PublicAddress, void>({
      query: () => CATALOGUE_API.settings.publicAddress,
    }),
    /** Admins: the mail server (never its password: only whether one is saved). */
    getMailServer: build.query<MailServer, void>({
      query: () => CATALOGUE_API.settings.mailServer,
      providesTags: ['MailServer'],
    }),
    /** A changed server turns status mails off: the settings are read again. */
    updateMailServer: build.mutation<MailServer, MailServerInput>({
      query: (body) => ({ url: CATALOGUE_API.settings.updateMailServer, method: 'PUT', body }),
      invalidatesTags: ['MailServer', 'Settings'],
    }),
    /** `version` is the `updatedAt` the form was loaded with (null before the first save). */
    updateSettings: build.mutation<Settings, { body: SettingsInput; version: string | null }>({
      query: ({ body, version }) => ({
        url: CATALOGUE_API.settings.update,
        method: 'PUT',
        body,
        ...(version ? { headers: ifMatch(version) } : {}),
      }),
      // The answer is the saved record: shown at once, no refetch needed; its changes are read again.
      invalidatesTags: (result) => (result ? ['SettingsVersions'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
          // Every screen shows times in the zone just saved, without a reload.
          setOfficeTimeZone(data.timeZone);
        } catch {
          // The screen reports the failure; nothing changed.
        }
      },
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useGetSettingsVersionsQuery,
  useGetPublicAddressQuery,
  useGetMailServerQuery,
  useUpdateMailServerMutation,
  useUpdateSettingsMutation,
} = settingsApi;

/** The office's name for the back-office's header and printouts: the page's until the settings arrive. */
export function useOfficeName(): string {
  const { data } = useGetSettingsQuery();
  return data?.siteName ?? pageSiteName();
}
