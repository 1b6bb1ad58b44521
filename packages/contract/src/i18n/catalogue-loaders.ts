import type { Locale } from './locales.ts';

/**
 * Each language's catalogue as a chunk of its own, for the web app's pages in that language: a
 * browser loads only the language it shows. (The server and the build read them all through
 * catalogues.ts.)
 */
export const CATALOGUE_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  ar: () => import('./catalogues/ar.json').then((module) => module.default),
  ur: () => import('./catalogues/ur.json').then((module) => module.default),
  hi: () => import('./catalogues/hi.json').then((module) => module.default),
  ne: () => import('./catalogues/ne.json').then((module) => module.default),
  bn: () => import('./catalogues/bn.json').then((module) => module.default),
  fil: () => import('./catalogues/fil.json').then((module) => module.default),
};
