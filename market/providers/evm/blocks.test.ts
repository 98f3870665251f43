import { describe, expect, it } from "vitest";
import { type BlockRef, findForkPoint, RecentBlocks } from "./blocks.ts";

const block = (number: number, fork = "a"): BlockRef => ({
  number,
  hash: `0x${fork}${number}`,
  time: number * 12_000,
});

describe("RecentBlocks", () => {
  it("keeps blocks in number order, replaces a height, forgets the oldest past its limit", () => {
    const blocks = new RecentBlocks(3, [block(5), block(2)]);
    blocks.add(block(9));
    blocks.add(block(5, "b"));
    expect(blocks.all().map((b) => b.hash)).toEqual(["0xa2", "0xb5", "0xa9"]);
    blocks.add(block(7));
    expect(blocks.all().map((b) => b.number)).toEqual([5, 7, 9]);
    expect(blocks.tip?.number).toBe(9);
  });

  it("forgets the blocks above a fork point", () => {
    const blocks = new RecentBlocks(10, [block(1), block(2), block(3), block(4)]);
    blocks.truncateAbove(2);
    expect(blocks.all().map((b) => b.number)).toEqual([1, 2]);
    blocks.truncateAbove(0);
    expect(blocks.tip).toBeUndefined();
  });
});

describe("findForkPoint", () => {
  /** The node's canonical chain: fork "a" up to `forkAt`, fork "b" above; counts the questions. */
  const node = (forkAt: number) => {
    const asked: number[] = [];
    return {
      asked,
      canonical: async (n: number) => {
        asked.push(n);
        return n <= forkAt ? `0xa${n}` : `0xb${n}`;
      },
    };
  };
  const seen = [10, 11, 12, 15, 16].map((n) => block(n));

  it("is the highest remembered block still canonical, asked from the top down", async () => {
    const chain = node(13);
    expect(await findForkPoint(seen, chain.canonical)).toEqual({ number: 12, deep: false });
    expect(chain.asked).toEqual([16, 15, 12]);
  });

  it("is the tip when nothing changed, and costs one question", async () => {
    const chain = node(100);
    expect(await findForkPoint(seen, chain.canonical)).toEqual({ number: 16, deep: false });
    expect(chain.asked).toEqual([16]);
  });

  it("is below everything remembered when no remembered block is canonical, or when the node has none", async () => {
    expect(await findForkPoint(seen, node(3).canonical)).toEqual({ number: 9, deep: true });
    expect(await findForkPoint(seen, async () => undefined)).toEqual({ number: 9, deep: true });
    expect(await findForkPoint([], async () => undefined)).toEqual({ number: -1, deep: true });
  });
});
