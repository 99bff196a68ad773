import { describe, expect, it } from 'vitest';
import { downloadName } from './download';

describe('downloadName', () => {
  it("prefers the server's name, then the given one, then the URL's last segment", () => {
    expect(downloadName('guide.pdf', '/files/abc')).toBe('guide.pdf');
    expect(downloadName(null, '/files/abc', 'brief.pdf')).toBe('brief.pdf');
    expect(downloadName(null, '/files/abc?download=1')).toBe('abc');
    expect(downloadName(null, '')).toBe('download');
  });
});
