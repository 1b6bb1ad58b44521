/**
 * `node --import tsx build-demo-images.ts <outDir>`, run by build.mjs: the demo content's images,
 * rendered and re-encoded once, so a first start copies them instead of running libvips on some
 * 150 of them, which would keep about 30 MB of its native heap for good.
 */
import path from 'node:path';
import { tuneImageProcessing } from './src/files/image-tuning.ts';
import { DEMO_APPLICATION_IMAGES } from './src/seed/demo-applications.ts';
import { DEMO_SLIDE_IMAGES } from './src/seed/demo-content.ts';
import { buildDemoImages } from './src/seed/demo-images.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-demo-images.ts <outDir>');
tuneImageProcessing();
const images = [...DEMO_APPLICATION_IMAGES, ...DEMO_SLIDE_IMAGES];
await buildDemoImages(images, path.resolve(outDir, 'demo-images'));
console.log(`demo images built: ${images.length}`);
