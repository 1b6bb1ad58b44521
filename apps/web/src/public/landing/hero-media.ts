/**
 * The hero's video and poster: files under public/media (see its README for how they were made),
 * served as they are, at fixed addresses (the prerendered landing page names the poster in its HTML).
 */
export const HERO_MEDIA = {
  poster: '/media/hero-poster.webp',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
} as const;
