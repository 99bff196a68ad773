import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateLocale,
  adoptAccountLanguage,
  chooseLanguage,
  chosenThisVisit,
  currentLanguage,
  i18n,
  LANGUAGE_KEY,
  startingLocale,
  translateText,
} from './i18n';

/** Design §19: which language the app starts in, what it remembers, and what the account decides. */
afterEach(async () => {
  await activateLocale('en', { remember: false });
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const waitForLocale = (locale: string) => vi.waitFor(() => expect(i18n.locale).toBe(locale));

describe('the starting language', () => {
  it("is ?lang=, else this device's choice, else the browser's languages, else English", () => {
    vi.stubGlobal('location', { search: '?lang=pseudo' });
    expect(startingLocale()).toBe('pseudo');
    vi.stubGlobal('location', { search: '' });
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    expect(startingLocale()).toBe('hi');
    localStorage.clear();
    vi.stubGlobal('navigator', { languages: ['mr-IN', 'hi-IN', 'en'] });
    expect(startingLocale()).toBe('hi');
    vi.stubGlobal('navigator', { languages: ['ta-IN'] });
    expect(startingLocale()).toBe('en');
  });
});

describe('switching', () => {
  it('loads Hindi, marks the page, remembers it, and translates the API texts the catalogue has', async () => {
    await activateLocale('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(translateText('Work fetched successfully')).not.toBe('Work fetched successfully');
    expect(translateText('A sentence nobody wrote')).toBe('A sentence nobody wrote');
    await activateLocale('en');
    expect(translateText('Work fetched successfully')).toBe('Work fetched successfully');
  });

  it("takes the account's language after sign-in, unless a test asked for the pseudo-locale", async () => {
    adoptAccountLanguage('hi');
    await waitForLocale('hi');
    adoptAccountLanguage('fr');
    expect(i18n.locale).toBe('hi');
    await activateLocale('pseudo', { remember: false });
    adoptAccountLanguage('en');
    expect(i18n.locale).toBe('pseudo');
  });

  it('remembers a choice made with the switch for this visit, so sign-in keeps it', async () => {
    expect(chosenThisVisit()).toBeNull();
    await chooseLanguage('hi');
    expect(chosenThisVisit()).toBe('hi');
    expect(currentLanguage()).toBe('hi');
  });
});
