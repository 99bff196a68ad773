import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogActions } from './dialog';

afterEach(cleanup);

describe('DialogActions', () => {
  it('offers Cancel before the form’s own button, and Cancel closes', () => {
    const onCancel = vi.fn();
    render(
      <DialogActions busy={false} onCancel={onCancel}>
        <button type="submit">Accept</button>
      </DialogActions>,
    );
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel', 'Accept']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('turns Cancel off while the form is being sent', () => {
    render(
      <DialogActions busy onCancel={() => undefined}>
        <button type="submit">Accept</button>
      </DialogActions>,
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
