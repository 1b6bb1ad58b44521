import type { Dashboard } from '@visadesk/contract';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  MESSAGES,
} from '@visadesk/contract/plain';
import { formatDate } from '../../lib/dates';
import type { RequestFailure } from '../../lib/request-failure';
import { percentages, shareText } from './chart-scale';

/** The spec's dashboard fetch messages: server answered, no answer, request not even sent. */
export function dashboardErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'server') return MESSAGES.dashboard.serverError;
  return failure.kind === 'no-response' ? MESSAGES.dashboard.noResponse : MESSAGES.dashboard.setupError;
}

/** A week's start (`2026-03-02`) as the chart labels it: "2 Mar". */
export const weekLabel = (weekStart: string): string => formatDate(weekStart).replace(/ \d{4}$/, '');

export interface StatusRow {
  status: ApplicationStatus;
  label: string;
  count: number;
  /** The count's share of all applications as read: `33%`, `<1%`. */
  share: string;
}

/** Pending, Approved and Rejected with their counts and shares of all applications. */
export function statusRows(byStatus: Dashboard['byStatus']): StatusRow[] {
  const counts = APPLICATION_STATUSES.map((status) => byStatus[status]);
  const shares = percentages(counts);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return APPLICATION_STATUSES.map((status, index) => ({
    status,
    label: APPLICATION_STATUS_LABELS[status],
    count: counts[index] ?? 0,
    share: shareText(counts[index] ?? 0, shares[index] ?? 0, total),
  }));
}
