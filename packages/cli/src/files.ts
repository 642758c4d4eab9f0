/**
 * The files a command is given (a record, a scenario, a level, a ratings file), read and
 * written with a refusal that says in words what went wrong: "cannot read "game.json":
 * there is no such file." rather than a system error code.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from './errors.ts';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder',
  EACCES: 'it may not be read',
  ENOTDIR: 'a folder on its way is a file',
};

/** Why a file could not be read or written, in words. */
export function fileProblem(error: unknown): string {
  return REASONS[(error as NodeJS.ErrnoException).code ?? ''] ?? (error as Error).message;
}

/** A file's text; `label` (e.g. `--level: `) begins the refusal. */
export function readText(path: string, label = ''): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError(`${label}cannot read "${path}": ${fileProblem(e)}.`);
  }
}

/** Writes a file's text; `label` begins the refusal. */
export function writeText(path: string, text: string, label = ''): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? `there is no folder ${dirname(path)}` : fileProblem(e);
    throw new CliError(`${label}cannot write "${path}": ${why}.`);
  }
}

/** Refuses, before any work is done, a path whose folder does not exist (a file to be written later). */
export function checkFolderOf(path: string, label = ''): void {
  const folder = dirname(path);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    isFolder = false;
  }
  if (!isFolder) throw new CliError(`${label}cannot write "${path}": there is no folder ${folder}.`);
}
