import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('the event-stream parser', () => {
  it('reads events split anywhere across chunks, with ids, comments and multi-line data', () => {
    const parser = createSseParser();
    const text =
      'retry: 3000\n\n: ping\n\nid: 7\nevent: notification\ndata: {"a":\ndata: 1}\n\nevent: counts\ndata: {"notifications":2}\n\n';
    const events = [];
    for (let i = 0; i < text.length; i += 3) events.push(...parser.push(text.slice(i, i + 3)));
    expect(events).toEqual([
      { id: undefined, event: 'retry', data: '', retry: 3000 },
      { id: '7', event: 'notification', data: '{"a":\n1}', retry: undefined },
      { id: '7', event: 'counts', data: '{"notifications":2}', retry: undefined },
    ]);
  });

  it('accepts CRLF and CR line ends, even a CRLF split between chunks', () => {
    const parser = createSseParser();
    const out = [...parser.push('event: counts\r'), ...parser.push('\ndata: 1\r\n\r'), ...parser.push('\n')];
    expect(out).toEqual([{ id: undefined, event: 'counts', data: '1', retry: undefined }]);
  });
});
