import sharp from 'sharp';

/**
 * libvips keeps the last 100 image operations and up to 50 MB of their pixels for reuse. Every
 * image the server handles is new (an upload, a demo sample rendered once), so nothing is ever
 * reused: the cache only held memory. Turned off, a first start that renders the demo samples
 * peaked 15-20 MB lower (decision 141).
 */
export function limitImageMemory() {
  sharp.cache(false);
}
