// The stylesheets main.tsx loads for every page, in the same order.
import '../../styles/bootstrap/public.scss';
import '../../styles/theme.css';
import { render } from 'preact';
import type { ReactNode } from 'react';
import { siteData } from '../site-data';

/**
 * Brings a prerendered page to life (the entries of vite.public.config.ts, where React is Preact's
 * compat layer). Preact's own render, given a container that already holds the page, keeps its
 * elements and brings every attribute and text that differs now up to date (the office's today,
 * the enabled submit button, a restored scroll position); compat's createRoot, like React's, would
 * empty the container first and build the page again, images included. The settings are asked for
 * first, as main.tsx does, and fill in as they arrive.
 */
export function startPage(page: ReactNode): void {
  void siteData.settings.load();
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from the page.');
  // The page's elements are Preact's here (the aliases); React's types describe the same objects.
  render(page as unknown as Parameters<typeof render>[0], container);
}
