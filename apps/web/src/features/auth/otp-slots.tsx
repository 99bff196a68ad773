import { OTP_LENGTH } from '@ih/contract/constants';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { cn } from '@/lib/cn';

function Slot({ char, isActive, hasFakeCaret, placeholderChar }: SlotProps) {
  return (
    <div
      className={cn(
        'relative flex size-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg font-semibold text-gray-900 transition-shadow sm:size-12',
        isActive && 'z-10 border-brand-600 ring-2 ring-brand-600/40',
      )}
    >
      {char ?? <span className="text-gray-400">{placeholderChar}</span>}
      {hasFakeCaret ? (
        <span aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-5 w-px animate-pulse bg-gray-900" />
        </span>
      ) : null}
    </div>
  );
}

/**
 * The six-slot numeric code (doc 000 §2). input-otp keeps one real <input> underneath, so paste,
 * SMS autofill (autocomplete one-time-code) and screen readers all work; the slots are only drawn.
 */
export function OtpSlots({
  id,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <OTPInput
      id={id}
      name="otp"
      maxLength={OTP_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      // The code is the only thing to do on this screen, so typing can start at once.
      autoFocus
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-describedby={describedBy}
      containerClassName="flex items-center justify-center gap-2 has-[:disabled]:opacity-60"
      render={({ slots }) => (
        <>
          {slots.map((slot, i) => (
            // Slots have no identity beyond their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list
            <Slot key={i} {...slot} />
          ))}
        </>
      )}
    />
  );
}
