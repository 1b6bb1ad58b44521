import { ROUTES } from '@visadesk/contract/plain';
import type { ResourceName } from '../../api/resources';

export interface ResourceRoutes {
  list: string;
  add: string;
  edit: string;
}

/**
 * The three screens of each simple resource (spec section 2). routes.tsx registers them without
 * loading the resource modules, which come with the lazy screens.
 */
export const RESOURCE_ROUTES: Record<ResourceName, ResourceRoutes> = {
  companies: { list: ROUTES.companies, add: ROUTES.addCompany, edit: ROUTES.editCompany },
  designations: { list: ROUTES.designations, add: ROUTES.addDesignation, edit: ROUTES.editDesignation },
  salaries: { list: ROUTES.salaries, add: ROUTES.addSalary, edit: ROUTES.editSalary },
  pages: { list: ROUTES.pages, add: ROUTES.addPage, edit: ROUTES.editPage },
  sliders: { list: ROUTES.sliders, add: ROUTES.addSlider, edit: ROUTES.editSlider },
};

export const RESOURCE_NAMES = Object.keys(RESOURCE_ROUTES) as ResourceName[];
