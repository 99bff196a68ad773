import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

/** An action whose runs the test ends by hand. */
function gatedAction() {
  const gates: (() => void)[] = [];
  let runs = 0;
  const action = () =>
    new Promise<void>((resolve) => {
      runs++;
      gates.push(resolve);
    });
  return { action, gates, runs: () => runs };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('coalesce', () => {
  it('folds the calls made during a run into one more run that starts after them', async () => {
    const { action, gates, runs } = gatedAction();
    const call = coalesce(action, () => {});
    call();
    expect(runs()).toBe(1);
    for (let i = 0; i < 100; i++) call();
    expect(runs()).toBe(1);
    gates[0]!();
    await settle();
    expect(runs()).toBe(2);
    gates[1]!();
    await settle();
    // Nothing was called during the second run: no third.
    expect(runs()).toBe(2);
    call();
    expect(runs()).toBe(3);
  });

  it('reports a failed run and still runs the calls that came during it', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let fail: (e: Error) => void = () => {};
    const call = coalesce(
      () =>
        new Promise((_, reject) => {
          runs++;
          fail = reject;
        }),
      (e) => errors.push(e),
    );
    call();
    call();
    fail(new Error('database went away'));
    await settle();
    expect(errors).toHaveLength(1);
    expect(runs).toBe(2);
  });
});
