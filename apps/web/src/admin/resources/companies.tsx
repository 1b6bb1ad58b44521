import {
  COMPANIES,
  type Company,
  CompanyInputSchema,
  CompanySchema,
  LABELS,
  MESSAGES,
} from '@visadesk/contract';
import type { RequestFailure } from '../../lib/request-failure';
import { CLIENT_PAGE_SIZE, plainList } from './list-shape';
import type { Operation, ResourceConfig } from './resource-config';
import { isNotFound, serverMessage } from './resource-errors';

const L = LABELS.companies;
const M = MESSAGES.companies;

/** The spec's company messages; a refused add says why (length, duplicate), a gone record says so. */
export function companyErrorMessage(operation: Operation, failure: RequestFailure): string {
  if (operation === 'fetch') return M.fetchError;
  if (operation !== 'create' && isNotFound(failure)) return MESSAGES.common.notFound;
  if (operation === 'create') return serverMessage(failure) ?? L.addError;
  return operation === 'update' ? M.updateError : M.deleteError;
}

/** /company, /addCompany, /editCompany: a plain list of names. */
export const companiesResource: ResourceConfig<Company> = {
  name: 'companies',
  routes: COMPANIES.screens,
  labels: L,
  list: { paging: 'client', pageSize: CLIENT_PAGE_SIZE },
  normaliseList: plainList,
  columns: [{ header: LABELS.resources.columns.name, cell: (company) => company.name }],
  nameOf: (company) => company.name,
  recordSchema: CompanySchema,
  schema: CompanyInputSchema,
  fields: [{ kind: 'text', name: 'name', label: L.name }],
  emptyValues: { name: '' },
  valuesOf: (company) => ({ name: company.name }),
  nameField: 'name',
  errorMessage: companyErrorMessage,
  transport: 'json',
};
