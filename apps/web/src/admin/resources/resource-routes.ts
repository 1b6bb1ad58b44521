import { RESOURCE_DEFINITIONS, type ResourceScreens } from '@visadesk/contract/plain';
import type { ResourceName } from '../../api/resources';

export type ResourceRoutes = ResourceScreens;

/**
 * The three screens of each catalogue and content resource (spec section 2), from its definition
 * in the contract. routes.tsx registers them without loading the resource modules, which come with
 * the lazy screens.
 */
export const RESOURCE_ROUTES = Object.fromEntries(
  RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition.screens]),
) as Record<ResourceName, ResourceRoutes>;

export const RESOURCE_NAMES: readonly ResourceName[] = RESOURCE_DEFINITIONS.map(
  (definition) => definition.name,
);
