import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as push from '@/lib/push';
import { PushDeviceControl } from './push-device';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/push', async (original) => ({
  ...(await original<typeof import('@/lib/push')>()),
  pushSupport: vi.fn(),
  currentSubscription: vi.fn(),
  turnOnPush: vi.fn(),
  turnOffPush: vi.fn(),
}));

afterEach(cleanup);

describe('notifications on this device', () => {
  it('says what to do where the browser cannot, with no button', async () => {
    vi.mocked(push.pushSupport).mockReturnValue('unsupported');
    render(<PushDeviceControl scope="creator" />);
    expect(await screen.findByText(push.PUSH_TEXT.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how to unblock a site the person blocked', async () => {
    vi.mocked(push.pushSupport).mockReturnValue('blocked');
    render(<PushDeviceControl scope="creator" />);
    expect(await screen.findByText(push.PUSH_TEXT.blocked)).toBeTruthy();
  });

  it('asks nothing until the tap, then turns on and offers to turn off', async () => {
    vi.mocked(push.pushSupport).mockReturnValue('supported');
    vi.mocked(push.currentSubscription).mockResolvedValue(null);
    vi.mocked(push.turnOnPush).mockResolvedValue();
    render(<PushDeviceControl scope="staff" />);
    const on = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    await waitFor(() => expect(on.hasAttribute('disabled')).toBe(false));
    expect(push.turnOnPush).not.toHaveBeenCalled();
    fireEvent.click(on);
    expect(push.turnOnPush).toHaveBeenCalledWith('staff');
    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
  });

  it('a device already subscribed can be turned off', async () => {
    vi.mocked(push.pushSupport).mockReturnValue('supported');
    vi.mocked(push.currentSubscription).mockResolvedValue({} as PushSubscription);
    vi.mocked(push.turnOffPush).mockResolvedValue();
    render(<PushDeviceControl scope="creator" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(push.turnOffPush).toHaveBeenCalledWith('creator');
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
  });

  it('a failure keeps the button and shows the reason', async () => {
    const { toast } = await import('@/components/ui/toast');
    vi.mocked(push.pushSupport).mockReturnValue('supported');
    vi.mocked(push.currentSubscription).mockResolvedValue(null);
    vi.mocked(push.turnOnPush).mockRejectedValue(new push.PushError(push.PUSH_TEXT.dismissed));
    render(<PushDeviceControl scope="creator" />);
    const on = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    await waitFor(() => expect(on.hasAttribute('disabled')).toBe(false));
    fireEvent.click(on);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: push.PUSH_TEXT.dismissed }),
    );
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
  });
});
