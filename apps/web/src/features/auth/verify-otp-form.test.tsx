import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { renderAt } from '@/test/render-at';
import { VerifyOtpForm } from './verify-otp-form';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));

function renderForm(
  verify = vi.fn(async () => ({ message: 'Signed in' })),
  resend = vi.fn(async () => ({})),
) {
  const router = renderAt(
    '/verify-otp',
    <VerifyOtpForm scope="creator" contact="asha@example.com" verify={verify} resend={resend} homePath="/" />,
    { routes: [{ path: '/', element: <p>home</p> }] },
  );
  return { router, verify, resend };
}

const code = () => screen.getByLabelText('One-time password');
// 'Verify', or 'Verifying...' while the code is checked.
const verifyButton = () => screen.getByRole('button', { name: /^Verif/ });

describe('verify OTP', () => {
  afterEach(cleanup);

  it('keeps Verify disabled below six digits, and drops letters', () => {
    const { verify } = renderForm();
    expect(verifyButton()).toHaveProperty('disabled', true);
    fireEvent.change(code(), { target: { value: '12345' } });
    expect(verifyButton()).toHaveProperty('disabled', true);
    fireEvent.change(code(), { target: { value: '12345a' } });
    expect(code()).toHaveProperty('value', '12345');
    expect(verifyButton()).toHaveProperty('disabled', true);
    expect(verify).not.toHaveBeenCalled();
  });

  it('offers SMS autofill and a number pad, and keeps only the digits of a pasted code', () => {
    const { verify } = renderForm();
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(code().getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code(), { target: { value: '12 34 5' } });
    expect(code()).toHaveProperty('value', '12345');
    expect(verify).not.toHaveBeenCalled();
  });

  it('submits by itself when the sixth digit lands', async () => {
    const { router, verify } = renderForm();
    fireEvent.change(code(), { target: { value: '12345' } });
    fireEvent.change(code(), { target: { value: 'Code: 123456' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('123456');
  });

  it('verifies once, toasts the server message and goes home', async () => {
    const { router, verify } = renderForm();
    fireEvent.change(code(), { target: { value: '123456' } });
    const button = verifyButton();
    // The sixth digit already submitted; a double click on Verify while it is in flight sends nothing more.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toContain('Verifying...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('123456');
    expect(toast).toHaveBeenCalledWith({ title: 'Signed in', variant: 'success' });
  });

  it('falls back to the spec sentence when a resend fails without a message', async () => {
    renderForm(
      undefined,
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to resend OTP. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
