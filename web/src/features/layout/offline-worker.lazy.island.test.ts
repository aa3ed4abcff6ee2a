import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineWorkerEnabled, scheduleRegistration } from './offline-worker.lazy.island';

describe('offlineWorkerEnabled', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('production %s, staging %s: enabled %s', (production, staging, enabled) => {
    expect(offlineWorkerEnabled({ production, staging })).toBe(enabled);
  });
});

/** Just enough of a browser window: timers (faked by vitest), idle callbacks run by the test, the load event. */
function fakeWindow(readyState: DocumentReadyState, { idleCallbacks = true } = {}) {
  const document = { readyState };
  const pendingIdle = new Map<number, () => void>();
  const idleRequests: { timeout: number | undefined }[] = [];
  const cancelledIdle: number[] = [];
  const loadListeners = new Set<() => void>();
  let nextIdle = 1;

  const win: Record<string, unknown> = {
    document,
    setTimeout: (handler: () => void, ms: number) => globalThis.setTimeout(handler, ms),
    clearTimeout: (id: ReturnType<typeof globalThis.setTimeout>) => globalThis.clearTimeout(id),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.delete(listener);
    },
  };
  if (idleCallbacks) {
    win.requestIdleCallback = (callback: () => void, options?: { timeout?: number }) => {
      const id = nextIdle++;
      pendingIdle.set(id, callback);
      idleRequests.push({ timeout: options?.timeout });
      return id;
    };
    win.cancelIdleCallback = (id: number) => {
      cancelledIdle.push(id);
      pendingIdle.delete(id);
    };
  }

  return {
    window: win as unknown as Window,
    idleRequests,
    cancelledIdle,
    loadListenerCount: () => loadListeners.size,
    /** The page finished loading. */
    load() {
      document.readyState = 'complete';
      const listeners = [...loadListeners];
      loadListeners.clear();
      for (const l of listeners) l();
    },
    /** The browser became idle: every pending idle callback runs. */
    idle() {
      const callbacks = [...pendingIdle.values()];
      pendingIdle.clear();
      for (const c of callbacks) c();
    },
  };
}

/** A window in that state with a registration scheduled in it: the window, the registration and its cancel. */
function scheduled(readyState: DocumentReadyState, options?: { idleCallbacks?: boolean }) {
  const win = fakeWindow(readyState, options);
  const register = vi.fn();
  const cancel = scheduleRegistration(register, win.window);
  return { win, register, cancel };
}

/** The page loads and the browser is never idle: the 60000 ms timer registers, not a millisecond sooner. */
function expectRegistrationAtTheTimeLimit({ win, register }: ReturnType<typeof scheduled>) {
  win.load();
  vi.advanceTimersByTime(59_999);
  expect(register).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(register).toHaveBeenCalledTimes(1);
}

describe('scheduleRegistration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then registers once when the browser is idle', () => {
    const { win, register } = scheduled('loading');

    win.idle();
    vi.advanceTimersByTime(1_000);
    expect(register).not.toHaveBeenCalled();
    expect(win.idleRequests).toHaveLength(0);

    win.load();
    expect(win.idleRequests).toEqual([{ timeout: 60_000 }]);
    expect(register).not.toHaveBeenCalled();

    win.idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const { win, register } = scheduled('complete');
    expect(win.idleRequests).toHaveLength(1);
    win.idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at 60000 ms when the browser never becomes idle', () => {
    expectRegistrationAtTheTimeLimit(scheduled('loading'));
  });

  it('registers at 60000 ms even when the load event never comes', () => {
    const { register } = scheduled('loading');
    vi.advanceTimersByTime(60_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never registers twice: idle first, then the 60000 ms timer', () => {
    const { win, register } = scheduled('complete');
    win.idle();
    vi.advanceTimersByTime(120_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never registers twice: the 60000 ms timer first, then idle', () => {
    const { win, register } = scheduled('complete');
    vi.advanceTimersByTime(60_000);
    win.idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('falls back to the timer alone in browsers without requestIdleCallback', () => {
    const schedule = scheduled('loading', { idleCallbacks: false });
    expect('requestIdleCallback' in schedule.win.window).toBe(false);
    expectRegistrationAtTheTimeLimit(schedule);
  });

  it('does not register after cancel, before the page has loaded', () => {
    const { win, register, cancel } = scheduled('loading');
    cancel();
    expect(win.loadListenerCount()).toBe(0);
    win.load();
    win.idle();
    vi.advanceTimersByTime(120_000);
    expect(register).not.toHaveBeenCalled();
  });

  it('does not register after cancel, once an idle callback was requested', () => {
    const { win, register, cancel } = scheduled('complete');
    cancel();
    expect(win.cancelledIdle).toHaveLength(1);
    win.idle();
    vi.advanceTimersByTime(120_000);
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps registration independent between two schedules', () => {
    const win = fakeWindow('complete');
    const first = vi.fn();
    const second = vi.fn();
    const cancelFirst = scheduleRegistration(first, win.window);
    scheduleRegistration(second, win.window);
    cancelFirst();
    win.idle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
