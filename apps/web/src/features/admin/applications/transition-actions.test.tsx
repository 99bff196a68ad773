import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { BulkActions } from './bulk-actions';
import { TransitionActions } from './transition-actions';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api-client', async (importActual) => ({
  ...(await importActual<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const request = vi.mocked(apiRequest);

/** The server's answer, held until the test releases it: both clicks land while it is in flight. */
function holdAnswer(data: object) {
  let release: () => void = () => undefined;
  request.mockImplementation(
    () =>
      new Promise((resolve) => {
        release = () =>
          resolve({ success: true, message: 'The application is now accepted.', data } as never);
      }),
  );
  // The request starts a few microtasks after the click; answer it once it has.
  return async () => {
    await waitFor(() => expect(request).toHaveBeenCalled());
    release();
  };
}

function application(over: Partial<AdminApplicationListItem> = {}): AdminApplicationListItem {
  return {
    _id: '7f0c2a52-5d4e-4a57-9a36-5a0c1d3f6a11',
    applicationId: 'APP-7f0c2a52',
    status: 'pending',
    influencer: {
      _id: '1b1c2a52-5d4e-4a57-9a36-5a0c1d3f6a11',
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile_number: '9876543210',
      followers: [],
    },
    campaign: {
      _id: '2c1c2a52-5d4e-4a57-9a36-5a0c1d3f6a11',
      campaign_id: 'CMP-1',
      event_name: 'Diwali Glow',
      campaign_title: 'Diwali Glow',
      budget_type: 'fixed',
      fixed_price: 5000,
      submissionDeadline: null,
      brand: { _id: '3d1c2a52-5d4e-4a57-9a36-5a0c1d3f6a11', name: 'Glow' },
    },
    quote_asking_amount: 0,
    note: '',
    final_amount: null,
    paymentStatus: 'pending',
    applyDate: '2026-11-01T00:00:00.000Z',
    acceptedDate: null,
    submissionDate: null,
    reworkDate: null,
    reworkReason: null,
    approvalDate: null,
    finalSubmissionDate: null,
    completionDate: null,
    paidDate: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    allowedTransitions: ['accepted', 'declined'],
    ...over,
  };
}

function renderWithQueries(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Two clicks in the same task, as a double click delivers them: no render happens in between. */
function doubleClick(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

/** The dialog's button named exactly `name` (the page has one of that name too). */
function buttonIn(dialog: HTMLElement, name: string) {
  const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no ${name} button in the dialog`);
  return button;
}

/** Clicks `name`, then finds the confirming button of the dialog it opens. */
async function confirmButton(role: 'dialog' | 'alertdialog', name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return buttonIn(await screen.findByRole(role), name);
}

describe('one confirmation, one request (design §10)', () => {
  beforeEach(() => {
    request.mockReset();
  });
  afterEach(cleanup);

  it('Accept → amount → double click on Accept sends one request and shows no error', async () => {
    const a = application();
    const release = holdAnswer({ ...a, status: 'accepted', final_amount: 5000, allowedTransitions: [] });
    renderWithQueries(<TransitionActions application={a} />);
    doubleClick(await confirmButton('dialog', 'Accept'));
    await release();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' })));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toMatchObject({ body: { to: 'accepted', final_amount: 5000 } });
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('a double click on the confirmation of Approve sends one request', async () => {
    const a = application({ status: 'pending review', allowedTransitions: ['rework', 'approved'] });
    const release = holdAnswer({ ...a, status: 'approved', allowedTransitions: [] });
    renderWithQueries(<TransitionActions application={a} only={['approved']} />);
    doubleClick(await confirmButton('alertdialog', 'Approve'));
    await release();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(request).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('a bulk accept confirmed with a double click sends one request', async () => {
    const a = application();
    const release = holdAnswer([{ id: a._id, ok: true, message: 'The application is now accepted.' }]);
    renderWithQueries(<BulkActions selected={[a]} onClear={() => undefined} onResults={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    const dialog = await screen.findByRole('alertdialog');
    const buttons = [...dialog.querySelectorAll('button')];
    const confirm = buttons.at(-1);
    if (!confirm) throw new Error('no confirm button');
    doubleClick(confirm);
    await release();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('each decision offers its own reasons and says what happened in plain words (issue 26 D)', () => {
  beforeEach(() => {
    request.mockReset();
    vi.mocked(toast).mockClear();
  });
  afterEach(cleanup);

  const offered = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll('option')].map((o) => o.textContent).filter((t) => t !== 'Choose a reason');

  it('rework offers rework reasons; its toast reads "Sent back for rework."', async () => {
    const a = application({ status: 'pending review', allowedTransitions: ['rework', 'approved'] });
    request.mockResolvedValue({
      success: true,
      message: 'Sent back for rework.',
      data: { ...a, status: 'rework', allowedTransitions: [] },
    } as never);
    renderWithQueries(<TransitionActions application={a} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request rework' }));
    const dialog = await screen.findByRole('dialog');
    expect(offered(dialog)).toEqual(['Content does not follow the brief', 'Quality', 'Other']);
    fireEvent.change(dialog.querySelector('select') as HTMLSelectElement, { target: { value: 'quality' } });
    fireEvent.click(buttonIn(dialog, 'Request rework'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Sent back for rework.',
        description: 'Asha Rao, Diwali Glow.',
        variant: 'success',
      }),
    );
  });

  it('decline offers decline reasons, one by one and in bulk', async () => {
    const a = application();
    renderWithQueries(<TransitionActions application={a} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const reasons = ['Audience does not match', 'Budget does not fit', 'Campaign is full', 'Other'];
    expect(offered(await screen.findByRole('dialog'))).toEqual(reasons);
    cleanup();
    renderWithQueries(<BulkActions selected={[a]} onClear={() => undefined} onResults={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline selected' }));
    expect(offered(await screen.findByRole('dialog'))).toEqual(reasons);
  });
});
