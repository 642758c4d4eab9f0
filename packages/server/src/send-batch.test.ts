/** A turn's messages to one connection leave in one write, in order, at the end of the turn. */
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SendBatch } from './send-batch.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A connected pair of real TCP sockets on the loopback. */
async function pair(): Promise<{ sender: Socket; received: () => string }> {
  let text = '';
  const server = createServer((peer) => peer.on('data', (chunk) => (text += chunk.toString())));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  const sender = connect(address.port, '127.0.0.1');
  await once(sender, 'connect');
  closers.push(() => {
    sender.destroy();
    server.close();
  });
  return { sender, received: () => text };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('SendBatch', () => {
  it('holds a socket once per turn and lets its writes go together, in order, after it', async () => {
    const { sender, received } = await pair();
    const batch = new SendBatch();
    batch.hold(sender);
    sender.write('view;');
    batch.hold(sender);
    sender.write('ack;');
    // Held: nothing has left, both messages wait in order, corked once.
    expect(sender.writableCorked).toBe(1);
    expect(sender.writableLength).toBe('view;ack;'.length);
    await turn();
    expect(sender.writableCorked).toBe(0);
    await expect.poll(received).toBe('view;ack;');
    // The next turn holds it again.
    batch.hold(sender);
    sender.write('next;');
    expect(sender.writableCorked).toBe(1);
    await turn();
    await expect.poll(received).toBe('view;ack;next;');
  });

  it('leaves a socket that is gone, and one that was never given', async () => {
    const { sender } = await pair();
    const batch = new SendBatch();
    sender.destroy();
    batch.hold(sender);
    batch.hold(undefined);
    expect(sender.writableCorked).toBe(0);
    batch.flush();
  });
});
