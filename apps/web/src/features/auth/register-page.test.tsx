import { DESCRIPTION_MAX_LENGTH } from '@ih/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { renderAt } from '@/test/render-at';
import RegisterPage from './register-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));

/** The accounts the contact check (issue 26 C) finds: e-mail and mobile numbers already registered. */
const registered = { emails: new Set<string>(), mobiles: new Set<string>() };
const checks: unknown[] = [];

function answerCheck(init?: RequestInit) {
  const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string; mobile_number?: string };
  checks.push(body);
  const state = (taken: boolean) => (taken ? 'taken' : 'available');
  const data = {
    ...(body.email !== undefined ? { email: state(registered.emails.has(body.email)) } : {}),
    ...(body.mobile_number !== undefined
      ? { mobile_number: state(registered.mobiles.has(body.mobile_number)) }
      : {}),
  };
  return new Response(JSON.stringify({ success: true, data, message: '' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function renderWizard() {
  // Categories fail here on purpose: the grid must fall back to the built-in list silently.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/v1/influencer/check-contact')
        ? answerCheck(init)
        : new Response('{}', { status: 500 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt('/register', <RegisterPage />, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }), { detail: 1 });
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills step 1 and asks for the next step. */
function submitStepOne() {
  fill(/^Name/, 'Asha Verma');
  fireEvent.click(screen.getByLabelText('Personal Account'));
  fill(/^Mobile Number/, '9876543210');
  fill(/^Email/, 'asha@example.com');
  fill(/^Address/, '12 Janpath');
  fill(/^State/, 'Delhi');
  fill(/^City/, 'Central Delhi');
  next();
}

async function completeStepOne() {
  submitStepOne();
  await screen.findByRole('heading', { name: /Social Media Accounts/ });
}

describe('registration wizard', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    registered.emails.clear();
    registered.mobiles.clear();
    checks.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on Basic Info with Back disabled and shows the step messages inline on Next', async () => {
    renderWizard();
    expect(screen.getByRole('button', { name: /Back/ })).toHaveProperty('disabled', true);
    next();
    for (const m of [
      'Name is required',
      'Please select at least one account type',
      'Mobile number must be a 10-digit number.',
      'This field has to be filled.',
      'Address is required.',
      'State is required.',
      'City is required.',
    ])
      expect(await screen.findByText(m)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: 'Please fill in all required fields correctly',
      variant: 'destructive',
    });
    expect(screen.getByRole('heading', { name: /Basic Info/ })).toBeTruthy();
  });

  it('empties the state and city a known pin filled in when a pin India Post does not know follows', async () => {
    renderWizard();
    const place = [
      { Status: 'Success', PostOffice: [{ District: 'New Delhi', State: 'Delhi', Country: 'India' }] },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).endsWith('/110001')
          ? Response.json(place)
          : Response.json([{ Status: 'Error', PostOffice: null }]),
      ),
    );
    fill(/^Pin Code/, '110001');
    await screen.findByDisplayValue('New Delhi');
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'Delhi');
    fill(/^Pin Code/, '999999');
    await vi.waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveProperty('value', ''));
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', '');
  });

  it('keeps one social row that cannot be removed, adds rows with the plus button', async () => {
    renderWizard();
    await completeStepOne();
    expect(screen.queryByRole('button', { name: /Remove account/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another platform' }));
    expect(screen.getAllByRole('button', { name: /Remove account/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove account 2' }));
    expect(screen.queryByRole('button', { name: /Remove account/ })).toBeNull();
  });

  it('refuses step 2 without a complete row, with its own toast and the row messages', async () => {
    renderWizard();
    await completeStepOne();
    next();
    expect(await screen.findByText('Platform is required.')).toBeTruthy();
    expect(screen.getByText('Please provide a valid profile URL.')).toBeTruthy();
    expect(screen.getByText('Followers is required.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: 'Please complete at least one social media platform',
      variant: 'destructive',
    });
  });

  it('step 3 falls back to the built-in categories and counts toward the recommended 100', async () => {
    renderWizard();
    await completeStepOne();
    // Radix Select does not open in jsdom; its hidden native select carries the same value.
    const native = document.querySelector('select[name="social_platform.0.platform_name"]');
    expect(native).toBeTruthy();
    fireEvent.change(native as Element, { target: { value: 'Instagram' } });
    fill(/^Account Link/, 'https://instagram.com/asha');
    fill(/^Number of Followers/, '12000');
    next();
    await screen.findByRole('heading', { name: /Categories & Bio/ });
    expect(await screen.findByLabelText('Parenting & Family')).toBeTruthy();
    const group = screen.getByRole('group', { name: /Niche/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(13);
    fill(/^Description/, 'I cook at home.');
    expect(screen.getByText('15/100 characters recommended')).toBeTruthy();
    expect(screen.getByText('5 more characters needed (minimum 20).')).toBeTruthy();
    next();
    expect(await screen.findByText('min 20 character is required')).toBeTruthy();
    expect(screen.getByText('Please select at least one niche')).toBeTruthy();
  });

  describe('field rules (issue 12 §8)', () => {
    async function fillSocialRow(link: string, followers: string) {
      const native = document.querySelector('select[name="social_platform.0.platform_name"]');
      fireEvent.change(native as Element, { target: { value: 'Instagram' } });
      fill(/^Account Link/, link);
      fill(/^Number of Followers/, followers);
      next();
    }

    it('the mobile field keeps ten digits and no more; a pasted +91 number keeps its ten', () => {
      renderWizard();
      const mobile = screen.getByLabelText(/^Mobile Number/) as HTMLInputElement;
      fireEvent.change(mobile, { target: { value: '9876543210123' } });
      expect(mobile.value).toBe('9876543210');
      fireEvent.change(mobile, { target: { value: '+91 98765 43210' } });
      expect(mobile.value).toBe('9876543210');
    });

    it('refuses a name longer than 60 characters with a message', async () => {
      renderWizard();
      fill(/^Name/, 'A'.repeat(61));
      next();
      expect(await screen.findByText('Please keep the name to 60 characters or fewer.')).toBeTruthy();
    });

    it('refuses followers that are not a whole number, or absurdly large', async () => {
      renderWizard();
      await completeStepOne();
      await fillSocialRow('https://instagram.com/asha', 'abc');
      const message = 'Followers must be a whole number, like 12500 or 1.2K, up to 1,000,000,000.';
      expect(await screen.findByText(message)).toBeTruthy();
      fill(/^Number of Followers/, '12345678901234567890');
      next();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByRole('heading', { name: /Social Media Accounts/ })).toBeTruthy();
    });

    it('takes instagram.com/name as https://instagram.com/name, and previews the count as a number', async () => {
      renderWizard();
      await completeStepOne();
      await fillSocialRow('instagram.com/asha', '12500');
      await screen.findByRole('heading', { name: /Categories & Bio/ });
      fireEvent.click(await screen.findByLabelText('Food'));
      fill(/^Description/, 'Street food trails and weekend getaways.');
      next();
      await screen.findByRole('heading', { name: /Preview/ });
      expect(screen.getByText('https://instagram.com/asha')).toBeTruthy();
      expect(screen.getByText('12,500 followers')).toBeTruthy();
    });
  });

  describe('issue 26 C: what the first step tells at once', () => {
    it('a taken e-mail is said when the field is left, and a free one clears it', async () => {
      registered.emails.add('taken@example.com');
      renderWizard();
      fill(/^Email/, 'Taken@Example.com');
      fireEvent.blur(screen.getByLabelText(/^Email/));
      expect(
        await screen.findByText('An account with this email already exists. Please sign in instead.'),
      ).toBeTruthy();
      fill(/^Email/, 'free@example.com');
      fireEvent.blur(screen.getByLabelText(/^Email/));
      await vi.waitFor(() =>
        expect(
          screen.queryByText('An account with this email already exists. Please sign in instead.'),
        ).toBeNull(),
      );
    });

    it('a taken mobile number stops Next on step 1, with registration’s words', async () => {
      registered.mobiles.add('9876543210');
      renderWizard();
      submitStepOne();
      expect(
        await screen.findByText('An account with this mobile number already exists. Please sign in instead.'),
      ).toBeTruthy();
      expect(toast).toHaveBeenCalledWith({
        title: 'Validation Error',
        description: 'An account with this mobile number already exists. Please sign in instead.',
        variant: 'destructive',
      });
      expect(screen.getByRole('heading', { name: /Basic Info/ })).toBeTruthy();
      // Each value is asked about once, however often the step is checked.
      next();
      await screen.findByRole('heading', { name: /Basic Info/ });
      expect(checks).toEqual([{ email: 'asha@example.com', mobile_number: '9876543210' }]);
    });

    it('explains what a Feature Account is', () => {
      renderWizard();
      const group = screen.getByRole('group', { name: /Account Type/ });
      expect(group.getAttribute('aria-describedby')).toContain('account-type-hint');
      expect(
        screen.getByText(
          'Choose Feature Account if you run a page that features other people’s content, such as a meme, fan or theme page.',
        ),
      ).toBeTruthy();
    });

    it('the description takes as many characters as the profile does (one constant)', async () => {
      renderWizard();
      await completeStepOne();
      const native = document.querySelector('select[name="social_platform.0.platform_name"]');
      fireEvent.change(native as Element, { target: { value: 'Instagram' } });
      fill(/^Account Link/, 'https://instagram.com/asha');
      fill(/^Number of Followers/, '12000');
      next();
      await screen.findByRole('heading', { name: /Categories & Bio/ });
      expect(screen.getByLabelText(/^Description/).getAttribute('maxlength')).toBe(
        String(DESCRIPTION_MAX_LENGTH),
      );
    });
  });
});
