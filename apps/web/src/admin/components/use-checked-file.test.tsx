import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckedFile } from './use-checked-file';

/** A check that ends when the test says, with the answer the test gives. */
function heldChecks() {
  const held: ((error: string | null) => void)[] = [];
  const check = () => new Promise<string | null>((resolve) => held.push(resolve));
  return { check, answer: (index: number, error: string | null) => act(async () => held[index]?.(error)) };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('useCheckedFile', () => {
  it('answers a save asked for while the file is checked with that file, once checked', async () => {
    const { check, answer } = heldChecks();
    const { result } = renderHook(() => useCheckedFile(check));
    const chosen = file('slide.png');
    act(() => result.current.choose(chosen));
    let settled: unknown;
    const waiting = result.current.settled().then((value) => {
      settled = value;
    });
    await act(async () => undefined);
    expect(settled).toBeUndefined();
    await answer(0, null);
    await waiting;
    expect(settled).toEqual({ file: chosen, error: null });
    expect(result.current.file).toBe(chosen);
  });

  it('keeps the latest choice when an earlier one is checked after it, and drops a refused file', async () => {
    const { check, answer } = heldChecks();
    const { result } = renderHook(() => useCheckedFile(check));
    act(() => result.current.choose(file('first.png')));
    act(() => result.current.choose(file('second.pdf')));
    const waiting = result.current.settled();
    await answer(1, 'Not an image.');
    await answer(0, null);
    expect(await waiting).toEqual({ file: null, error: 'Not an image.' });
    expect(result.current).toMatchObject({ file: null, error: 'Not an image.' });
  });

  it("shows a refusal set later (the server's) with the file kept", async () => {
    const { check, answer } = heldChecks();
    const { result } = renderHook(() => useCheckedFile(check));
    const chosen = file('slide.png');
    act(() => result.current.choose(chosen));
    await answer(0, null);
    act(() => result.current.setError('The server refused it.'));
    expect(await result.current.settled()).toEqual({ file: chosen, error: 'The server refused it.' });
  });
});
