/**
 * A minimal Markdown renderer for the rules pages: headings, paragraphs, lists,
 * block quotes, fenced code, tables, rules and inline emphasis, code and links.
 * It builds React elements (never HTML strings), so the text cannot inject markup.
 */
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, slug } from './markdown-parse.ts';

/** Inline markup: `code`, **strong**, *em* / _em_, [text](url). */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\b_[^_]+_\b)|(\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  let key = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const token = m[0];
    if (m[1]) out.push(<code key={key++}>{token.slice(1, -1)}</code>);
    else if (m[2]) out.push(<strong key={key++}>{renderInline(token.slice(2, -2))}</strong>);
    else if (m[3] || m[4]) out.push(<em key={key++}>{renderInline(token.slice(1, -1))}</em>);
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const url = link?.[2] ?? '';
      const label = link?.[1];
      if (/^https?:/.test(url))
        out.push(
          <a key={key++} href={url} rel="noreferrer" target="_blank">
            {label}
          </a>,
        );
      else if (url.startsWith('#')) {
        // An anchor in this document: scroll to it (the page's own hash is the route).
        const target = url.slice(1);
        out.push(
          <a
            key={key++}
            href={url}
            onClick={(e) => {
              e.preventDefault();
              const el = document.getElementById(`md-${target}`);
              // A section in the folded developers' part: unfold it first.
              const folded = el?.closest('details');
              if (folded && !folded.open) folded.open = true;
              el?.scrollIntoView({ behavior: 'smooth' });
            }}
          >
            {label}
          </a>,
        );
      } else out.push(label); // Links to repository files have no page here.
    }
    last = m.index + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Items with stable keys: a document's blocks never reorder, so position is identity. */
function keyed<T>(items: readonly T[], prefix = 'k'): { key: string; item: T }[] {
  return items.map((item, n) => ({ key: `${prefix}${n}`, item }));
}

export function Markdown({ source }: { source: string }) {
  const blocks = keyed(parseMarkdown(source));
  return (
    <div className="markdown">
      {blocks.map(({ key: i, item: b }) => {
        switch (b.kind) {
          case 'heading': {
            const Tag = `h${Math.min(6, b.level + 1)}` as 'h2';
            return (
              <Tag key={i} id={`md-${slug(b.text)}`} tabIndex={-1}>
                {renderInline(b.text)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={i}>{renderInline(b.text)}</p>;
          case 'quote':
            return <blockquote key={i}>{renderInline(b.text)}</blockquote>;
          case 'code':
            return (
              <pre key={i}>
                <code>{b.text}</code>
              </pre>
            );
          case 'rule':
            return <hr key={i} />;
          case 'list': {
            const items = keyed(b.items).map(({ key, item }) => <li key={key}>{renderInline(item)}</li>);
            return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'table':
            return (
              <div className="table-scroll" key={i}>
                <table>
                  <thead>
                    <tr>
                      {keyed(b.head).map(({ key, item }) => (
                        <th key={key}>{renderInline(item)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {keyed(b.rows).map(({ key, item: row }) => (
                      <tr key={key}>
                        {keyed(row).map(({ key: cell, item }) => (
                          <td key={cell}>{renderInline(item)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
        return <Fragment key={i} />;
      })}
    </div>
  );
}
