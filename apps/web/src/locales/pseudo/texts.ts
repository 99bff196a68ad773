import { texts as hindi } from '../hi/texts';

/**
 * The pseudo-locale's version of the API's and the contract's English texts (lib/i18n.ts's
 * translateText): each text that has Hindi comes back in accented Latin, so the end-to-end pass
 * (e2e/specs/viewport.spec.ts) sees it as translated; a text without Hindi stays plain English there
 * and is reported.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀĉďèƒĝĥìĵķĺɱñòƥʠŕŝŧùʋŵẋýžÀƁĈĎÈƑĜĤÌĴĶĹMÑÒƤɊŔŜŦÙƲŴẊÝŽ'][i] ?? c,
  ]),
);

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

export const texts: Record<string, string> = Object.fromEntries(
  Object.keys(hindi).map((english) => [english, accent(english)]),
);
