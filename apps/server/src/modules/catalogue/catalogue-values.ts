import { type CatalogueDefinition, type RESOURCE_SCHEMAS, salaryText } from '@visadesk/contract';
import type { z } from 'zod';
import type { CatalogueValues } from './catalogue.repository.ts';

/** A catalogue save as its contract schema reads it: a name, or a salary's amount, currency and period. */
export type CatalogueInput = z.output<(typeof RESOURCE_SCHEMAS)[CatalogueDefinition['name']]['input']>;

/**
 * What a catalogue stores of a save. A salary is stored with the text made of its parts ("CAD 3,200
 * / month"): its unique name, the text its list shows and an application keeps when it is chosen.
 */
export function storedValues(input: CatalogueInput): CatalogueValues {
  if ('amount' in input) return { ...input, name: salaryText(input) };
  return input;
}
