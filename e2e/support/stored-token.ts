import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@visadesk/contract';

/** The access token this page's app keeps in localStorage; null when it keeps none (signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
}
