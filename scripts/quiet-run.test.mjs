import { describe, expect, it } from 'vitest';
import { runQuietly } from './quiet-run.mjs';

function recorder() {
  let text = '';
  return { write: (chunk) => (text += chunk), text: () => text };
}

describe('a quiet build step', () => {
  it('shows nothing when it succeeds', () => {
    const out = recorder();
    const status = runQuietly(
      process.execPath,
      ['-e', 'console.log("dist/assets/a.js 1 kB"); console.error("[PLUGIN_TIMINGS]")'],
      { out },
    );
    expect(status).toBe(0);
    expect(out.text()).toBe('');
  });

  it('shows all its output, in order, when it fails', () => {
    const out = recorder();
    const script = 'console.log("transforming..."); console.error("error: bad import"); process.exit(3)';
    const status = runQuietly(process.execPath, ['-e', script], { out });
    expect(status).toBe(3);
    expect(out.text()).toBe('transforming...\nerror: bad import\n');
  });
});
