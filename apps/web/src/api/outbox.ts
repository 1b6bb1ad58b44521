import type {
  OutboxList,
  OutboxListQuery,
  OutboxMail,
  OutboxMailDetail,
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
    /** One mail with its text (a sealed one's only marked as sealed). */
    getMail: build.query<OutboxMailDetail, string>({
      query: (id) => OUTBOX_API.mail(id),
      providesTags: ['Outbox'],
    }),
    cancelMail: build.mutation<OutboxMail, string>({
      query: (id) => ({ url: OUTBOX_API.cancel(id), method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
    /** A test mail that goes through may make the mail server known to work (and status mails possible). */
    sendTestMail: build.mutation<TestMailResult, TestMailInput>({
      query: (body) => ({ url: CATALOGUE_API.settings.testMail, method: 'POST', body }),
      invalidatesTags: ['Outbox', 'MailServer'],
    }),
  }),
});

export const {
  useListOutboxQuery,
  useResendMailMutation,
  useGetMailQuery,
  useCancelMailMutation,
  useSendTestMailMutation,
} = outboxApi;
