import { REASON_CODES_FOR } from '@ih/contract/enums';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';

function mount(onSubmit = vi.fn()) {
  render(
    <ReasonDialog
      title="Decline this application?"
      description="d"
      textLabel="In your own words (optional)"
      codes={REASON_CODES_FOR.declined}
      submitLabel="Decline"
      busyLabel="Declining..."
      open
      onOpenChange={() => undefined}
      busy={false}
      serverError={undefined}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the reason dialog (issue 15)', () => {
  afterEach(cleanup);

  it('asks for a reason or words before it sends anything', async () => {
    const onSubmit = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Choose a reason or write one, so the creator knows why.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen code and the trimmed words', async () => {
    const onSubmit = mount();
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'campaign-full' } });
    fireEvent.change(screen.getByLabelText('In your own words (optional)'), {
      target: { value: '  All slots taken ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onSubmit).toHaveBeenCalledWith({ reasonCode: 'campaign-full', reason: 'All slots taken' });
  });
});
