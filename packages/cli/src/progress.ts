/** A one-line progress indicator on an interactive terminal; silent otherwise. */
export class Progress {
  private last = 0;
  private readonly tty: boolean;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tty = Boolean(out.isTTY);
  }

  update(done: number): void {
    if (!this.tty) return;
    const t = this.now();
    if (done < this.total && t - this.last < 100) return;
    this.last = t;
    const width = 24;
    const filled = Math.round((done / this.total) * width);
    this.out.write(
      `\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total}`,
    );
  }

  done(): void {
    if (this.tty) this.out.write('\r\x1b[2K');
  }
}
