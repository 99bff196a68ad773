import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, currentLanguage } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  cleanup();
  await activateLocale('en', { remember: false });
});

describe('LanguageSwitch', () => {
  it('names each language in itself, switches the page at once and tells the account', async () => {
    const onChosen = vi.fn(async () => undefined);
    render(<LanguageSwitch onChosen={onChosen} />);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await vi.waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(onChosen).toHaveBeenCalledWith('hi');
    // The group is now labelled in Hindi, and the current language is pressed.
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does nothing when the current language is chosen again', async () => {
    const onChosen = vi.fn(async () => undefined);
    render(<LanguageSwitch onChosen={onChosen} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChosen).not.toHaveBeenCalled();
  });
});
