/**
 * Keyboard input shared by the terminal clients (hot-seat play and play on a
 * server): lines read one at a time from a stream, and what a typed line means —
 * a number from the list of legal actions, the action in the game's words, or JSON.
 */
import { clearLine, createInterface, cursorTo, type Interface } from 'node:readline';
import type { AnyGame, Locale } from '@daedalus/core';
import type { TerminalWords } from './words.ts';

/** The terminal's own commands, in any case ("quit", "Quit", "QUIT"), as moves are read. */
export const isCommand = (typed: string, command: 'quit' | 'list' | 'help' | 'give up'): boolean =>
  typed.trim().toLowerCase().replace(/\s+/g, ' ') === command;

/** Lists of more legal actions than this are only shown on 'list'. */
export const LIST_LIMIT = 30;

/**
 * Lines of an input stream, in order. Lines typed before anyone asks are kept;
 * `next()` resolves with the next line, or null once the input has ended.
 */
export class LineReader {
  readonly #lines: Interface;
  readonly #queue: string[] = [];
  #waiting: ((line: string | null) => void) | null = null;
  #pending: Promise<string | null> | null = null;
  #closed = false;

  readonly #terminal: boolean;
  readonly #output: NodeJS.WritableStream | undefined;
  /** The prompt on the screen whose line is not typed yet, if any. */
  #prompted: string | null = null;

  /**
   * On a terminal (`input` a TTY and an `output` given) lines are edited as in a shell: the
   * cursor keys move along the line and walk through the moves typed before (history).
   */
  constructor(input: NodeJS.ReadableStream, output?: NodeJS.WritableStream) {
    this.#terminal = Boolean(output && (input as { isTTY?: boolean }).isTTY);
    this.#output = output;
    this.#lines = this.#terminal
      ? createInterface({ input, output, terminal: true, historySize: 200, removeHistoryDuplicates: true })
      : createInterface({ input, terminal: false });
    this.#lines.on('line', (line) => {
      this.#prompted = null;
      const resolve = this.#waiting;
      if (resolve) resolve(line);
      else this.#queue.push(line);
    });
    this.#lines.on('close', () => {
      this.#closed = true;
      this.#waiting?.(null);
    });
  }

  /** Whether the input has ended (lines already typed may still be waiting). */
  get ended(): boolean {
    return this.#closed;
  }

  /** The next line already typed, without taking it. */
  peek(): string | undefined {
    return this.#queue[0];
  }

  /** Every line typed and not taken yet, oldest first. */
  typed(): readonly string[] {
    return this.#queue;
  }

  /** The next line (the same promise while it is pending), or null at the end of the input. */
  next(): Promise<string | null> {
    if (this.#pending) return this.#pending;
    if (this.#queue.length > 0) {
      this.#prompted = null;
      return Promise.resolve(this.#queue.shift() as string);
    }
    if (this.#closed) return Promise.resolve(null);
    this.#pending = new Promise((resolve) => {
      this.#waiting = (line) => {
        this.#waiting = null;
        this.#pending = null;
        resolve(line);
      };
    });
    return this.#pending;
  }

  /**
   * Shows a prompt before the next line: on a terminal through the line editor (so that
   * editing redraws it), elsewhere written as it is. Not again while it is still shown.
   */
  prompt(text: string, write: (text: string) => void): void {
    if (this.#prompted === text) return;
    if (this.#terminal) {
      this.#lines.setPrompt(text);
      this.#lines.prompt(true);
    } else write(text);
    this.#prompted = text;
  }

  /**
   * Something arrived while the prompt waits for its line: ends the prompt's line, so that
   * it is written on lines of its own (on a terminal the prompt is cleared; `prompt` shows
   * it again after, with what was typed so far).
   */
  interrupt(write: (text: string) => void): void {
    if (this.#prompted === null) return;
    this.#prompted = null;
    if (this.#terminal && this.#output) {
      cursorTo(this.#output, 0);
      clearLine(this.#output, 0);
    } else write('\n');
  }

  /** Takes the first line typed and not taken yet that `test` accepts, out of turn; whether there was one. */
  withdraw(test: (line: string) => boolean): boolean {
    const index = this.#queue.findIndex(test);
    if (index >= 0) this.#queue.splice(index, 1);
    return index >= 0;
  }

  /** Puts a line back: it is the next one `next()` returns. */
  unread(line: string): void {
    this.#queue.unshift(line);
  }

  close(): void {
    this.#lines.close();
  }
}

/** The numbered list of legal actions, in the game's words where it has them. */
export function formatLegal(game: AnyGame, legal: readonly unknown[], locale: Locale): string {
  const format = (a: unknown) => game.text?.formatAction(a, locale) ?? JSON.stringify(a);
  return legal.map((a, i) => `  ${i + 1}. ${format(a)}`).join('\n');
}

/** The list, or a note on how to see it when it is long. */
export function legalSummary(
  game: AnyGame,
  legal: readonly unknown[],
  locale: Locale,
  words: TerminalWords,
): string {
  return legal.length <= LIST_LIMIT ? formatLegal(game, legal, locale) : words.longList(legal.length);
}

/**
 * What a typed line means as an action: a number from the list, JSON, or the
 * game's words (`game.text.parseAction`, which reads the seat's view).
 */
export function parseInput(
  game: AnyGame,
  text: string,
  legal: readonly unknown[],
  view: unknown,
  locale: Locale,
  words: TerminalWords,
): { ok: true; action: unknown } | { ok: false; message: string } {
  if (/^\d+$/.test(text)) {
    const i = Number(text);
    return i >= 1 && i <= legal.length
      ? { ok: true, action: legal[i - 1] }
      : { ok: false, message: words.chooseNumber(legal.length) };
  }
  if (text.startsWith('{')) {
    try {
      return { ok: true, action: JSON.parse(text) };
    } catch (e) {
      return { ok: false, message: words.badJson((e as Error).message) };
    }
  }
  const parser = game.text?.parseAction;
  if (!parser) return { ok: false, message: words.typeNumber };
  const parsed = parser(text, view, locale);
  return parsed.ok ? { ok: true, action: parsed.value } : { ok: false, message: parsed.error.message };
}
