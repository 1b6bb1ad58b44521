import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchDraft } from './use-search-draft';

describe('useSearchDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function searchBox(initial = '') {
    const onSettle = vi.fn();
    const hook = renderHook(({ address }) => useSearchDraft(address, onSettle), {
      initialProps: { address: initial },
    });
    const type = (text: string) => act(() => hook.result.current[1](text));
    const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const addressSays = (address: string) => hook.rerender({ address });
    return { hook, onSettle, type, pause, addressSays };
  }

  it('hands the search on once typing pauses for 300 ms', () => {
    const box = searchBox();
    box.type('ab');
    box.pause(299);
    expect(box.onSettle).not.toHaveBeenCalled();
    box.pause(1);
    expect(box.onSettle).toHaveBeenCalledWith('ab');
  });

  it('keeps what was typed after a pause when the address catches up with the earlier search', () => {
    const box = searchBox();
    box.type('e2');
    box.pause(300);
    box.type('e2abc123');
    box.addressSays('e2');
    expect(box.hook.result.current[0]).toBe('e2abc123');
    box.pause(300);
    expect(box.onSettle).toHaveBeenLastCalledWith('e2abc123');
  });

  it('follows the address on Back and Forward', () => {
    const box = searchBox('first');
    box.type('second');
    box.pause(300);
    box.addressSays('second');
    box.addressSays('first');
    expect(box.hook.result.current[0]).toBe('first');
    box.addressSays('second');
    expect(box.hook.result.current[0]).toBe('second');
    box.pause(300);
    expect(box.onSettle).toHaveBeenCalledTimes(1);
  });
});
