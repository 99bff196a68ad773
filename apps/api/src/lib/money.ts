/** '1,23,456' for whole rupees, '1,23,456.10' where there are paise (GST): Indian digit grouping. */
export const formatRupees = (amount: number) =>
  new Intl.NumberFormat(
    'en-IN',
    Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ).format(amount);

/**
 * Splits a whole number (paise) in proportion to the weights so the parts add up to it exactly:
 * each part rounded down, then the paise left over go to the largest remainders (the earlier part on
 * a tie). A payment's net shown per task then sums to the payment's own net.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
