import { OTP_LENGTH } from '@ih/contract/constants';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Only the digits of what was typed, pasted or auto-filled ("159 428", "Code: 159428"), at most six. */
export const otpDigits = (raw: string): string => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The six-slot numeric code (doc 000 §2). One plain <input> lies over six drawn slots: it is the
 * input that first appears and the one that stays (issue 11 §1), with no library script between the
 * page showing and the field taking keys. Paste and SMS autofill (autocomplete one-time-code) go
 * straight into it; anything but digits is dropped. `onComplete` fires when the sixth digit lands.
 */
export function OtpSlots({
  id,
  value,
  onChange,
  onComplete,
  readOnly,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  readOnly?: boolean;
  describedBy?: string;
}) {
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, OTP_LENGTH - 1);

  return (
    <div
      className={cn('relative mx-auto flex w-fit items-center gap-1.5 sm:gap-2', readOnly && 'opacity-60')}
    >
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <div
          // Slots have no identity beyond their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list
          key={i}
          aria-hidden
          className={cn(
            'relative flex size-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-lg font-semibold text-gray-900 transition-shadow min-[380px]:size-11 sm:size-12',
            focused && i === active && 'z-10 border-brand-600 ring-2 ring-brand-600/40',
          )}
        >
          {value[i] ?? ''}
          {focused && i === active && !value[i] ? (
            <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <span className="h-5 w-px animate-pulse bg-gray-900" />
            </span>
          ) : null}
        </div>
      ))}
      <input
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // The code is the only thing to do on this screen, so typing can start at once.
        // biome-ignore lint/a11y/noAutofocus: the screen's single field, reached by asking for a code
        autoFocus
        spellCheck={false}
        value={value}
        onChange={(e) => {
          const next = otpDigits(e.target.value);
          onChange(next);
          if (next.length === OTP_LENGTH && next !== value) onComplete?.(next);
        }}
        onFocus={(e) => {
          setFocused(true);
          // Typing always goes on from the end, like the drawn caret says.
          e.currentTarget.setSelectionRange(value.length, value.length);
        }}
        onBlur={() => setFocused(false)}
        // readOnly, not disabled, while the code is checked: the field keeps focus for a retry.
        readOnly={readOnly}
        aria-describedby={describedBy}
        className="absolute inset-0 size-full cursor-text rounded-lg bg-transparent text-base text-transparent caret-transparent outline-none selection:bg-transparent"
      />
    </div>
  );
}
