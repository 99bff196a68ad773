import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

afterEach(cleanup);

describe('EmailAddress', () => {
  it('reads as the address and may wrap only before the @ and the dots of the domain', () => {
    const { container } = render(<EmailAddress value="catalogue-admin-0mwy1@e2e.example.com" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('catalogue-admin-0mwy1@e2e.example.com');
    // Where a line may break: each <wbr> is followed by the text it stands before.
    const breaks = [...span.querySelectorAll('wbr')].map((w) => w.nextSibling?.textContent?.[0]);
    expect(breaks).toEqual(['@', '.', '.']);
    expect(span.className).not.toContain('break-all');
  });

  it('shows a value without an @ as it is', () => {
    const { container } = render(<EmailAddress value="not-an-address" />);
    expect(container.textContent).toBe('not-an-address');
  });
});
