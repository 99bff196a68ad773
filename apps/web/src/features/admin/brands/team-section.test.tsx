import type { BrandMember } from '@ih/contract/brand-team';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSession, storeSession } from '@/lib/session';
import { TeamSection } from './team-section';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api-client', async (importActual) => ({
  ...(await importActual<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);

const BRAND = '3d1c2a52-5d4e-4a57-9a36-5a0c1d3f6a11';
const member = (id: string, name: string, role: 'owner' | 'member'): BrandMember => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@kesar.in`,
  role,
  status: 'active',
  addedAt: '2026-11-01T10:00:00.000Z',
});
const OWNER = member('11111111-5d4e-4a57-9a36-5a0c1d3f6a11', 'Rohan Kapoor', 'owner');
const MEMBER = member('22222222-5d4e-4a57-9a36-5a0c1d3f6a11', 'Meera Iyer', 'member');

function signInAs(id: string, role: 'admin' | 'brand') {
  storeSession('staff', 'token', {
    _id: id,
    name: 'Me',
    email: 'me@x.in',
    role,
    brandIds: [BRAND],
    language: 'en',
  });
}

function renderSection(team: BrandMember[]) {
  request.mockImplementation(async (op) => {
    if (op.method === 'GET') return { success: true, message: 'ok', data: team } as never;
    throw new Error(`unexpected ${op.method} ${op.path}`);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TeamSection brandId={BRAND} brandName="Kesar Kitchen" />
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

describe('the Team section (issue 28)', () => {
  it('shows an owner the team with role badges, remove buttons and the add form; the only owner stays', async () => {
    signInAs(OWNER._id, 'brand');
    renderSection([OWNER, MEMBER]);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[0]!).getByText('(you)')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByText(/The only owner/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Member')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Meera Iyer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to team' })).toBeTruthy();
  });

  it('shows a member the team only, saying who can change it', async () => {
    signInAs(MEMBER._id, 'brand');
    renderSection([OWNER, MEMBER]);
    await screen.findByText('Meera Iyer');
    expect(screen.getByText(/Only its owners add or remove people/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Leave|Add to team/ })).toBeNull();
  });

  it('lets an admin manage a team with no one on it yet', async () => {
    signInAs('99999999-5d4e-4a57-9a36-5a0c1d3f6a11', 'admin');
    renderSection([]);
    expect(await screen.findByText('No one on this team yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to team' })).toBeTruthy();
  });

  it('adds a person by e-mail and says so; the server’s field problems go under the field', async () => {
    signInAs(OWNER._id, 'brand');
    renderSection([OWNER, MEMBER]);
    await screen.findByText('Meera Iyer');
    fireEvent.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('This field has to be filled.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail', { exact: false }), { target: { value: 'nisha@kesar' } });
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Nisha Rao' } });
    request.mockImplementationOnce(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'This is not a valid email.', {
        email: 'This is not a valid email.',
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('This is not a valid email.')).toBeTruthy();

    request.mockImplementationOnce(
      async () =>
        ({ success: true, message: 'Nisha Rao is on the Kesar Kitchen team.', data: MEMBER }) as never,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to team' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'Nisha Rao is on the Kesar Kitchen team.',
          variant: 'success',
        }),
      ),
    );
    const sent = request.mock.calls.filter(([op]) => op.method === 'POST').at(-1)?.[1];
    expect(sent?.body).toEqual({ email: 'nisha@kesar', name: 'Nisha Rao', role: 'member' });
  });

  it('shows the load failure with a way to try again', async () => {
    signInAs(OWNER._id, 'brand');
    request.mockRejectedValue(new ApiError(500, 'INTERNAL', 'Failed to fetch the team'));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TeamSection brandId={BRAND} brandName="Kesar Kitchen" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Failed to fetch the team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
