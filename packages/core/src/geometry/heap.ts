/**
 * A binary min-heap of cell ids keyed by (cost, steps, insertion order): Dijkstra's queue,
 * deterministic on ties.
 */
export class MinHeap {
  readonly #items: { c: number; s: number; o: number; v: number }[] = [];
  #counter = 0;

  get size(): number {
    return this.#items.length;
  }

  push(cost: number, steps: number, value: number): void {
    const items = this.#items;
    items.push({ c: cost, s: steps, o: this.#counter++, v: value });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): number {
    const items = this.#items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && less(items[l]!, items[m]!)) m = l;
        if (r < items.length && less(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top.v;
  }
}

const less = (a: { c: number; s: number; o: number }, b: { c: number; s: number; o: number }): boolean =>
  a.c !== b.c ? a.c < b.c : a.s !== b.s ? a.s < b.s : a.o < b.o;
