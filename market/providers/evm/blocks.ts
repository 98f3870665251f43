/** A block as the indexer remembers it: number, hash (lower-cased) and time (Unix ms). */
export type BlockRef = { number: number; hash: string; time: number };

/**
 * The latest blocks the indexer read, by number, at most `limit` (the oldest go first): not every block, but
 * the last of each range read and every block a trade came from, which is what a reorganisation can orphan.
 */
export class RecentBlocks {
  private readonly list: BlockRef[] = [];
  private readonly limit: number;

  constructor(limit: number, blocks: readonly BlockRef[] = []) {
    this.limit = limit;
    for (const block of blocks) this.add(block);
  }

  /** Adds a block, replacing one of the same number. */
  add(block: BlockRef): void {
    const list = this.list;
    let at = list.length;
    while (at > 0 && list[at - 1].number > block.number) at--;
    if (at > 0 && list[at - 1].number === block.number) list[at - 1] = block;
    else list.splice(at, 0, block);
    if (list.length > this.limit) list.splice(0, list.length - this.limit);
  }

  get tip(): BlockRef | undefined {
    return this.list.at(-1);
  }

  /** Forgets the blocks above `number`. */
  truncateAbove(number: number): void {
    while (this.list.length > 0 && (this.list.at(-1) as BlockRef).number > number) this.list.pop();
  }

  all(): readonly BlockRef[] {
    return this.list;
  }
}

/**
 * Where the chain forked from what was read: the highest remembered block whose hash is still the canonical
 * one at its height (`canonical` asks the node). When none is, the fork is below everything remembered
 * (`deep`): the block under the oldest one is taken, as the deepest point that can be told.
 */
export async function findForkPoint(
  blocks: readonly BlockRef[],
  canonical: (number: number) => Promise<string | undefined>,
): Promise<{ number: number; deep: boolean }> {
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i];
    if ((await canonical(block.number)) === block.hash) return { number: block.number, deep: false };
  }
  return { number: Math.max(-1, (blocks[0]?.number ?? 0) - 1), deep: true };
}
