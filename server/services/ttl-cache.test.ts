import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("loads once for concurrent misses and serves hits until the entry expires", async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", load)).toBe(2);
    vi.useRealTimers();
  });

  it("forgets a deleted key and keeps at most maxEntries", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    let n = 0;
    const load = async () => `v${++n}`;
    await cache.get("a", load);
    cache.delete("a");
    expect(await cache.get("a", load)).toBe("v2");
    await cache.get("b", load);
    await cache.get("c", load); // evicts the oldest, "a"
    expect(await cache.get("a", load)).toBe("v5");
  });

  it("does not keep a failed load", async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});

describe("createTtlCache getMany", () => {
  it("loads only the missing keys, in one call, and shares loads under way", async () => {
    const cache = createTtlCache<string | null>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("a", async () => "A");
    const calls: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loadMany = async (keys: string[]) => {
      calls.push(keys);
      await gate;
      return new Map(keys.filter((k) => k !== "x").map((k) => [k, k.toUpperCase()]));
    };
    const first = cache.getMany(["a", "b", "x", "b"], loadMany, null);
    const single = cache.get("b", async () => "never");
    release();
    expect([...(await first).entries()]).toEqual([
      ["a", "A"],
      ["b", "B"],
      ["x", null],
    ]);
    expect(await single).toBe("B");
    expect(calls).toEqual([["b", "x"]]);
    // Both now cached, the unknown one too.
    await cache.getMany(["b", "x"], loadMany, null);
    expect(calls).toHaveLength(1);
  });

  it("rejects once when the batch fails and keeps nothing", async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(
      cache.getMany(["a", "b"], () => Promise.reject(new Error("down")), 0),
    ).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});
