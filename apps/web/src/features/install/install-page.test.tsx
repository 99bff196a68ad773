import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallPage from './install-page';

afterEach(cleanup);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('the install instructions page', () => {
  it("puts the iPhone's steps first on an iPhone: Share, then Add to Home Screen", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    render(<InstallPage />);
    const sections = screen.getAllByRole('region');
    expect(sections[0]).toHaveProperty('ariaLabel', 'On iPhone or iPad');
    const steps = Array.from(sections[0]?.querySelectorAll('li') ?? [], (li) => li.textContent);
    expect(steps[1]).toContain('Share button');
    expect(steps[2]).toContain('"Add to Home Screen"');
  });

  it('puts the Android steps first elsewhere', () => {
    render(<InstallPage />);
    expect(screen.getAllByRole('region')[0]).toHaveProperty('ariaLabel', 'On Android');
  });
});
