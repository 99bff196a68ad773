/** The tasks of one creator chosen for a payment. */
export interface OwedTaskLike {
  _id: string;
  final_amount: number;
}

/** Sum of the chosen tasks' amounts (whole rupees): the running total and the payment's amount. */
export function selectionTotal(tasks: readonly OwedTaskLike[], selected: ReadonlySet<string>): number {
  let total = 0;
  for (const t of tasks) if (selected.has(t._id)) total += t.final_amount;
  return total;
}

/** Selected ids that are still owed: a task paid meanwhile (by someone else) drops out. */
export function keepOwed(tasks: readonly OwedTaskLike[], selected: ReadonlySet<string>): Set<string> {
  return new Set(tasks.filter((t) => selected.has(t._id)).map((t) => t._id));
}

/** Toggles one id; answers a new set (React state stays immutable). */
export function toggle(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
