import { LABELS, ROUTES, type Role } from '@visadesk/contract/plain';
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

/**
 * The sidebar in the spec's order (section 2). A link whose screen is not built (`isAvailable`
 * false) is hidden rather than leading nowhere; every screen of the spec is built now.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: ROUTES.dashboard, label: LABELS.sidebar.dashboard, icon: 'dashboard', isAvailable: true },
  { to: ROUTES.users, label: LABELS.sidebar.users, icon: 'users', roles: ['admin'], isAvailable: true },
  { to: ROUTES.applications, label: LABELS.sidebar.applications, icon: 'file', isAvailable: true },
  { to: ROUTES.companies, label: LABELS.sidebar.companies, icon: 'building', isAvailable: true },
  { to: ROUTES.designations, label: LABELS.sidebar.designations, icon: 'briefcase', isAvailable: true },
  { to: ROUTES.salaries, label: LABELS.sidebar.salaries, icon: 'salary', isAvailable: true },
  { to: ROUTES.pages, label: LABELS.sidebar.pages, icon: 'page', isAvailable: true },
  { to: ROUTES.sliders, label: LABELS.sidebar.sliders, icon: 'image', isAvailable: true },
  { to: ROUTES.profile, label: LABELS.sidebar.profile, icon: 'user', isAvailable: true },
  {
    to: ROUTES.settings,
    label: LABELS.sidebar.settings,
    icon: 'settings',
    roles: ['admin'],
    isAvailable: true,
  },
];

/** Whether a role may open a link's screen; while the role is unknown only open links count. */
export const canOpen = (link: Pick<SidebarLink, 'roles'>, role: Role | undefined): boolean =>
  !link.roles || (role !== undefined && link.roles.includes(role));

/** The links a signed-in user sees: built screens their role may open. */
export function visibleLinks(role: Role | undefined, links: readonly SidebarLink[] = SIDEBAR_LINKS) {
  return links.filter((link) => link.isAvailable && canOpen(link, role));
}
