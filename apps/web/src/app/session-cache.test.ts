import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, storeSession, updateStoredUser } from '@/lib/session';
import { createQueryClient } from './providers';
import { clearCacheOnSessionChange } from './session-cache';

const user = (id: string) => ({ _id: id, name: `Creator ${id}` }) as never;

describe('cached answers and the stored session', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    clearSession('creator');
    clearSession('staff');
  });

  it("drops another person's answers when someone else signs in, and keeps them on a profile update", () => {
    storeSession('creator', 'token-a', user('a'));
    const client = createQueryClient();
    stop = clearCacheOnSessionChange(client);
    client.setQueryData(['campaigns', 'detail', 'x'], { isSaved: true });

    updateStoredUser('creator', user('a'));
    expect(client.getQueryData(['campaigns', 'detail', 'x'])).toEqual({ isSaved: true });

    storeSession('creator', 'token-b', user('b'));
    expect(client.getQueryData(['campaigns', 'detail', 'x'])).toBeUndefined();
  });

  it('drops them when the session ends, also when another tab signs out', () => {
    storeSession('staff', 'staff-token', user('s'));
    const client = createQueryClient();
    stop = clearCacheOnSessionChange(client);
    client.setQueryData(['admin', 'applications'], [1]);
    localStorage.removeItem('adminAccessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminAccessToken' }));
    expect(client.getQueryData(['admin', 'applications'])).toBeUndefined();
  });
});
