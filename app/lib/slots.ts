// Bounded concurrency, the one helper for it: at most `size` holders of a slot at once, the
// others waiting in arrival order, optionally no more than `maxWaiting` of them. Used by the image
// pipeline (decodes held in memory) and the HTTP server's large bodies (uploads held in memory).

/** Frees the slot taken; calling it again does nothing. */
export type ReleaseSlot = () => void;

export interface Slots {
  /**
   * A slot, at once when one is free, else when the ones before have been released; null when
   * `maxWaiting` are waiting already (the caller refuses the work).
   */
  take(): Promise<ReleaseSlot | null>;
  /** Runs `work` in a slot (waiting without limit): the slot is freed when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly held: number;
  readonly waiting: number;
}

export function createSlots(size: number, maxWaiting = Number.POSITIVE_INFINITY): Slots {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`slots: size must be a positive integer, got ${size}`);
  let held = 0;
  const queue: Array<() => void> = [];

  const releaser = (): ReleaseSlot => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the first one waiting, or is freed.
      const next = queue.shift();
      if (next) next();
      else held -= 1;
    };
  };

  const acquire = async (limit: number): Promise<ReleaseSlot | null> => {
    if (held < size) {
      held += 1;
      return releaser();
    }
    if (queue.length >= limit) return null;
    await new Promise<void>((resolve) => queue.push(resolve));
    return releaser();
  };

  return {
    take: () => acquire(maxWaiting),
    async run(work) {
      const release = (await acquire(Number.POSITIVE_INFINITY))!;
      try {
        return await work();
      } finally {
        release();
      }
    },
    get held() {
      return held;
    },
    get waiting() {
      return queue.length;
    },
  };
}
