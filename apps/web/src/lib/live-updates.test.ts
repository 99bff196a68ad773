import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLive } from './live-updates';
import { clearSession, storeSession } from './session';

/** A fetch that answers each call with the next scripted stream, recording the headers it got. */
function scriptedFetch(streams: string[][]) {
  const calls: Record<string, string>[] = [];
  const impl = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push({ ...(init.headers as Record<string, string>) });
    const chunks = streams.shift();
    if (!chunks) return new Promise<Response>(() => undefined);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const note = (id: number, title: string) =>
  `id: ${id}\nevent: notification\ndata: ${JSON.stringify({ _id: `n${id}`, title })}\n\n`;

describe('the live connection', () => {
  afterEach(() => clearSession('creator'));

  it('sends the token in the header, and after a drop resumes with Last-Event-ID', async () => {
    storeSession('creator', 'tok-1', { _id: 'c1', name: 'A', email: 'a@example.in' } as never);
    const { impl, calls } = scriptedFetch([
      ['retry: 10\n\n', note(4, 'One'), note(5, 'Two')],
      [note(6, 'Three')],
    ]);
    const seen: string[] = [];
    const live = connectLive(
      'creator',
      { notification: (n) => seen.push(n.title), counts: () => {}, message: () => {} },
      impl,
    );
    await vi.waitFor(() => expect(seen).toEqual(['One', 'Two', 'Three']));
    live.stop();
    expect(calls[0]?.Authorization).toBe('Bearer tok-1');
    expect(calls[0]?.['Last-Event-ID']).toBeUndefined();
    expect(calls[1]?.['Last-Event-ID']).toBe('5');
  });

  it('stops when the session is refused', async () => {
    storeSession('creator', 'tok-2', { _id: 'c1', name: 'A', email: 'a@example.in' } as never);
    const impl = vi.fn(async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const live = connectLive(
      'creator',
      { notification: () => {}, counts: () => {}, message: () => {} },
      impl,
    );
    await live.finished;
    expect(impl).toHaveBeenCalledTimes(1);
  });
});
