import { describe, expect, it } from 'vitest';
import { isLocalOnlyAddress } from './public-address.ts';

describe('isLocalOnlyAddress', () => {
  it('names the addresses only the server itself can open', () => {
    for (const url of [
      'http://127.0.0.1:3000',
      'http://127.8.9.1',
      'http://localhost:3000',
      'http://LOCALHOST',
      'https://app.localhost',
      'http://[::1]:3000',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0:3000',
      'http://[::]:3000',
      'not a url',
    ])
      expect(isLocalOnlyAddress(url), url).toBe(true);
  });

  it('leaves real addresses alone, private ones included', () => {
    for (const url of [
      'https://visas.example.com',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://[2001:db8::1]/',
      'https://localhost.example.com',
      'http://128.0.0.1',
    ])
      expect(isLocalOnlyAddress(url), url).toBe(false);
  });
});
