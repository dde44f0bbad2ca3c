import { describe, expect, test } from "vitest";
import { createSlots } from "./slots";

/** A promise and its resolve function, to finish a held slot's work when the test says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe("createSlots", () => {
  test("at most `size` hold a slot; the waiting ones get theirs in arrival order as slots are released", async () => {
    const slots = createSlots(2);
    const order: number[] = [];
    const first = await slots.take();
    const second = await slots.take();
    expect(slots.held).toBe(2);
    const waiting = [3, 4, 5].map((n) => slots.take().then((release) => (order.push(n), release)));
    await tick();
    expect(order).toEqual([]);
    expect(slots.waiting).toBe(3);

    second!();
    await tick();
    expect(order).toEqual([3]);
    first!();
    await tick();
    expect(order).toEqual([3, 4]);
    expect(slots.held).toBe(2);
    for (const release of await Promise.all(waiting.slice(0, 2))) release!();
    const last = await waiting[2];
    last!();
    expect([slots.held, slots.waiting]).toEqual([0, 0]);
  });

  test("releasing twice frees one slot only", async () => {
    const slots = createSlots(1);
    const release = (await slots.take())!;
    const next = slots.take();
    release();
    release();
    await next;
    expect(slots.held).toBe(1);
    // The second release did not let a third holder in beside the second one.
    let third = false;
    void slots.take().then(() => (third = true));
    await tick();
    expect(third).toBe(false);
  });

  test("beyond `maxWaiting` waiting, take() answers null at once", async () => {
    const slots = createSlots(1, 1);
    const held = await slots.take();
    const queued = slots.take();
    expect(await slots.take()).toBeNull();
    held!();
    expect(await queued).not.toBeNull();
  });

  test("run() frees its slot when the work fails, and never refuses", async () => {
    const slots = createSlots(1, 0);
    const gate = deferred();
    const running = slots.run(() => gate.promise);
    const failing = slots.run(async () => {
      throw new Error("boom");
    });
    gate.resolve();
    await running;
    await expect(failing).rejects.toThrow("boom");
    expect([slots.held, slots.waiting]).toEqual([0, 0]);
  });

  test("a size that is not a positive integer is refused", () => {
    expect(() => createSlots(0)).toThrow(RangeError);
    expect(() => createSlots(1.5)).toThrow(RangeError);
  });
});
