/**
 * A look at a client's websocket frame before Colyseus decodes it. Colyseus unpacks a
 * message with msgpackr, which recurses: a payload nested a few thousand levels deep
 * overflows the stack, and Colyseus then closes the connection. This scan walks the
 * msgpack bytes without recursion and tells how deep they nest (or that they are not
 * msgpack at all), so the table answers such a message with a coded error instead.
 */

export type FrameShape = 'ok' | 'too-deep' | 'malformed';

/** Bytes that follow a header, for the fixed-size msgpack formats (0xc4–0xdf), before any length. */
const FIXED: Record<number, number> = {
  202: 4,
  203: 8,
  204: 1,
  205: 2,
  206: 4,
  207: 8,
  208: 1,
  209: 2,
  210: 4,
  211: 8,
  212: 2,
  213: 3,
  214: 5,
  215: 9,
  216: 17,
};

/**
 * Scans the msgpack values in `bytes` from `offset` to the end: 'too-deep' when arrays
 * and maps nest more than `maxDepth` levels, 'malformed' when the bytes are not msgpack.
 */
export function frameShape(bytes: Uint8Array, offset: number, maxDepth: number): FrameShape {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** Items still to read in each open array or map. */
  const open: number[] = [];
  let at = offset;
  const uint = (size: 1 | 2 | 4): number | null => {
    if (at + size > bytes.length) return null;
    const n = size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at) : view.getUint32(at);
    at += size;
    return n;
  };
  while (at < bytes.length) {
    const b = bytes[at++]!;
    let items = 0;
    let skip = 0;
    if (b <= 0x7f || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) skip = 0;
    else if (b >= 0x80 && b <= 0x8f) items = 2 * (b & 0x0f);
    else if (b >= 0x90 && b <= 0x9f) items = b & 0x0f;
    else if (b >= 0xa0 && b <= 0xbf) skip = b & 0x1f;
    else if (FIXED[b] !== undefined) skip = FIXED[b];
    else {
      const size = (
        {
          196: 1,
          197: 2,
          198: 4,
          199: 1,
          200: 2,
          201: 4,
          217: 1,
          218: 2,
          219: 4,
          220: 2,
          221: 4,
          222: 2,
          223: 4,
        } as Record<number, 1 | 2 | 4>
      )[b];
      if (size === undefined) return 'malformed'; // 0xc1 is never used
      const n = uint(size);
      if (n === null) return 'malformed';
      if (b >= 0xdc && b <= 0xdd) items = n;
      else if (b >= 0xde) items = 2 * n;
      else skip = n + (b >= 0xc7 && b <= 0xc9 ? 1 : 0); // ext: a type byte too
    }
    at += skip;
    if (at > bytes.length) return 'malformed';
    if (items > 0) {
      if (open.length + 1 > maxDepth) return 'too-deep';
      open.push(items);
      continue;
    }
    // One item read: close the containers it completes.
    while (open.length > 0) {
      const left = open[open.length - 1]! - 1;
      if (left > 0) {
        open[open.length - 1] = left;
        break;
      }
      open.pop();
    }
  }
  return open.length === 0 ? 'ok' : 'malformed';
}
