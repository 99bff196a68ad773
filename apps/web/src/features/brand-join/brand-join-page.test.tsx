import { BRAND_JOIN_MESSAGES } from '@ih/contract/brand-join-messages';
import { joinNextSteps } from '@ih/contract/brand-join-page-messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Nav, NavProvider } from '@/lib/nav';
import BrandJoinPage from './brand-join-page';

const FOOD = '5a4f0a3e-3c1f-4a51-9a3e-5d2c1b7f0a11';
const nav: Nav = { pathname: '/for-brands', state: undefined, navigate: vi.fn() };

type Answer = { status: number; body: unknown };
let joinAnswer: Answer;
let nichesAnswer: Answer;
const posted: unknown[] = [];

const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posted.length = 0;
  nichesAnswer = {
    status: 200,
    body: { success: true, message: 'ok', data: [{ niche_id: FOOD, name: 'Food & Beverage' }] },
  };
  joinAnswer = {
    status: 201,
    body: { success: true, message: 'ok', data: { email: 'priya@kesar.in', status: 'pending' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/v1/influencer/brand/niche/list')) return json(nichesAnswer);
      if (url === '/v1/brand/join') {
        posted.push(JSON.parse(String(init?.body)));
        return json(joinAnswer);
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <NavProvider value={nav}>
      <BrandJoinPage />
    </NavProvider>,
  );
}
const field = (name: string) => screen.getByLabelText(name, { exact: false });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillValid() {
  await screen.findByRole('option', { name: 'Food & Beverage' });
  type('Company name', 'Kesar Foods');
  type('Your name', 'Priya Nair');
  type('Work e-mail', 'Priya@Kesar.in');
  type('Website', 'kesar.in');
  fireEvent.change(field('Category'), { target: { value: FOOD } });
}

describe('the For brands page (issue 28)', () => {
  it('shows each missing field’s sentence under it and sends nothing', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Food & Beverage' });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(BRAND_JOIN_MESSAGES.companyName)).toBeTruthy();
    expect(screen.getByText(BRAND_JOIN_MESSAGES.contactName)).toBeTruthy();
    expect(screen.getByText(BRAND_JOIN_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(BRAND_JOIN_MESSAGES.website)).toBeTruthy();
    expect(screen.getByText(BRAND_JOIN_MESSAGES.category)).toBeTruthy();
    expect(field('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('checks the GSTIN as the server does when the field is left', async () => {
    renderPage();
    type('GSTIN', '27AAPFU0939F1ZA');
    fireEvent.blur(field('GSTIN'));
    expect(await screen.findByText(BRAND_JOIN_MESSAGES.gstinChecksum)).toBeTruthy();
    type('GSTIN', '27aapfu0939f1zv');
    fireEvent.blur(field('GSTIN'));
    await waitFor(() => expect(screen.queryByText(BRAND_JOIN_MESSAGES.gstinChecksum)).toBeNull());
  });

  it('sends the request and says what happens next, to which e-mail', async () => {
    renderPage();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const heading = await screen.findByRole('heading', { name: /Thank you, Priya/ });
    // Focus moves in an effect after the heading renders: on a busy machine that is a later tick.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(joinNextSteps('priya@kesar.in'))).toBeTruthy();
    expect(posted).toEqual([
      {
        companyName: 'Kesar Foods',
        contactName: 'Priya Nair',
        email: 'Priya@Kesar.in',
        website: 'kesar.in',
        category: FOOD,
      },
    ]);
  });

  it('puts a refusal of the whole request above the button, and a field’s under the field', async () => {
    renderPage();
    await fillValid();
    joinAnswer = { status: 409, body: { success: false, code: 'CONFLICT', message: 'Already waiting.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already waiting.');

    joinAnswer = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Choose the category your brand belongs to.',
        errors: { category: 'Choose the category your brand belongs to.' },
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(field('Category').getAttribute('aria-invalid')).toBe('true'));
    expect(posted).toHaveLength(2);
  });

  it('says when the categories cannot be fetched, and tries again', async () => {
    nichesAnswer = { status: 500, body: { success: false, code: 'INTERNAL', message: 'Down for a moment.' } };
    renderPage();
    expect(await screen.findByText('Down for a moment.')).toBeTruthy();
    nichesAnswer = {
      status: 200,
      body: { success: true, message: 'ok', data: [{ niche_id: FOOD, name: 'Food & Beverage' }] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const select = await screen.findByRole('combobox', { name: /Category/ });
    await within(select).findByRole('option', { name: 'Food & Beverage' });
  });
});
