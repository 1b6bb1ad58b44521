import { LABELS, RESOURCE_DEFINITIONS, ROUTES, type Role } from '@visadesk/contract/plain';
import type { IconName } from '../../components/icons';

export interface SidebarLink {
  to: string;
  label: string;
  icon: IconName;
  /** Roles that may open the screen; absent means every signed-in role. */
  roles?: readonly Role[];
  /** False until the screen is built and its route registered in routes.tsx. */
  isAvailable: boolean;
}

/** A catalogue or content resource's entry, from its definition in the contract. */
function resourceLink(definition: (typeof RESOURCE_DEFINITIONS)[number]): SidebarLink {
  // Typed: a definition naming an icon this app does not draw does not compile.
  const icon: IconName = definition.sidebar.icon;
  const roles: readonly Role[] = definition.roles;
  return {
    to: definition.screens.list,
    label: definition.sidebar.label,
    icon,
    ...(roles.length > 0 ? { roles } : {}),
    isAvailable: true,
  };
}

/**
 * The sidebar in the spec's order (section 2), then the screens the product adds (the outbox). A link whose screen is not built (`isAvailable`
 * false) is hidden rather than leading nowhere; every screen of the spec is built now.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: ROUTES.dashboard, label: LABELS.sidebar.dashboard, icon: 'dashboard', isAvailable: true },
  { to: ROUTES.users, label: LABELS.sidebar.users, icon: 'users', roles: ['admin'], isAvailable: true },
  { to: ROUTES.applications, label: LABELS.sidebar.applications, icon: 'file', isAvailable: true },
  ...RESOURCE_DEFINITIONS.map(resourceLink),
  { to: ROUTES.profile, label: LABELS.sidebar.profile, icon: 'user', isAvailable: true },
  {
    to: ROUTES.settings,
    label: LABELS.sidebar.settings,
    icon: 'settings',
    roles: ['admin'],
    isAvailable: true,
  },
  { to: ROUTES.outbox, label: LABELS.sidebar.outbox, icon: 'mail', roles: ['admin'], isAvailable: true },
  {
    to: ROUTES.recentlyDeleted,
    label: LABELS.recentlyDeleted.title,
    icon: 'trash',
    roles: ['admin'],
    isAvailable: true,
  },
  { to: ROUTES.auditLog, label: LABELS.audit.title, icon: 'shield', roles: ['admin'], isAvailable: true },
];

/** Whether a role may open a link's screen; while the role is unknown only open links count. */
export const canOpen = (link: Pick<SidebarLink, 'roles'>, role: Role | undefined): boolean =>
  !link.roles || (role !== undefined && link.roles.includes(role));

/** The links a signed-in user sees: built screens their role may open. */
export function visibleLinks(role: Role | undefined, links: readonly SidebarLink[] = SIDEBAR_LINKS) {
  return links.filter((link) => link.isAvailable && canOpen(link, role));
}
