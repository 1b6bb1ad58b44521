import { LABELS, ROUTES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_LINKS, type SidebarLink, visibleLinks } from './sidebar-links';

/** The spec's sidebar, in its order. */
const SPEC_SIDEBAR = [
  ROUTES.dashboard,
  ROUTES.users,
  ROUTES.applications,
  ROUTES.companies,
  ROUTES.designations,
  ROUTES.salaries,
  ROUTES.pages,
  ROUTES.sliders,
  ROUTES.profile,
  ROUTES.settings,
  ROUTES.outbox,
  ROUTES.recentlyDeleted,
  ROUTES.auditLog,
];
const ADMIN_ONLY: string[] = [
  ROUTES.users,
  ROUTES.settings,
  ROUTES.outbox,
  ROUTES.recentlyDeleted,
  ROUTES.auditLog,
];

describe('SIDEBAR_LINKS', () => {
  it('lists the spec sidebar in order', () => {
    expect(SIDEBAR_LINKS.map((link) => link.to)).toEqual(SPEC_SIDEBAR);
  });

  it('gives each catalogue and content resource its definition’s label, icon and roles', () => {
    const company = SIDEBAR_LINKS.find((link) => link.to === ROUTES.companies);
    expect(company).toEqual({
      to: '/company',
      label: LABELS.sidebar.companies,
      icon: 'building',
      isAvailable: true,
    });
    const slider = SIDEBAR_LINKS.find((link) => link.to === ROUTES.sliders);
    expect(slider).toMatchObject({ label: LABELS.sidebar.sliders, icon: 'image' });
  });
});

describe('visibleLinks', () => {
  const links: SidebarLink[] = [
    { to: '/open', label: 'Open', icon: 'home', isAvailable: true },
    { to: '/admin', label: 'Admin', icon: 'users', roles: ['admin'], isAvailable: true },
    { to: '/later', label: 'Later', icon: 'page', isAvailable: false },
  ];

  it('shows admin-only links to admins and hides them from other roles', () => {
    expect(visibleLinks('admin', links).map((link) => link.to)).toEqual(['/open', '/admin']);
    expect(visibleLinks('approver', links).map((link) => link.to)).toEqual(['/open']);
    expect(visibleLinks('staff', links).map((link) => link.to)).toEqual(['/open']);
  });

  it('hides role-restricted links while the role is still unknown', () => {
    expect(visibleLinks(undefined, links).map((link) => link.to)).toEqual(['/open']);
  });

  it('hides links whose screens are not built yet', () => {
    expect(visibleLinks('admin', links).map((link) => link.to)).not.toContain('/later');
  });

  it('shows every built screen to admins, in the spec order', () => {
    expect(visibleLinks('admin').map((link) => link.to)).toEqual(SIDEBAR_LINKS.map((link) => link.to));
  });

  it('shows the catalogue and content screens to every role, and Users, Setting and Outbox to admins only', () => {
    for (const role of ['approver', 'staff'] as const) {
      expect(visibleLinks(role).map((link) => link.to)).toEqual(
        SPEC_SIDEBAR.filter((to) => !ADMIN_ONLY.includes(to)),
      );
    }
  });

  it('shows the application screens to every staff role', () => {
    for (const role of ['admin', 'approver', 'staff'] as const) {
      expect(visibleLinks(role).map((link) => link.to)).toContain(ROUTES.applications);
    }
  });
});
