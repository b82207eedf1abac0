import { SortedList } from '../storage/sorted-list';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function contents(list: SortedList<number>): number[] {
  const items: number[] = [];
  list.visit(list.seek(() => false), list.end(), false, (item) => items.push(item) > 0);
  return items;
}

test('stays sorted through many inserts and deletes across block splits, and seeks, counts and walks ranges both ways', () => {
  const next = random(3);
  const list = new SortedList<number>((a, b) => a - b);
  const reference: number[] = [];
  for (let step = 0; step < 20_000; step++) {
    const value = Math.floor(next() * 5_000);
    const at = reference.indexOf(value);
    if (at === -1) {
      list.insert(value);
      reference.push(value);
    } else if (next() < 0.5) {
      expect(list.delete(value)).toBe(true);
      reference.splice(at, 1);
    }
  }
  reference.sort((a, b) => a - b);
  expect(reference.length).toBeGreaterThan(1_500);
  expect(contents(list)).toEqual(reference);
  expect(list.delete(-1)).toBe(false);

  for (const [low, high] of [[0, 5_000], [100, 200], [2_500, 2_501], [4_990, 6_000], [300, 100]]) {
    const from = list.seek((item) => item < low);
    const to = list.seek((item) => item < high);
    const expected = reference.filter((value) => value >= low && value < high);
    if (low <= high) expect(list.distance(from, to)).toBe(expected.length);
    const forward: number[] = [];
    list.visit(from, to, false, (item) => forward.push(item) > 0);
    const backward: number[] = [];
    list.visit(from, to, true, (item) => backward.push(item) > 0);
    expect(forward).toEqual(expected);
    expect(backward).toEqual([...expected].reverse());
  }

  const firstThree: number[] = [];
  list.visit(list.seek(() => false), list.end(), true, (item) => firstThree.push(item) < 3);
  expect(firstThree).toEqual(reference.slice(-3).reverse());
});
