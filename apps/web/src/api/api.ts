import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './base-query';

/**
 * The one RTK Query api of the back-office. Each resource injects its endpoints from its own file
 * (users.ts, session.ts, ...) so this file never grows.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  tagTypes: [
    'User',
    'Session',
    'Application',
    'ApplicationHistory',
    'ApplicationNotes',
    'UploadLinks',
    'Resource',
    'Dashboard',
    'Settings',
    'SettingsVersions',
    'MailServer',
    'Outbox',
    'RecentlyDeleted',
  ],
  endpoints: () => ({}),
});
