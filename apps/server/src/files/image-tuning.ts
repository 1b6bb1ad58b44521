import sharp from 'sharp';

/*
 * libvips keeps recent operations and their decoded pixels in a cache (sharp's default: up to 50
 * MB), which for uploads only holds memory: every upload is a different file, decoded once. Off,
 * twelve 5 MB documents peak 52 MB above the idle server instead of 121 MB, and the memory goes
 * back after (`npm run bench:uploads`). Through sharp's public `cache` setting.
 */
export function tuneImageProcessing(): void {
  sharp.cache(false);
}
