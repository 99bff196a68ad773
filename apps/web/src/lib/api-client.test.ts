import { defineOperation } from '@ih/contract/operation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, networkMessage, setUnauthorizedRedirect, toQueryString } from './api-client';
import { getToken } from './session';

const listBrands = defineOperation({
  method: 'GET',
  path: '/v1/influencer/brand/get',
  summary: 'test',
  tags: [],
  access: 'creator',
});
const staffThing = defineOperation({
  method: 'GET',
  path: '/v1/admin/influencers/:id',
  summary: 'test',
  tags: [],
  access: 'staff',
});

function reply(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('apiRequest', () => {
  const redirect = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', 'creator-token');
    localStorage.setItem('user', '{"name":"Asha"}');
    localStorage.setItem('adminAccessToken', 'staff-token');
    localStorage.setItem('adminUser', '{"name":"Ravi"}');
    redirect.mockReset();
    setUnauthorizedRedirect(redirect);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the creator token, the query, and returns the body', async () => {
    const fetchMock = reply(200, { success: true, data: [], message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiRequest(listBrands, { query: { niche: 'Food', country: '' } as never });
    expect(res).toEqual({ success: true, data: [], message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/influencer/brand/get?niche=Food');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer creator-token');
  });

  it('uses the staff token for /v1/admin/ paths and fills path params', async () => {
    const fetchMock = reply(200, { success: true, data: {}, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(staffThing, { params: { id: 'a b' } as never });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/admin/influencers/a%20b');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer staff-token');
  });

  it('a creator 401 clears only the creator session and goes to /signin', async () => {
    vi.stubGlobal(
      'fetch',
      reply(401, { success: false, code: 'UNAUTHENTICATED', message: 'Session ended.' }),
    );
    await expect(apiRequest(listBrands)).rejects.toMatchObject({ status: 401, message: 'Session ended.' });
    expect(getToken('creator')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getToken('staff')).toBe('staff-token');
    expect(redirect).toHaveBeenCalledWith('/signin');
  });

  it('a staff 401 clears only the staff session and goes to /admin/signin', async () => {
    vi.stubGlobal('fetch', reply(401, { success: false, code: 'UNAUTHENTICATED', message: 'x' }));
    await expect(apiRequest(staffThing, { params: { id: '1' } as never })).rejects.toBeInstanceOf(ApiError);
    expect(getToken('staff')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(getToken('creator')).toBe('creator-token');
    expect(redirect).toHaveBeenCalledWith('/admin/signin');
  });

  it("carries the server's message, code and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Fix it.',
        errors: { name: 'Name is required' },
      }),
    );
    const err = await apiRequest(listBrands, { fallbackMessage: 'Failed to fetch brands' }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Fix it.' });
    expect(err.errors).toEqual({ name: 'Name is required' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it("falls back to the caller's default message when the server gives none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest(listBrands, { fallbackMessage: 'Failed to fetch brands' })).rejects.toMatchObject(
      {
        status: 502,
        message: 'Failed to fetch brands',
      },
    );
  });

  it('treats success:false in a 200 as a failure', async () => {
    vi.stubGlobal('fetch', reply(200, { success: false, message: 'Nope' }));
    await expect(apiRequest(listBrands)).rejects.toMatchObject({ message: 'Nope' });
  });

  it('reports a network failure with a readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest(listBrands)).rejects.toMatchObject({ status: 0, message: networkMessage() });
  });
});

describe('toQueryString', () => {
  it('skips empty values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: undefined, c: '', d: ['x', 'y'], e: false })).toBe(
      '?a=1&d=x&d=y&e=false',
    );
    expect(toQueryString({})).toBe('');
  });
});
