import { describe, expect, it } from 'vitest';
import { checkBundle } from '../src/bundle.ts';
import { huntBundle } from '../src/fixtures/index.ts';

describe('checkBundle', () => {
  it('finds nothing wrong with a complete bundle', () => {
    expect(checkBundle(huntBundle)).toEqual([]);
  });

  it('names a missing word, a foreign test preset and bad seat colours', () => {
    const findings = checkBundle({
      ...huntBundle,
      words: { ...huntBundle.words, de: { ...huntBundle.words.de, summary: ' ' } },
      testPreset: 'nowhere',
      seatColours: ['#c0392b', 'red'],
    });
    expect(findings).toEqual([
      'hunt (de): no summary',
      expect.stringContaining('seat colours must be one #rrggbb colour for each of its'),
      'hunt: the test preset "nowhere" is not one of its presets',
    ]);
  });
});
