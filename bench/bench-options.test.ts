import { describe, expect, it } from 'vitest';
import { benchOptions } from './bench-options.ts';

const DEFAULTS = { applications: 100_000, storage: 'disk', db: undefined, cluster: false };

describe('benchOptions', () => {
  it('gives each option its default, numbers as numbers', () => {
    expect(benchOptions(DEFAULTS, [])).toEqual({
      applications: 100_000,
      storage: 'disk',
      db: undefined,
      cluster: false,
    });
  });

  it('reads what the command line gives, in the type of the default', () => {
    expect(
      benchOptions(DEFAULTS, ['--applications', '2000', '--storage', 's3', '--db', 'pglite', '--cluster']),
    ).toEqual({ applications: 2000, storage: 's3', db: 'pglite', cluster: true });
  });

  it('stops at a number option given something else, naming it', () => {
    expect(() => benchOptions(DEFAULTS, ['--applications', '20k'])).toThrow(
      '--applications takes a number, not "20k"',
    );
    expect(() => benchOptions(DEFAULTS, ['--applications', ''])).toThrow('--applications');
  });

  it('refuses an option the bench does not have', () => {
    expect(() => benchOptions(DEFAULTS, ['--aplications', '2000'])).toThrow();
  });
});
