import { Checkbox } from '@/components/ui/checkbox';

/** Niches as a grid of checkboxes in one labelled group. */
export function NicheCheckboxes({
  niches,
  value,
  onChange,
  error,
  disabled,
}: {
  niches: { niche_id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'niche-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-800">Niches</legend>
      {niches.length === 0 ? (
        <p className="text-sm text-gray-600">No niches are set up yet.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {niches.map((n) => {
            const id = `niche-${n.niche_id}`;
            return (
              <li key={n.niche_id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={value.includes(n.niche_id)}
                  disabled={disabled}
                  onCheckedChange={(c) => toggle(n.niche_id, c === true)}
                />
                <label htmlFor={id} className="cursor-pointer text-sm text-gray-800">
                  {n.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p id="niche-error" role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
