import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import * as styles from './AuthForm.css';
import { type CodeSentState, passedEmail } from './recoveryState';
import type { Refusal } from './refusal';
import { TextField } from './TextField';
import { useForgotPasswordMutation } from './useForgotPasswordMutation';
import { usePageTitle } from './usePageTitle';

/**
 * /forgot-password: the first step of password recovery. The e-mail gets a 6-digit code and the shopper goes on
 * to /verification-otp with the address in the router's state.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // Back from the code screen to ask for a new code, the address is already known.
  const [email, setEmail] = useState(() => passedEmail(location.state) ?? '');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sendCode, sending] = useForgotPasswordMutation();
  usePageTitle(t`Forgot Password | Isoko`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending) return;
    setRefusal(null);
    sendCode(address, {
      onCodeSent: (codeValidForMinutes) => {
        const state: CodeSentState = { email: address, codeValidForMinutes };
        void navigate('/verification-otp', { state });
      },
      onRefused: setRefusal,
    });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        <Trans>Forgot Password</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>Enter the email of your account and we will send you a 6-digit code to set a new password.</Trans>
      </p>
      {refusal && refusal.field !== 'email' ? (
        <p role="alert" className={styles.error}>
          {refusal.message}
        </p>
      ) : null}
      <TextField
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setRefusal(null);
        }}
        error={refusal?.field === 'email' ? refusal.message : null}
      />
      <Button type="submit" block disabled={!email.trim() || sending}>
        {sending ? <Trans>Sending...</Trans> : <Trans>Send Otp</Trans>}
      </Button>
      <p>
        <Trans>
          Remember your password? <Link to="/login">Login</Link>
        </Trans>
      </p>
    </form>
  );
}
