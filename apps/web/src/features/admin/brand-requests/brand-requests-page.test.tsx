import type { BrandRequestItem } from '@ih/contract/brand-requests';
import { BRAND_REQUEST_MESSAGES } from '@ih/contract/brand-requests-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { clearSession, storeSession } from '@/lib/session';
import BrandRequestsPage from './brand-requests-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api-client', async (importActual) => ({
  ...(await importActual<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);

const PENDING: BrandRequestItem = {
  _id: '7f0c2a52-5d4e-4a57-9a36-5a0c1d3f6a11',
  companyName: 'Monsoon Tea Co.',
  contactName: 'Ananya Bose',
  email: 'ananya@monsoontea.example.in',
  mobile: '9830012345',
  website: 'https://monsoontea.example.in',
  category: { _id: '5a4f0a3e-3c1f-4a51-9a3e-5d2c1b7f0a11', name: 'Food & Beverage' },
  gstin: '19AABCT1234Q1Z0',
  status: 'pending',
  reason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  brandId: null,
};

function renderPage(role: 'admin' | 'brand') {
  storeSession('staff', 't', {
    _id: PENDING._id,
    name: 'Me',
    email: 'me@x.in',
    role,
    brandIds: [],
    language: 'en',
  });
  request.mockImplementation(async (op) => {
    if (op.method === 'GET')
      return {
        success: true,
        message: 'ok',
        data: [PENDING],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      } as never;
    return { success: true, message: `done ${op.path}`, data: { ...PENDING, status: 'approved' } } as never;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BrandRequestsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});
afterEach(() => {
  cleanup();
  clearSession('staff');
});

describe('Brand requests (issue 28)', () => {
  it('tells a brand person it is for admins, and asks the server nothing', async () => {
    renderPage('brand');
    expect(await screen.findByText('Only admins review brand requests')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('lists waiting requests, and approves one after a confirmation', async () => {
    renderPage('admin');
    expect(await screen.findByRole('heading', { name: 'Monsoon Tea Co.' })).toBeTruthy();
    expect(request.mock.calls[0]?.[1]?.query).toMatchObject({ status: 'pending', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Monsoon Tea Co.?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(request.mock.calls.some(([op]) => op.path === '/v1/admin/brand-requests/:id/approve')).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request approved' })),
    );
  });

  it('needs a reason to reject, and sends it', async () => {
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Monsoon Tea Co.?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText(BRAND_REQUEST_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason', { exact: false }), {
      target: { value: 'No such company at that GSTIN.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() => {
      const call = request.mock.calls.find(([op]) => op.path === '/v1/admin/brand-requests/:id/reject');
      expect(call?.[1]?.body).toEqual({ reason: 'No such company at that GSTIN.' });
    });
  });
});
