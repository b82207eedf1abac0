// Blocks split beyond this size, so an insert or delete moves at most this many items.
const MAX_BLOCK_SIZE = 512;

/** A place between items: before `blocks[block][offset]`, or the end when `block` is past the last block. */
export interface Position {
  block: number;
  offset: number;
}

/**
 * Items kept in order by `compare` (which must never call two different items equal), stored as a list of
 * sorted blocks: finding a place is two binary searches, and inserting or deleting shifts one small block.
 */
export class SortedList<T> {
  private blocks: T[][] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  insert(item: T): void {
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    const at = this.seek((other) => this.compare(other, item) < 0);
    const blockIndex = Math.min(at.block, this.blocks.length - 1);
    const block = this.blocks[blockIndex];
    block.splice(at.block === blockIndex ? at.offset : block.length, 0, item);
    if (block.length > MAX_BLOCK_SIZE) this.blocks.splice(blockIndex + 1, 0, block.splice(block.length >> 1));
  }

  /** Removes the item equal to `item`; false when there is none. */
  delete(item: T): boolean {
    const at = this.seek((other) => this.compare(other, item) < 0);
    const block = this.blocks[at.block];
    if (!block || this.compare(block[at.offset], item) !== 0) return false;
    block.splice(at.offset, 1);
    if (block.length === 0) this.blocks.splice(at.block, 1);
    return true;
  }

  /** The position of the first item for which `before` is false; `before` must hold for a leading run of items only. */
  seek(before: (item: T) => boolean): Position {
    let low = 0;
    let high = this.blocks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const block = this.blocks[middle];
      if (before(block[block.length - 1])) low = middle + 1;
      else high = middle;
    }
    if (low === this.blocks.length) return { block: low, offset: 0 };
    const block = this.blocks[low];
    let start = 0;
    let end = block.length - 1;
    while (start < end) {
      const middle = (start + end) >> 1;
      if (before(block[middle])) start = middle + 1;
      else end = middle;
    }
    return { block: low, offset: start };
  }

  end(): Position {
    return { block: this.blocks.length, offset: 0 };
  }

  /** How many items lie between two positions (`from` not after `to`). */
  distance(from: Position, to: Position): number {
    if (from.block === to.block) return to.offset - from.offset;
    let count = (this.blocks[from.block]?.length ?? 0) - from.offset + to.offset;
    for (let block = from.block + 1; block < to.block; block++) count += this.blocks[block].length;
    return count;
  }

  /** Visits the items from `from` up to (not including) `to`, in order or in reverse; stops when `visit` returns false. */
  visit(from: Position, to: Position, reverse: boolean, visit: (item: T) => boolean): boolean {
    if (!reverse) {
      for (let block = from.block; block <= to.block && block < this.blocks.length; block++) {
        const items = this.blocks[block];
        const end = block === to.block ? to.offset : items.length;
        for (let i = block === from.block ? from.offset : 0; i < end; i++) if (!visit(items[i])) return false;
      }
      return true;
    }
    for (let block = Math.min(to.block, this.blocks.length - 1); block >= from.block; block--) {
      const items = this.blocks[block];
      const start = block === from.block ? from.offset : 0;
      for (let i = (block === to.block ? to.offset : items.length) - 1; i >= start; i--) if (!visit(items[i])) return false;
    }
    return true;
  }
}

export function isAfterPosition(a: Position, b: Position): boolean {
  return a.block > b.block || (a.block === b.block && a.offset > b.offset);
}
