/** Small helpers for the demo seed: a repeatable random source, dates and rupees. */

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  weightedDistinct<T>(items: { value: T; weight: number }[], count: number): T[];
}

/**
 * mulberry32: a tiny seeded generator. The demo uses a fixed seed so every fresh database looks the
 * same, which makes screenshots, bug reports and tests about the demo comparable.
 */
export function seededRandom(seed: number): Random {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    shuffle,
    chance: (p) => next() < p,
    weightedDistinct(items, count) {
      const pool = [...items];
      const chosen: (typeof items)[number]['value'][] = [];
      while (chosen.length < count && pool.length > 0) {
        const total = pool.reduce((sum, it) => sum + it.weight, 0);
        const roll = next() * total;
        let index = 0;
        for (let acc = pool[0]?.weight ?? 0; acc <= roll && index < pool.length - 1; ) {
          index++;
          acc += pool[index]?.weight ?? 0;
        }
        const [taken] = pool.splice(index, 1);
        if (taken) chosen.push(taken.value);
      }
      return chosen;
    },
  };
}

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Calendar day in India (UTC+5:30) as YYYY-MM-DD, which is what DATE columns hold. */
export const isoDate = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The instant of hh:mm India time on the Indian calendar day of `date`. */
export function atIst(date: Date, hours: number, minutes: number): Date {
  const day = isoDate(date);
  return new Date(`${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+05:30`);
}

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** Whole rupees with Indian grouping, rounded to a tidy ₹500: ₹1,20,000. */
export const rupees = (amount: number) => `₹${inr.format(Math.round(amount / 500) * 500)}`;
