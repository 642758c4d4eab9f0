/**
 * A button that opens a file from this computer, worded in the page's language: the browser words
 * its own file button in the browser's language, so ours is a label styled as a button around a
 * hidden file input.
 */
import type { ChangeEvent } from 'react';

export function FileButton({
  label,
  accept,
  onChange,
  testId,
}: {
  label: string;
  accept: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  testId: string;
}) {
  return (
    <label className="button file-button">
      <input type="file" accept={accept} onChange={onChange} className="sr-only" data-testid={testId} />
      {label}
    </label>
  );
}
