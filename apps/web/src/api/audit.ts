import type { AuditList, AuditQuery } from '@visadesk/contract';
import { AUDIT_API } from '@visadesk/contract/plain';
import { api } from './api';

/** The audit log (admins): a filtered page of entries, newest first. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<AuditList, AuditQuery>({
      query: (params) => ({ url: AUDIT_API.list, params }),
    }),
  }),
});

export const { useListAuditEventsQuery } = auditApi;
