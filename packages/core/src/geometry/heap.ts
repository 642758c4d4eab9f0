/**
 * A binary min-heap of cell ids keyed by (cost, steps, insertion order): Dijkstra's queue,
 * deterministic on ties. The keys live in parallel arrays, so a push allocates nothing
 * once the arrays have grown.
 */
export class MinHeap {
  readonly #cost: number[] = [];
  readonly #steps: number[] = [];
  readonly #order: number[] = [];
  readonly #value: number[] = [];
  #counter = 0;

  get size(): number {
    return this.#value.length;
  }

  push(cost: number, steps: number, value: number): void {
    this.#cost.push(cost);
    this.#steps.push(steps);
    this.#order.push(this.#counter++);
    this.#value.push(value);
    let i = this.#value.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#less(i, parent)) break;
      this.#swap(i, parent);
      i = parent;
    }
  }

  /** Removes the least entry and returns its value (the heap must not be empty). */
  pop(): number {
    const top = this.#value[0] as number;
    const last = this.#value.length - 1;
    this.#move(last, 0);
    this.#cost.pop();
    this.#steps.pop();
    this.#order.pop();
    this.#value.pop();
    const n = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.#less(l, m)) m = l;
      if (r < n && this.#less(r, m)) m = r;
      if (m === i) break;
      this.#swap(i, m);
      i = m;
    }
    return top;
  }

  #less(i: number, j: number): boolean {
    const ci = this.#cost[i] as number;
    const cj = this.#cost[j] as number;
    if (ci !== cj) return ci < cj;
    const si = this.#steps[i] as number;
    const sj = this.#steps[j] as number;
    if (si !== sj) return si < sj;
    return (this.#order[i] as number) < (this.#order[j] as number);
  }

  #move(from: number, to: number): void {
    this.#cost[to] = this.#cost[from] as number;
    this.#steps[to] = this.#steps[from] as number;
    this.#order[to] = this.#order[from] as number;
    this.#value[to] = this.#value[from] as number;
  }

  #swap(i: number, j: number): void {
    const c = this.#cost[i] as number;
    const s = this.#steps[i] as number;
    const o = this.#order[i] as number;
    const v = this.#value[i] as number;
    this.#move(j, i);
    this.#cost[j] = c;
    this.#steps[j] = s;
    this.#order[j] = o;
    this.#value[j] = v;
  }
}
