import type { ResourceName } from '../../api/resources';
import { companiesResource } from './companies';
import { designationsResource } from './designations';
import { pagesResource } from './pages';
import type { ResourceConfig } from './resource-config';
import { salariesResource } from './salaries';
import { slidersResource } from './sliders';

/** The one place the simple resources are registered; the generic screens look them up by name. */
export const RESOURCES: Record<ResourceName, ResourceConfig> = {
  companies: companiesResource,
  designations: designationsResource,
  salaries: salariesResource,
  pages: pagesResource,
  sliders: slidersResource,
};
