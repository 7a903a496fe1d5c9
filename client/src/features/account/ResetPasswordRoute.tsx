import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';
import { type CodeSentState, readCodeVerified } from './recoveryState';
import type { Refusal } from './refusal';
import { usePageTitle } from './usePageTitle';
import { useResetPasswordMutation } from './useResetPasswordMutation';

/**
 * /reset-password: the new password, twice. Only reached with the grant of a verified code (anything else goes
 * home, as the specification says); success ends every session of the account and goes to /login.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const verified = readCodeVerified(useLocation().state);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [reset, resetting] = useResetPasswordMutation();
  usePageTitle(t`Reset Password | Isoko`);

  if (!verified) return <Navigate to="/" replace />;
  const { email, resetToken } = verified;
  const complete = Boolean(newPassword && confirmPassword);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || resetting) return;
    if (newPassword !== confirmPassword) {
      setRefusal({ message: t`New password and confirm password must be same.`, field: 'confirmPassword' });
      return;
    }
    setRefusal(null);
    reset(
      { email, resetToken, newPassword, confirmPassword },
      {
        onChanged: (changedEmail) => {
          toast.success(t`Your password has been changed. Please log in with your new password.`);
          // Replaced: the spent grant's form is not one Back away.
          void navigate('/login', { state: { email: changedEmail }, replace: true });
        },
        onRefused: setRefusal,
      },
    );
  };

  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : null);
  const formError = refusal && refusal.field !== 'newPassword' && refusal.field !== 'confirmPassword' ? refusal.message : null;
  // A spent or expired grant cannot be retried: the way on is a new code.
  const grantRefused = refusal?.field === 'resetToken';
  const newCodeState: CodeSentState = { email };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        <Trans>Reset Password</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>
          Choose a new password for <strong>{email}</strong>.
        </Trans>
      </p>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      {grantRefused ? (
        <p>
          <Link to="/forgot-password" state={newCodeState}>
            <Trans>Send a new code</Trans>
          </Link>
        </p>
      ) : null}
      <PasswordField
        label={t`New Password`}
        value={newPassword}
        onChange={edit(setNewPassword)}
        autoComplete="new-password"
        hint={t`At least 8 characters. Mix words, numbers and symbols; avoid your name and email.`}
        error={fieldError('newPassword')}
      />
      <PasswordField
        label={t`Confirm Password`}
        value={confirmPassword}
        onChange={edit(setConfirmPassword)}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
      />
      <Button type="submit" block disabled={!complete || resetting}>
        {resetting ? <Trans>Changing Password...</Trans> : <Trans>Change Password</Trans>}
      </Button>
    </form>
  );
}
