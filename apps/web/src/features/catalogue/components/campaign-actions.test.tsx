import type { CampaignWire } from '@ih/contract/campaigns';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppliedAction } from './campaign-actions';

afterEach(cleanup);

const APP_ID = '11111111-1111-4111-8111-111111111111';
const renderFor = (application: CampaignWire['application']) =>
  render(
    <MemoryRouter>
      <AppliedAction application={application} />
    </MemoryRouter>,
  );

describe('the campaign page of an applied campaign (issue 12 §3)', () => {
  it('leads an accepted application to its work upload', () => {
    renderFor({ _id: APP_ID, status: 'accepted' });
    expect(screen.getByRole('link', { name: 'Upload Your Work' }).getAttribute('href')).toBe(
      `/work/upload/${APP_ID}`,
    );
    expect(screen.queryByText('Already Applied')).toBeNull();
  });

  it('leads a rework to the resubmission', () => {
    renderFor({ _id: APP_ID, status: 'rework' });
    expect(screen.getByRole('link', { name: 'Resubmit Work' }).getAttribute('href')).toBe(
      `/work/upload/${APP_ID}`,
    );
  });

  it.each(['pending', 'pending review', 'declined'] as const)('keeps "Already Applied" for %s', (status) => {
    renderFor({ _id: APP_ID, status });
    expect((screen.getByRole('button', { name: 'Already Applied' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps "Already Applied" right after applying, before the application is loaded', () => {
    renderFor(null);
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeTruthy();
  });
});
