import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import * as styles from './AuthForm.css';
import { emptyCode, OTP_LENGTH, OtpInput } from './OtpInput';
import { type CodeSentState, type CodeVerifiedState, readCodeSent } from './recoveryState';
import type { Refusal } from './refusal';
import { usePageTitle } from './usePageTitle';
import { useVerifyForgotPasswordOtpMutation } from './useVerifyForgotPasswordOtpMutation';

/**
 * /verification-otp: the 6-digit code from the e-mail, one digit per box. Only reached from /forgot-password
 * (which passes the e-mail); a right code goes on to /reset-password with the server's grant.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const codeSent = readCodeSent(useLocation().state);
  const [digits, setDigits] = useState(emptyCode);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [verify, verifying] = useVerifyForgotPasswordOtpMutation();
  const firstBox = useRef<HTMLInputElement | null>(null);
  const refusalId = useId();
  usePageTitle(t`Verify OTP | Isoko`);

  if (!codeSent) return <Navigate to="/forgot-password" replace />;
  const { email, codeValidForMinutes } = codeSent;
  const complete = digits.every((digit) => /^\d$/.test(digit));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifying) return;
    setRefusal(null);
    verify(
      { email, otp: digits.join('') },
      {
        onVerified: (grant) => {
          const state: CodeVerifiedState = { email, ...grant };
          // Replaced: Back from the new-password form returns to the e-mail step, not to a spent code.
          void navigate('/reset-password', { state, replace: true });
        },
        onRefused: (answer) => {
          setRefusal(answer);
          if (answer.field === 'otp') {
            // A wrong code is typed again from the start.
            setDigits(emptyCode());
            firstBox.current?.focus();
          }
        },
      },
    );
  };

  const newCodeState: CodeSentState = { email };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="otp-title">
      <h1 id="otp-title" className={styles.title}>
        <Trans>Enter OTP</Trans>
      </h1>
      <p className={styles.intro}>
        {codeValidForMinutes ? (
          <Trans>
            If an account uses <strong>{email}</strong>, we have sent it a {OTP_LENGTH}-digit code. The code is valid for{' '}
            {codeValidForMinutes} minutes.
          </Trans>
        ) : (
          <Trans>
            If an account uses <strong>{email}</strong>, we have sent it a {OTP_LENGTH}-digit code.
          </Trans>
        )}
      </p>
      <OtpInput
        legend={<Trans>Enter the {OTP_LENGTH}-digit code</Trans>}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setRefusal(null);
        }}
        invalid={refusal?.field === 'otp'}
        describedBy={refusal ? refusalId : undefined}
        firstBoxRef={(box) => {
          firstBox.current = box;
        }}
      />
      {refusal ? (
        <p id={refusalId} role="alert" className={styles.error}>
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" block disabled={!complete || verifying}>
        {verifying ? <Trans>Verifying...</Trans> : <Trans>Verify OTP</Trans>}
      </Button>
      <p>
        <Trans>
          No code, or it has expired? <Link to="/forgot-password" state={newCodeState}>Send a new code</Link>
        </Trans>
      </p>
    </form>
  );
}
