import { API, type CalendarFeed, type DigestSubscription } from '@visadesk/contract';
import { api } from '../../api/api';

/** GET/POST /api/users/me/digest: the signed-in user's daily digest of what falls due. */
export const digestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDigest: build.query<DigestSubscription, void>({
      query: () => API.users.digest,
    }),
    setDigest: build.mutation<DigestSubscription, DigestSubscription>({
      query: (body) => ({ url: API.users.digest, method: 'POST', body }),
      // The answer is the subscription as saved: the switch shows it without a second read.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(digestApi.util.upsertQueryData('getDigest', undefined, data));
      },
    }),
  }),
});

export const { useGetDigestQuery, useSetDigestMutation } = digestApi;

/** POST/DELETE /api/users/me/calendarFeed: the private feed's address (answered once), or none. */
export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    renewCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: API.users.calendarFeed, method: 'POST' }),
    }),
    endCalendarFeed: build.mutation<null, void>({
      query: () => ({ url: API.users.calendarFeed, method: 'DELETE' }),
    }),
  }),
});

export const { useRenewCalendarFeedMutation, useEndCalendarFeedMutation } = calendarFeedApi;
