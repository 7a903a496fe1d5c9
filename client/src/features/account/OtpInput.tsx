import { useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useRef } from 'react';
import * as styles from './OtpInput.css';

/** The recovery code's length (the specification's OTP length). */
export const OTP_LENGTH = 6;

/** Six empty boxes. */
export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface Props {
  legend: ReactNode;
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  /** The id of the message that explains a refusal, read with each box. */
  describedBy?: string;
  /** Lets the screen move the shopper back to the first box (after a wrong code). */
  firstBoxRef?: (box: HTMLInputElement | null) => void;
}

/**
 * Six one-digit boxes for the recovery code. Typing a digit moves to the next box, Backspace in an empty box goes
 * back, and a whole code (pasted, or filled in by the phone from the e-mail or SMS) spreads over the boxes.
 */
export function OtpInput({ legend, digits, onChange, invalid, describedBy, firstBoxRef }: Props) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` into the boxes from `start` on and moves to the box after the last one written. */
  const fill = (start: number, typed: string) => {
    const next = [...digits];
    let index = start;
    for (const digit of typed) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed === '') {
      onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    const current = digits[index] ?? '';
    if (typed.length === 2 && current !== '' && typed.includes(current)) {
      // A digit typed into a filled box whose content was not selected: keep the new one.
      fill(index, typed[0] === current ? typed[1]! : typed[0]!);
      return;
    }
    // A whole code (the phone's one-time-code suggestion lands in one box) starts from the first box.
    fill(typed.length >= OTP_LENGTH ? 0 : index, typed.slice(0, OTP_LENGTH));
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (pasted) fill(pasted.length === OTP_LENGTH ? 0 : index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => {
          const position = index + 1;
          return (
            <input
              // The boxes are fixed positions, never reordered.
              key={index}
              ref={(box) => {
                boxes.current[index] = box;
                if (index === 0) firstBoxRef?.(box);
              }}
              className={styles.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t`Digit ${position} of ${OTP_LENGTH}`}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              required
              value={digit}
              onChange={(event) => onInput(index, event.target.value)}
              onPaste={(event) => onPaste(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
