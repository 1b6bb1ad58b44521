import { describe, expect, it } from 'vitest';
import { LAUNCH_ENV, withLaunchEnv } from '../../launch-env.mjs';
import { missingLaunchEnv } from './launch-env-check.ts';

describe('launch environment', () => {
  it('limits glibc to one malloc arena and keeps large blocks in mappings of their own', () => {
    expect(LAUNCH_ENV).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('adds the launch settings but keeps what the environment already sets', () => {
    expect(withLaunchEnv({ PORT: '3000' })).toEqual({ PORT: '3000', ...LAUNCH_ENV });
    expect(withLaunchEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it('names the settings a Linux process started without', () => {
    const all = { ...LAUNCH_ENV };
    expect(missingLaunchEnv({}, 'linux')).toEqual(['MALLOC_ARENA_MAX=1', 'MALLOC_MMAP_THRESHOLD_=131072']);
    expect(missingLaunchEnv({ ...all, MALLOC_ARENA_MAX: '' }, 'linux')).toEqual(['MALLOC_ARENA_MAX=1']);
    expect(missingLaunchEnv({ ...all, MALLOC_ARENA_MAX: '2' }, 'linux')).toEqual([]);
    expect(missingLaunchEnv({}, 'darwin')).toEqual([]);
  });
});
