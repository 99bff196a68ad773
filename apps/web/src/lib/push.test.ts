import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { keyBytes, PUSH_TEXT, PushError, pushSupport, turnOffPush, turnOnPush } from './push';

vi.mock('./api-client', async (original) => ({
  ...(await original<typeof import('./api-client')>()),
  apiRequest: vi.fn(),
}));

const SERVER_KEY = `B${'E'.repeat(86)}`;

/** A browser with a service worker, a push manager and a permission the test decides. */
function fakeBrowser(opts: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = (endpoint: string, key: Uint8Array) => ({
    endpoint,
    options: { applicationServerKey: key.buffer },
    unsubscribe,
    toJSON: () => ({ endpoint, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
  });
  let current: ReturnType<typeof subscription> | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (o: { applicationServerKey: Uint8Array }) => {
      current = subscription('https://push.example.com/device-1', o.applicationServerKey);
      return current;
    }),
  };
  const requestPermission = vi.fn(async () => opts.answer ?? 'granted');
  vi.stubGlobal('Notification', { permission: opts.permission ?? 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return {
    pushManager,
    requestPermission,
    unsubscribe,
    subscribeWithOldKey: () => {
      current = subscription('https://push.example.com/old', new Uint8Array([1, 2, 3]));
    },
  };
}

beforeEach(() => {
  vi.mocked(apiRequest).mockImplementation(async (op) => {
    if (op.path === '/v1/push/public-key')
      return { success: true, message: '', data: { publicKey: SERVER_KEY } } as never;
    return { success: true, message: '', data: {} } as never;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('browser push', () => {
  it('says unsupported where the browser has no service worker or push', () => {
    expect(pushSupport()).toBe('unsupported');
  });

  it('turns on: asks permission, subscribes with the server key, and sends the subscription', async () => {
    const b = fakeBrowser();
    expect(pushSupport()).toBe('supported');
    expect(b.requestPermission).not.toHaveBeenCalled();
    await turnOnPush('creator');
    expect(b.requestPermission).toHaveBeenCalledTimes(1);
    expect(b.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(SERVER_KEY),
    });
    expect(keyBytes(SERVER_KEY)).toHaveLength(65);
    expect(vi.mocked(apiRequest)).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', path: '/v1/influencer/push-subscriptions' }),
      expect.objectContaining({
        body: {
          endpoint: 'https://push.example.com/device-1',
          keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
        },
      }),
    );
  });

  it('staff subscriptions go to the staff route', async () => {
    fakeBrowser();
    await turnOnPush('staff');
    expect(vi.mocked(apiRequest)).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', path: '/v1/admin/push-subscriptions' }),
      expect.anything(),
    );
  });

  it('replaces a subscription made with another server key', async () => {
    const b = fakeBrowser();
    b.subscribeWithOldKey();
    await turnOnPush('creator');
    expect(b.unsubscribe).toHaveBeenCalledTimes(1);
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('a refused permission subscribes nothing and says what to do', async () => {
    const b = fakeBrowser({ answer: 'denied' });
    await expect(turnOnPush('creator')).rejects.toThrow(new PushError(PUSH_TEXT.blocked));
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
    const dismissed = fakeBrowser({ answer: 'default' });
    await expect(turnOnPush('creator')).rejects.toThrow(PUSH_TEXT.dismissed);
    expect(dismissed.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a site already blocked is not asked again', async () => {
    const b = fakeBrowser({ permission: 'denied' });
    expect(pushSupport()).toBe('blocked');
    await expect(turnOnPush('creator')).rejects.toThrow(PUSH_TEXT.blocked);
    expect(b.requestPermission).not.toHaveBeenCalled();
  });

  it('turns off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    const b = fakeBrowser({ permission: 'granted' });
    await turnOnPush('creator');
    vi.mocked(apiRequest).mockClear();
    await turnOffPush('creator');
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: '/v1/influencer/push-subscriptions' }),
      expect.objectContaining({ body: { endpoint: 'https://push.example.com/device-1' } }),
    );
    expect(b.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
