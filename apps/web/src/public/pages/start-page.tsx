// The stylesheets main.tsx loads for every page, in the same order.
import '../../styles/bootstrap/public.scss';
import '../../styles/theme.css';
import { hydrate, render } from 'preact';
import type { ReactNode } from 'react';
import { siteData } from '../site-data';

/**
 * Brings a prerendered page to life (the entries of vite.public.config.ts, where React is Preact's
 * compat layer). `hydrate` walks the prerendered elements and attaches the handlers, writing only
 * texts that differ: the cheapest start, for a page whose first render is its prerender (the
 * landing page: what changes comes later, in effects). `render`, given a container that already
 * holds the page, keeps its elements too but compares every attribute and updates what differs:
 * for a page whose first render does differ (the enquiry: the office's today as the date's
 * maximum, the enabled submit button). Compat's createRoot, like React's, would empty the
 * container and build the page again, images included. The settings are asked for first, as
 * main.tsx does, and fill in as they arrive.
 */
export function startPage(page: ReactNode, start: 'hydrate' | 'render'): void {
  void siteData.settings.load();
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from the page.');
  // The page's elements are Preact's here (the aliases); React's types describe the same objects.
  const vnode = page as unknown as Parameters<typeof render>[0];
  if (start === 'hydrate') hydrate(vnode, container);
  else render(vnode, container);
}
