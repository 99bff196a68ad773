/** One Server-Sent Event (only the fields we use). */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
  /** The server's `retry:` in milliseconds, when it sent one. */
  retry: number | undefined;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules we need: `event`, `data` (joined by
 * newlines), `id`, `retry`, comments, CR/LF/CRLF line ends). Chunks may split anywhere, even inside
 * a line; `push` returns the events completed by this chunk.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;
  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the very end might be half of a CRLF: wait for the next chunk.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return out;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);
        if (line === '') {
          if (data.length || event) out.push({ id, event: event || 'message', data: data.join('\n'), retry });
          event = '';
          data = [];
          retry = undefined;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
        else if (field === 'retry' && /^\d+$/.test(value)) {
          retry = Number(value);
          out.push({ id, event: 'retry', data: '', retry });
        }
      }
    },
  };
}
