/**
 * A board's legend: what its pictures mean, one line each with a small picture. Open beside
 * a roomy board; folded on a phone, where it would push the actions far down.
 */
import { type ReactNode, useState } from 'react';

export interface LegendItem {
  readonly key: string;
  readonly label: string;
  /** The picture: SVG elements drawn in `viewBox`. */
  readonly icon: ReactNode;
}

export function FoldingLegend(props: {
  title: string;
  items: readonly LegendItem[];
  viewBox: string;
  className: string;
  testId: string;
}) {
  const { title, items, viewBox, className, testId } = props;
  const [open, setOpen] = useState(
    () => typeof matchMedia !== 'function' || !matchMedia('(max-width: 760px)').matches,
  );
  return (
    <details
      className={className}
      data-testid={testId}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{title}</summary>
      <ul>
        {items.map((i) => (
          <li key={i.key} data-mark={i.key}>
            <svg viewBox={viewBox} aria-hidden="true">
              {i.icon}
            </svg>
            {i.label}
          </li>
        ))}
      </ul>
    </details>
  );
}
