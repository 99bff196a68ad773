/** A name's words, lower case, letters only, titles dropped: "Mr. RAVI  Kumar" → ravi, kumar. */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['mr', 'mrs', 'ms', 'dr', 'shri', 'smt', 'kumari'].includes(w));
}

/**
 * Whether the bank's name for an account is the person's: every word of the shorter name is in the
 * longer one (banks drop or add middle names and initials), a single letter matching a word it starts.
 */
export function namesMatch(atBank: string, candidates: readonly (string | null | undefined)[]): boolean {
  const bank = words(atBank);
  if (!bank.length) return false;
  return candidates.some((candidate) => {
    const mine = words(candidate ?? '');
    if (!mine.length) return false;
    const [short, long] = mine.length <= bank.length ? [mine, bank] : [bank, mine];
    return short.every((w) =>
      long.some((l) => l === w || (w.length === 1 && l.startsWith(w)) || (l.length === 1 && w.startsWith(l))),
    );
  });
}
