import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The Hindi web font never competes with the first screen: it is asked for once that is painted. */
const load = vi.fn(async (_font: string, _text?: string): Promise<FontFace[]> => []);

beforeEach(() => {
  vi.resetModules();
  load.mockClear();
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Every timer run and the stylesheet's module loaded: what the code would do by now, it has done. */
async function settled() {
  await vi.runAllTimersAsync();
  await import('./font.css');
  await vi.runAllTimersAsync();
}

const weightsAsked = () => load.mock.calls.map(([font]) => String(font).split(' ')[0]).sort();

describe('loadDevanagariFont', () => {
  it('waits while the splash is up, then asks for both weights once', async () => {
    document.body.innerHTML = '<div id="splash"></div><div id="root"></div>';
    const { loadDevanagariFont } = await import('./load-font');
    loadDevanagariFont();
    await settled();
    expect(load).not.toHaveBeenCalled();

    document.getElementById('splash')?.remove();
    await vi.waitFor(() => expect(weightsAsked()).toEqual(['400', '600']));
    loadDevanagariFont();
    await settled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks after the next paint when there is no splash (a page switched to Hindi)', async () => {
    const { loadDevanagariFont } = await import('./load-font');
    loadDevanagariFont();
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(weightsAsked()).toEqual(['400', '600']));
  });
});
