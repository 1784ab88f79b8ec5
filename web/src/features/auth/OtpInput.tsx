import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export const OTP_LENGTH = 6;

/**
 * Spec 2: six one-digit boxes. Typing moves to the next box, Backspace on an empty box goes back,
 * and pasting the whole code into any box fills them all.
 */
export function OtpInput({ digits, onChange }: { digits: string[]; onChange: (digits: string[]) => void }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const typed = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit) focus(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) focus(index - 1);
    if (event.key === 'ArrowLeft') focus(index - 1);
    if (event.key === 'ArrowRight') focus(index + 1);
  };

  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (code.length < 2) return;
    event.preventDefault();
    onChange(Array.from({ length: OTP_LENGTH }, (_, index) => code[index] ?? ''));
    focus(code.length);
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-700">Enter the 6-digit code we emailed you</legend>
      <div className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => typed(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={pasted}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={2}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            autoFocus={index === 0}
            className="h-12 w-11 rounded-md border border-neutral-300 bg-neutral-50 text-center text-xl font-semibold outline-none focus:border-amber-500 focus:bg-white sm:w-12"
          />
        ))}
      </div>
    </fieldset>
  );
}
