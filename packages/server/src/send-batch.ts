/**
 * What a turn of the event loop sends to one connection goes out in one write. A step
 * reaches the player who made it as two messages (the new view, then the ack), and a
 * group commit acknowledges many tables in one turn: each message was its own `writev`
 * system call, about a tenth of the server's CPU under load. Here a connection's socket
 * is corked at its first message of the turn and uncorked once the turn's work is done
 * (`setImmediate`), so its messages leave together, in order, a fraction of a
 * millisecond later.
 */
import type { Writable } from 'node:stream';

export class SendBatch {
  readonly #held = new Set<Writable>();
  #flushing = false;

  /** Holds this socket's writes until the end of the turn (null: nothing to hold). */
  hold(socket: Writable | null | undefined): void {
    if (!socket || socket.destroyed || this.#held.has(socket)) return;
    socket.cork();
    this.#held.add(socket);
    if (!this.#flushing) {
      this.#flushing = true;
      setImmediate(() => this.flush());
    }
  }

  /** Lets every held socket write what it holds. */
  flush(): void {
    this.#flushing = false;
    for (const socket of this.#held) socket.uncork();
    this.#held.clear();
  }
}
