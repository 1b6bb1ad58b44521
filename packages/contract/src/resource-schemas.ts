/**
 * The schemas of each resource in resources.ts, by name: what a save sends (`input`), one record
 * (`record`), the list answer (`list`) and, for a list paged on the server, its query (`listQuery`).
 * Kept apart from resources.ts, which must stay free of zod.
 */
import {
  CompanyInputSchema,
  CompanyListSchema,
  CompanySchema,
  DesignationInputSchema,
  DesignationListQuerySchema,
  DesignationListSchema,
  DesignationSchema,
  SalaryInputSchema,
  SalaryListSchema,
  SalarySchema,
} from './catalogue.ts';
import {
  PageInputSchema,
  PageListSchema,
  PageSchema,
  SliderFieldsSchema,
  SliderListSchema,
  SliderSchema,
} from './content.ts';

export const RESOURCE_SCHEMAS = {
  companies: { input: CompanyInputSchema, record: CompanySchema, list: CompanyListSchema },
  designations: {
    input: DesignationInputSchema,
    record: DesignationSchema,
    list: DesignationListSchema,
    listQuery: DesignationListQuerySchema,
  },
  salaries: { input: SalaryInputSchema, record: SalarySchema, list: SalaryListSchema },
  pages: { input: PageInputSchema, record: PageSchema, list: PageListSchema },
  /** Sliders are saved as multipart: `input` is the form's text fields, the image comes beside. */
  sliders: { input: SliderFieldsSchema, record: SliderSchema, list: SliderListSchema },
} as const;
