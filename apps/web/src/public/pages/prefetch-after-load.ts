/** The `<template>` in which the build leaves a page's prefetch hints (scripts/build-public.mjs). */
const PREFETCH_TEMPLATE_ID = 'next-page-assets';

/**
 * Puts the page's prefetch hints into the document once it has loaded and the browser is idle.
 * Written into the HTML, the hints were fetched beside the page's own files: a browser fetches them
 * at idle, but Lighthouse's model of a slow phone shares the bandwidth among all, which put the
 * enquiry's largest paint at 2.3-2.6 s instead of 1.2 s. Inside a template they are inert until
 * moved.
 */
export function prefetchAfterLoad(): void {
  const template = document.getElementById(PREFETCH_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const start = () => whenIdle(() => document.head.append(template.content));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
