import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonRows } from './skeleton';

afterEach(cleanup);

describe('SkeletonRows', () => {
  it('is one "Loading" status with a row per placeholder; className adds to its column', () => {
    render(<SkeletonRows rows={3} className="p-4" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.children).toHaveLength(3);
    expect(status.className).toBe('flex flex-col gap-3 p-4');
  });

  it('lays out a grid of cards with `layout` and `itemClassName`', () => {
    render(<SkeletonRows rows={2} layout="grid gap-4" itemClassName="h-52 w-full rounded-card" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.className).toBe('grid gap-4');
    expect(status.firstElementChild?.className).toContain('h-52 w-full rounded-card');
  });
});
