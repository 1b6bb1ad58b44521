/**
 * The environment the server process starts with. glibc reads it before any JavaScript runs, so
 * the server cannot set it on itself: every launcher passes it (`npm start`, the bench, the tests'
 * server processes and the end-to-end web server). A value already in the environment wins, so an
 * operator can still override it. Plain JavaScript, because `npm start` runs without a compiler.
 */
export const LAUNCH_ENV = {
  // glibc gives each thread that allocates its own malloc arena (up to eight per core) and keeps
  // what is freed in it. PGlite's thread, V8's compiler threads and libuv's pool left 30-35 MB
  // behind that way. With one arena the server serves as fast in that much less memory.
  MALLOC_ARENA_MAX: '1',
  // glibc serves a large block from its heap once an earlier one of that size was freed (it raises
  // its mmap threshold up to 32 MB), and its heap rarely shrinks: image re-encoding and the first
  // start's demo content left about 20 MB there for good. A fixed threshold (glibc's own starting
  // value) keeps every block over 128 KB in its own mapping, given back when freed.
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** `env` plus each launch setting it does not set itself. */
export function withLaunchEnv(env) {
  return { ...LAUNCH_ENV, ...env };
}
