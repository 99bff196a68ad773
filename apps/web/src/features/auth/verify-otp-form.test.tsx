import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouterNav } from '@/app/router-nav';
import { toast } from '@/components/ui/toast';
import { VerifyOtpForm } from './verify-otp-form';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));

beforeAll(() => {
  // input-otp watches its size; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // input-otp probes for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null;
});

function renderForm(
  verify = vi.fn(async () => ({ message: 'Signed in' })),
  resend = vi.fn(async () => ({})),
) {
  const router = createMemoryRouter(
    [
      {
        path: '/verify-otp',
        element: (
          <RouterNav>
            <VerifyOtpForm
              scope="creator"
              contact="asha@example.com"
              verify={verify}
              resend={resend}
              homePath="/"
            />
          </RouterNav>
        ),
      },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/verify-otp'] },
  );
  render(<RouterProvider router={router} />);
  return { router, verify, resend };
}

const code = () => screen.getByLabelText('One-time password');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

describe('verify OTP', () => {
  afterEach(cleanup);

  it('enables Verify only at exactly six digits, and refuses letters', () => {
    renderForm();
    expect(verifyButton()).toHaveProperty('disabled', true);
    fireEvent.change(code(), { target: { value: '12345' } });
    expect(verifyButton()).toHaveProperty('disabled', true);
    fireEvent.change(code(), { target: { value: '12345a' } });
    expect(verifyButton()).toHaveProperty('disabled', true);
    fireEvent.change(code(), { target: { value: '123456' } });
    expect(verifyButton()).toHaveProperty('disabled', false);
  });

  it('verifies once, toasts the server message and goes home', async () => {
    const { router, verify } = renderForm();
    fireEvent.change(code(), { target: { value: '123456' } });
    const button = verifyButton();
    // A double click: the second press lands while the first is in flight.
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
