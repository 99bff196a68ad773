/**
 * A labelled on/off switch: the browser's checkbox with role="switch" under our look, 44 px tall for
 * a thumb. `ariaLabel` names it when the visible label alone would be ambiguous ("E-mail for Payments").
 */
export function Switch({
  checked,
  disabled,
  label,
  ariaLabel,
  describedBy,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  ariaLabel?: string;
  describedBy?: string;
  onChange: (next: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-800 has-disabled:cursor-not-allowed">
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span>{label}</span>
    </label>
  );
}
