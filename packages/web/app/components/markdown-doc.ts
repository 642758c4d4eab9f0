/**
 * A rules document's structure, read with the Markdown parser the renderer uses (mdast):
 * its sections for a table of contents, the part for developers, and heading anchors.
 */
import type { Heading, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as textOf } from 'mdast-util-to-string';

/** A heading's anchor name, as GitHub derives it ("B.4 Rivers" → "b4-rivers"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The heading that starts a rules document's part for developers (code, formats, tests). */
export const DEVELOPERS_HEADING = 'For developers';

const headings = (tree: Root, depth: number): Heading[] =>
  tree.children.filter((n): n is Heading => n.type === 'heading' && n.depth === depth);

/** The document's sections (its `##` headings, or those of another depth), in order, as plain text. */
export function sections(source: string, depth = 2): string[] {
  return headings(fromMarkdown(source), depth).map((h) => textOf(h));
}

/**
 * Splits a rules document at its `## For developers` heading (never one inside code):
 * what players read, and the rest, or null when there is no such part.
 */
export function splitForDevelopers(source: string): { player: string; developers: string | null } {
  const heading = headings(fromMarkdown(source), 2).find((h) => textOf(h).trim() === DEVELOPERS_HEADING);
  const start = heading?.position?.start.offset;
  const end = heading?.position?.end.offset;
  if (start === undefined || end === undefined) return { player: source, developers: null };
  return {
    player: source.slice(0, start).replace(/\n+$/, ''),
    developers: source.slice(end).replace(/^\n+/, ''),
  };
}
