import type { ApplicantUploads, Dashboard } from '@visadesk/contract';
import { CATALOGUE_API } from '@visadesk/contract/plain';
import { api } from './api';

/** The dashboard figures: tiles, counts per status and applications per week. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => CATALOGUE_API.dashboard.get,
      providesTags: ['Dashboard'],
    }),
    getApplicantUploads: build.query<ApplicantUploads, void>({
      query: () => CATALOGUE_API.dashboard.applicantUploads,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetApplicantUploadsQuery } = dashboardApi;
