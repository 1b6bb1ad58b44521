import { formatAmount } from '@visadesk/contract/plain';
import { useListDesignationNamesQuery, useResourceList } from '../../api/resources';
import type { ApplicationFormValues } from './application-form-values';
import { jobTitleOptions, nameOptions, salaryOptions, withCurrent } from './catalogue-options';

export type CatalogueValues = Pick<ApplicationFormValues, 'company' | 'salary' | 'jobTitle'>;

/**
 * The choices of the Company, Salary and Job Title selects, from the catalogue: job
 * titles are the designations, all of them. The record's own values are kept. They are there from
 * the first render, so an edit form shows them selected while the lists load.
 */
export function useCatalogueOptions(current?: CatalogueValues) {
  const { data: companies = [] } = useResourceList({ resource: 'companies' });
  const { data: salaries = [] } = useResourceList({ resource: 'salaries' });
  const { data: designations = [] } = useListDesignationNamesQuery();
  return {
    companies: withCurrent(nameOptions(companies.map(({ name }) => name)), current?.company),
    salaries: withCurrent(
      salaryOptions(salaries.map(({ name }) => name)),
      current?.salary,
      current?.salary ? formatAmount(current.salary) : undefined,
    ),
    jobTitles: withCurrent(jobTitleOptions(designations), current?.jobTitle),
  };
}
