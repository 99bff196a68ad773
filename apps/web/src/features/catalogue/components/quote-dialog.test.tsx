import { APPLY_MESSAGES } from '@ih/contract/apply-messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteDialog } from './quote-dialog';

afterEach(cleanup);

/** The dialog's panel loads lazily (components/ui/dialog.tsx), so the form is awaited. */
async function renderDialog() {
  const onSubmit = vi.fn();
  render(<QuoteDialog open onOpenChange={() => {}} sending={false} onSubmit={onSubmit} />);
  const amount = (await screen.findByLabelText(/Quote Amount/)) as HTMLInputElement;
  const note = screen.getByLabelText(/Note/) as HTMLTextAreaElement;
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  return { onSubmit, amount, note, submit };
}

describe('QuoteDialog (issue 12 §5)', () => {
  it.each([
    ['-12.5abc', APPLY_MESSAGES.quoteAmountWhole],
    ['12.5', APPLY_MESSAGES.quoteAmountWhole],
    ['-500', APPLY_MESSAGES.quoteAmountPositive],
    ['0', APPLY_MESSAGES.quoteAmountPositive],
    ['12345678901234', APPLY_MESSAGES.quoteAmountMax],
  ])('keeps %s as typed, says why it is refused and sends nothing', async (typed, message) => {
    const { onSubmit, amount, note, submit } = await renderDialog();
    fireEvent.change(note, { target: { value: 'Two reels' } });
    fireEvent.change(amount, { target: { value: typed } });
    expect(amount.value).toBe(typed);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the bound as ₹1,00,00,000', () => {
    expect(APPLY_MESSAGES.quoteAmountMax).toBe('Your quote can be at most ₹1,00,00,000.');
  });

  it('asks once to confirm the amount, then sends it with the note (issue 26)', async () => {
    const { onSubmit, amount, note, submit } = await renderDialog();
    fireEvent.change(amount, { target: { value: '10000000' } });
    fireEvent.change(note, { target: { value: ' Two reels ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('₹1,00,00,000')).toBeTruthy();
    // Edit keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText(/Quote Amount/) as HTMLInputElement).value).toBe('10000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ amount: '10000000', note: 'Two reels' });
  });

  it('counts the note against its 2,000-character limit', async () => {
    const { note } = await renderDialog();
    expect(screen.getByText('0 / 2,000')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'x'.repeat(1234) } });
    expect(screen.getByText('1,234 / 2,000')).toBeTruthy();
  });
});
