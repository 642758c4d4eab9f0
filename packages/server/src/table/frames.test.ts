import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { frameShape } from './frames.ts';

describe('frame shapes', () => {
  it('reads what msgpack encodes, and tells its depth without recursion', () => {
    const message = {
      action: { type: 'start', at: { x: 1, y: -300 } },
      stateId: 70_000,
      requestId: 'r1',
      f: 0.5,
    };
    const bytes = new Uint8Array([13, ...pack('action'), ...pack(message)]);
    expect(frameShape(bytes, 1, 3)).toBe('ok');
    expect(frameShape(bytes, 1, 2)).toBe('too-deep');
    expect(frameShape(new Uint8Array([...pack([[], {}, 'x'.repeat(300), null, true])]), 0, 1)).toBe('ok');
    const deep = new Uint8Array([...Array(100_000).fill(0x91), 1]);
    expect(frameShape(deep, 0, 32)).toBe('too-deep');
    expect(frameShape(deep, 0, 200_000)).toBe('ok');
  });

  it('finds bytes that are not msgpack', () => {
    expect(frameShape(new Uint8Array([0xc1]), 0, 8)).toBe('malformed');
    expect(frameShape(new Uint8Array([0x92, 1]), 0, 8)).toBe('malformed'); // an array missing an item
    expect(frameShape(new Uint8Array([0xa5, 0x61]), 0, 8)).toBe('malformed'); // a string cut short
  });
});
