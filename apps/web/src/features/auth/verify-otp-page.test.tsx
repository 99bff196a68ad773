import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-at';
import { creatorAuth } from './api';
import VerifyOtpPage from './verify-otp-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('./api', () => ({ creatorAuth: { channels: vi.fn(), verify: vi.fn(), resend: vi.fn() } }));

function renderPage(channels: Promise<('email' | 'mobile')[]>, contact = 'asha@example.com') {
  vi.mocked(creatorAuth.channels).mockReturnValue(channels);
  renderAt('/verify-otp', <VerifyOtpPage />, { entry: { pathname: '/verify-otp', state: { contact } } });
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

describe('verify page: says where the code went (issue 26 B)', () => {
  afterEach(cleanup);

  it("keeps the documents' sentence for a code sent by e-mail", () => {
    renderPage(Promise.resolve(['email', 'mobile']));
    expect(screen.getByText('We have sent a OTP to your Email Address')).toBeTruthy();
  });

  it('names the mobile number for a code sent by SMS', () => {
    renderPage(Promise.resolve(['email', 'mobile']), '98765 43210');
    expect(screen.getByText('We have sent a OTP to your mobile number')).toBeTruthy();
    expect(screen.queryByText(/Email Address/)).toBeNull();
  });
});
