import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';
import type { Operation } from './resource-config';
import { isNotFound, serverMessage } from './resource-errors';
import { nameOnlyScreens, type RecordOf, resourceScreens } from './resource-screens';

const L = LABELS.companies;
const M = MESSAGES.companies;

/** The spec's company messages; a refused add says why (length, duplicate), a gone record says so. */
export function companyErrorMessage(operation: Operation, failure: RequestFailure): string {
  if (operation === 'fetch') return M.fetchError;
  if (operation !== 'create' && isNotFound(failure)) return MESSAGES.common.notFound;
  if (operation === 'create') return serverMessage(failure) ?? L.addError;
  return operation === 'update' ? M.updateError : M.deleteError;
}

/** /company, /addCompany, /editCompany: a plain list of names, searched as it is held. */
export const companiesResource = resourceScreens('companies', {
  search: { label: L.searchLabel, placeholder: L.searchPlaceholder },
  ...nameOnlyScreens<RecordOf<'companies'>>(L.name),
  errorMessage: companyErrorMessage,
});
