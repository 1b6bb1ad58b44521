import { File as NodeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// The page's address is the API server's (vitest.config.ts), so the app's same-origin requests
// reach the real API.

/*
 * jsdom has no fetch, so the test runs on Node's, which (unlike a browser) refuses a path without
 * an origin. The app asks for same-origin paths ('/api/...'): resolve them against the page.
 */
const absolute = (input: RequestInfo | URL): RequestInfo | URL =>
  typeof input === 'string' ? new URL(input, window.location.href).href : input;
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(absolute(input), init);
  }
};
const nodeFetch = globalThis.fetch;
// Through Request, which Vitest makes take jsdom's FormData and Blob bodies. It copies a FormData's
// files into Node's FormData, which (from Node 24) makes each entry with the global File: Node's
// while the body is made, as jsdom's File has no bytes Node can send.
const pageFile = globalThis.File;
globalThis.fetch = (input, init) => {
  globalThis.File = NodeFile as typeof File;
  try {
    return nodeFetch(new Request(input, init));
  } finally {
    globalThis.File = pageFile;
  }
};

// jsdom has no media queries; the toaster asks whether motion is reduced. Nothing matches.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom's Blob has no arrayBuffer() (browsers have had it since 2019); read it as a browser would.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store, which would outlive the screen.
  toast.remove();
  localStorage.clear();
});
