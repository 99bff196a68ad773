import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterNav } from '@/app/router-nav';
import { creatorAuth } from './api';
import VerifyOtpPage from './verify-otp-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('./api', () => ({ creatorAuth: { channels: vi.fn(), verify: vi.fn(), resend: vi.fn() } }));

function renderPage(channels: Promise<('email' | 'mobile')[]>) {
  vi.mocked(creatorAuth.channels).mockReturnValue(channels);
  const router = createMemoryRouter(
    [
      {
        path: '/verify-otp',
        element: (
          <RouterNav>
            <VerifyOtpPage />
          </RouterNav>
        ),
      },
    ],
    { initialEntries: [{ pathname: '/verify-otp', state: { contact: 'asha@example.com' } }] },
  );
  render(<RouterProvider router={router} />);
}

describe('verify page: the way back to sign-in names the channels the server offers', () => {
  afterEach(cleanup);

  it('offers only another e-mail when codes cannot go by SMS', async () => {
    renderPage(Promise.resolve(['email']));
    expect(await screen.findByRole('link', { name: 'Use a different email' })).toBeTruthy();
  });

  it('offers an e-mail or a mobile number when both are offered', async () => {
    renderPage(Promise.resolve(['email', 'mobile']));
    await vi.waitFor(() => expect(creatorAuth.channels).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: 'Use a different email or mobile number' })).toBeTruthy();
  });
});
