/** A promise the test resolves when it chooses: `held` waits until `release()` is called. */
export function latch() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
