import type {
  OutboxList,
  OutboxListQuery,
  OutboxMail,
  TestMailInput,
  TestMailResult,
} from '@visadesk/contract';
import { CATALOGUE_API, OUTBOX_API } from '@visadesk/contract/plain';
import { api } from './api';

/** The outbox (admins): the mails with their state, resending one, and the Settings test mail. */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOutbox: build.query<OutboxList, OutboxListQuery>({
      query: (params) => ({ url: OUTBOX_API.list, params }),
      providesTags: ['Outbox'],
    }),
    resendMail: build.mutation<OutboxMail, string>({
      query: (id) => ({ url: OUTBOX_API.resend(id), method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
    sendTestMail: build.mutation<TestMailResult, TestMailInput>({
      query: (body) => ({ url: CATALOGUE_API.settings.testMail, method: 'POST', body }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useListOutboxQuery, useResendMailMutation, useSendTestMailMutation } = outboxApi;
