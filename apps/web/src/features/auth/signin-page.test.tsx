import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderAt } from '@/test/render-at';
import { creatorAuth } from './api';
import SignInPage from './signin-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('./api', () => ({ creatorAuth: { channels: vi.fn(), send: vi.fn() } }));

function renderPage(channels: Promise<('email' | 'mobile')[]>) {
  vi.mocked(creatorAuth.channels).mockReturnValue(channels);
  renderAt('/signin', <SignInPage />);
}

describe('sign-in page channels (issue 12 §4)', () => {
  afterEach(cleanup);

  it('asks for an e-mail only when the server cannot send codes by SMS', async () => {
    renderPage(Promise.resolve(['email']));
    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect(field.getAttribute('placeholder')).toBe('you@example.com');
    expect(field.getAttribute('inputmode')).toBe('email');
    expect(screen.queryByText(/mobile/i)).toBeNull();
  });

  it("keeps the documents' label and placeholder when both channels are offered", async () => {
    renderPage(Promise.resolve(['email', 'mobile']));
    const field = await screen.findByRole('textbox', { name: 'Email or Mobile Number' });
    expect(field.getAttribute('placeholder')).toBe('you@example.com or 9876543210');
  });

  it("shows the server's refusal of a mobile under the field", async () => {
    renderPage(Promise.resolve(['email']));
    vi.mocked(creatorAuth.send).mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', AUTH_MESSAGES.smsUnavailable, {
        contact: AUTH_MESSAGES.smsUnavailable,
      }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Sign-in codes by SMS are not available here yet — use your e-mail address'),
    ).toBeTruthy();
  });
});
