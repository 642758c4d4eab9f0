/**
 * The rules pages' Markdown, rendered by react-markdown with GitHub tables (remark-gfm):
 * React elements, never HTML strings, so a document cannot inject markup. Headings move
 * one level down (the page has its own title) and carry anchors (`md-<slug>`); links to
 * this document's sections scroll to them (unfolding the developers' part if needed),
 * links to the web open in a new tab, links to repository files are plain text.
 */
import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { slug } from './markdown-doc.ts';

/** The plain text of rendered children, for a heading's anchor. */
function plain(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(plain).join('');
  if (children && typeof children === 'object' && 'props' in children)
    return plain((children.props as { children?: ReactNode }).children);
  return '';
}

function heading(level: 2 | 3 | 4 | 5 | 6) {
  const Tag = `h${level}` as const;
  return ({ children }: ComponentProps<'h2'>) => (
    <Tag id={`md-${slug(plain(children))}`} tabIndex={-1}>
      {children}
    </Tag>
  );
}

function Link({ href, children }: ComponentProps<'a'>) {
  const url = href ?? '';
  if (/^https?:/.test(url))
    return (
      <a href={url} rel="noreferrer" target="_blank">
        {children}
      </a>
    );
  if (url.startsWith('#'))
    return (
      <a
        href={url}
        onClick={(e) => {
          // The page's own hash is the route: scroll instead of navigating.
          e.preventDefault();
          const el = document.getElementById(`md-${url.slice(1)}`);
          const folded = el?.closest('details');
          if (folded && !folded.open) folded.open = true;
          el?.scrollIntoView({ behavior: 'smooth' });
        }}
      >
        {children}
      </a>
    );
  return <>{children}</>; // a repository file: no page here
}

const components: Components = {
  h1: heading(2),
  h2: heading(3),
  h3: heading(4),
  h4: heading(5),
  h5: heading(6),
  h6: heading(6),
  a: Link,
  table: ({ children }) => (
    <div className="table-scroll">
      <table>{children}</table>
    </div>
  ),
};

export function Markdown({ source }: { source: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
