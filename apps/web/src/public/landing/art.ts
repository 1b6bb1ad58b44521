/*
 * The landing page's illustrations: flat SVG drawings in the brand palette (nothing here was
 * downloaded). `?no-inline` keeps each one a file of its own, fetched lazily by its <img>, instead
 * of a data URL inside the script.
 */
import airport from './art/airport.svg?no-inline';
import documents from './art/documents.svg?no-inline';
import family from './art/family.svg?no-inline';
import globe from './art/globe.svg?no-inline';
import handshake from './art/handshake.svg?no-inline';
import skyline from './art/skyline.svg?no-inline';
import team1 from './art/team-1.svg?no-inline';
import team2 from './art/team-2.svg?no-inline';
import team3 from './art/team-3.svg?no-inline';
import team4 from './art/team-4.svg?no-inline';

/** Scene illustrations, all 640 by 480. */
export const ART = { airport, documents, family, globe, handshake, skyline } as const;
export const ART_SIZE = { width: 640, height: 480 } as const;

/** Illustrated team portraits, 240 by 240. */
export const PORTRAITS = { 1: team1, 2: team2, 3: team3, 4: team4 } as const;
export const PORTRAIT_SIZE = 240;
