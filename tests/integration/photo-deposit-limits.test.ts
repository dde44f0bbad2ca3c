// The photo deposit's per-member limits (spec: 20 pending photos, 10 deposits an hour), also when
// deposits arrive together: five at once with 18 pending, exactly two pass under the member's row
// lock. On both engines (the lock is only really contended on the PostgreSQL server). The
// pipeline and the refusals are photo-deposit.test.ts's.
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { photoFileKeys } from "~/features/photos/files.server";
import { depositPhoto, withdrawPhoto } from "~/features/photos/mutations.server";
import { PHOTO_DEPOSITS_PER_HOUR, PHOTO_PENDING_MAX } from "~/features/photos/options";
import { truncateAll } from "../setup/database";
import { depotEntries, input, insertPending, pendingOf, storedRow, tinyJpeg, upload, verifiedMember } from "./support/photo-fixtures";

beforeEach(async () => {
  await truncateAll();
});

describe("limits per member", () => {
  test(`the ${PHOTO_PENDING_MAX + 1}st pending photo is refused, and leaves no file`, async () => {
    const member = await verifiedMember();
    await insertPending(member.id, PHOTO_PENDING_MAX - 1);
    expect((await depositPhoto(getDb(), member, input(upload(await tinyJpeg())))).status).toBe("stored");
    const before = await depotEntries();
    expect(await depositPhoto(getDb(), member, input(upload(await tinyJpeg())))).toEqual({ status: "too_many_pending" });
    expect(await depotEntries()).toEqual(before);
    expect(await pendingOf(member.id)).toBe(PHOTO_PENDING_MAX);
    // Another member is not concerned.
    const other = await verifiedMember();
    expect((await depositPhoto(getDb(), other, input(upload(await tinyJpeg())))).status).toBe("stored");
  });

  test("five deposits at once with 18 pending: exactly two pass, the others’ files are removed", async () => {
    const member = await verifiedMember();
    await insertPending(member.id, PHOTO_PENDING_MAX - 2);
    const before = await depotEntries();
    const photos = await Promise.all(Array.from({ length: 5 }, () => tinyJpeg()));
    const results = await Promise.all(photos.map((bytes) => depositPhoto(getDb(), member, input(upload(bytes)))));
    const stored = results.filter((r) => r.status === "stored");
    expect(stored).toHaveLength(2);
    expect(results.filter((r) => r.status === "too_many_pending")).toHaveLength(3);
    expect(await pendingOf(member.id)).toBe(PHOTO_PENDING_MAX);
    // Only the two stored photos' files were added.
    const added = (await depotEntries()).filter((e) => !before.includes(e));
    const expected = new Set<string>();
    for (const r of stored) {
      const row = await storedRow((r as { id: string }).id);
      expected.add(row.storageId);
      for (const key of photoFileKeys(row)) expected.add(key.replace(/^depots\//, ""));
    }
    expect(added.filter((e) => !e.endsWith(".meta.json")).sort()).toEqual([...expected].sort());
  });

  test(`at most ${PHOTO_DEPOSITS_PER_HOUR} deposits an hour, even once some were withdrawn`, async () => {
    const member = await verifiedMember();
    const now = new Date("2026-11-25T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < PHOTO_DEPOSITS_PER_HOUR; i++) {
      const result = await depositPhoto(getDb(), member, input(upload(await tinyJpeg())), new Date(now.getTime() + i * 60_000));
      if (result.status !== "stored") throw new Error(`deposit ${i + 1}: ${JSON.stringify(result)}`);
      ids.push(result.id);
    }
    // Withdrawing does not give deposits back.
    expect(await withdrawPhoto(getDb(), member.id, ids[0]!)).toBe("withdrawn");
    const before = await depotEntries();
    expect(await depositPhoto(getDb(), member, input(upload(await tinyJpeg())), new Date(now.getTime() + 30 * 60_000))).toEqual({ status: "too_many_deposits", retryAfterSeconds: 30 * 60 });
    expect(await depotEntries()).toEqual(before);
    // The window starts with the first deposit; an hour later the member can deposit again.
    expect((await depositPhoto(getDb(), member, input(upload(await tinyJpeg())), new Date(now.getTime() + 61 * 60_000))).status).toBe("stored");
  });
});
