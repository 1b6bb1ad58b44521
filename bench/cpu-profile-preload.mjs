// Loaded into the server under `npm run bench:request-cost -- --profile` (NODE_OPTIONS=--import):
// each thread (the main one and the embedded database's) profiles itself from the moment the bench
// writes PROFILE_DIR/<label>.start until it writes <label>.stop, then writes
// PROFILE_DIR/<label>-thread<N>.cpuprofile. Files, because a worker thread hears no signal.
import { existsSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

const { PROFILE_DIR, PROFILE_LABEL = 'server' } = process.env;
if (PROFILE_DIR) {
  const session = new Session();
  session.connect();
  const post = (method) =>
    new Promise((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const marker = (name) => existsSync(path.join(PROFILE_DIR, `${PROFILE_LABEL}.${name}`));
  let state = 'waiting';
  const poll = setInterval(async () => {
    if (state === 'waiting' && marker('start')) {
      state = 'profiling';
      await post('Profiler.enable');
      await post('Profiler.start');
    } else if (state === 'profiling' && marker('stop')) {
      state = 'done';
      clearInterval(poll);
      const { profile } = await post('Profiler.stop');
      const file = path.join(PROFILE_DIR, `${PROFILE_LABEL}-thread${threadId}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
  }, 50);
  poll.unref();
}
