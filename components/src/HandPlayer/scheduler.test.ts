import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualScheduler, createScheduler } from './scheduler.js';

describe('createScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a timer after its delay at the spec pace', () => {
    const ran = vi.fn();
    createScheduler().schedule(ran, 5000);
    vi.advanceTimersByTime(4999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs faster by its speed: the 5 s auction start after 100 ms at speed 50', () => {
    const ran = vi.fn();
    createScheduler({ speed: 50 }).schedule(ran, 5000);
    vi.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('cancels a timer that has not run', () => {
    const ran = vi.fn();
    const cancel = createScheduler().schedule(ran, 1000);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(ran).not.toHaveBeenCalled();
  });

  it('refuses a speed that is not positive', () => {
    expect(() => createScheduler({ speed: 0 })).toThrow();
  });
});

describe('createManualScheduler', () => {
  it('runs timers only when told, oldest first', () => {
    const clock = createManualScheduler();
    const order: string[] = [];
    clock.schedule(() => order.push('auction start'), 5000);
    clock.schedule(() => order.push('dots'), 1000);
    expect(clock.pending()).toEqual([5000, 1000]);
    expect(clock.runNext()).toBe(true);
    expect(order).toEqual(['auction start']);
    expect(clock.pending()).toEqual([1000]);
  });

  it('forgets a cancelled timer', () => {
    const clock = createManualScheduler();
    const cancel = clock.schedule(() => undefined, 1000);
    cancel();
    expect(clock.pending()).toEqual([]);
    expect(clock.runNext()).toBe(false);
  });
});
