import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Reads the QR code in what an element shows, from a screenshot, as a phone's camera would. */
export async function scanQrCode(element: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot({ scale: 'device' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
