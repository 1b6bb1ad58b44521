import '../../styles/status-portal.css';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../language-switcher';
import { SiteFooter } from '../site-footer';
import { SiteNavbar } from '../site-navbar';

interface PortalLayoutProps {
  title: string;
  /** A line under the title in the masthead. */
  lead?: ReactNode;
  /** A line above the title on paper only (the navbar is not printed). */
  printHeader?: string;
  /** The page's path: given, the masthead offers the page in every language. */
  languagePath?: string;
  children: ReactNode;
}

/** The frame of the public status pages: navbar, a navy masthead with the page title, content. */
export function PortalLayout({ title, lead, printHeader, languagePath, children }: PortalLayoutProps) {
  return (
    <div className="status-portal">
      <SiteNavbar />
      <main id="main">
        <div className="portal-masthead">
          <div className="container portal-container">
            {languagePath && <LanguageSwitcher path={languagePath} />}
            {printHeader && <p className="print-only print-brand">{printHeader}</p>}
            <h1 className="portal-title">{title}</h1>
            {lead && <p className="portal-lead">{lead}</p>}
          </div>
        </div>
        <div className="container portal-container portal-body">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
