import { LandingPage } from '../landing/landing-page';
import { startPage } from './start-page';

// Its first render is its prerender (scroll.ts and the hero start as they were rendered).
startPage(<LandingPage keepFixedSections />, 'hydrate');
