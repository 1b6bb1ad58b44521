import { LABELS } from '@visadesk/contract/plain';

/**
 * What the list says it holds: the number of applications, or, for a search with more matches
 * than it lists, that there are more and how to narrow it.
 */
export const resultCount = ({
  totalApplication,
  moreThan,
}: {
  totalApplication: number;
  moreThan?: boolean | undefined;
}) =>
  moreThan
    ? LABELS.applications.resultCountMoreThan(totalApplication)
    : LABELS.applications.resultCount(totalApplication);
