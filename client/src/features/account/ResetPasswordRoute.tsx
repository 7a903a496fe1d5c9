import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';
import { type CodeSentState, readCodeVerified } from './recoveryState';
import { useAccountForm } from './useAccountForm';
import { usePageTitle } from './usePageTitle';
import { useResetPasswordMutation } from './useResetPasswordMutation';

// The inputs a refusal can point at; anything else (a spent grant) is shown above the form.
const FIELDS = ['newPassword', 'confirmPassword'] as const;
type ResetValues = Record<(typeof FIELDS)[number], string>;

/**
 * /reset-password: the new password, twice. Only reached with the grant of a verified code (anything else goes
 * home, as the specification says); success ends every session of the account and goes to /login.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const verified = readCodeVerified(useLocation().state);
  const schema = z.object({ newPassword: z.string(), confirmPassword: z.string() }).refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: t`New password and confirm password must be same.`,
  });
  const { form, refuse, errorOf, formRefusal } = useAccountForm<ResetValues>({ newPassword: '', confirmPassword: '' }, schema, FIELDS);
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: FIELDS });
  const [reset, resetting] = useResetPasswordMutation();
  usePageTitle(t`Reset Password | Isoko`);

  if (!verified) return <Navigate to="/" replace />;
  const { email, resetToken } = verified;
  const complete = Boolean(newPassword && confirmPassword);

  const submit = form.handleSubmit((values) =>
    reset(
      { email, resetToken, ...values },
      {
        onChanged: (changedEmail) => {
          toast.success(t`Your password has been changed. Please log in with your new password.`);
          // Replaced: the spent grant's form is not one Back away.
          void navigate('/login', { state: { email: changedEmail }, replace: true });
        },
        onRefused: refuse,
      },
    ),
  );

  // A spent or expired grant cannot be retried: the way on is a new code.
  const grantRefused = formRefusal?.field === 'resetToken';
  const newCodeState: CodeSentState = { email };
  return (
    <form className={styles.card} onSubmit={(event) => (!complete || resetting ? event.preventDefault() : void submit(event))} noValidate aria-labelledby="reset-title">
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
      {formRefusal ? (
        <p role="alert" className={styles.error}>
          {formRefusal.message}
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
        {...form.register('newPassword')}
        label={t`New Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Mix words, numbers and symbols; avoid your name and email.`}
        error={errorOf('newPassword')}
      />
      <PasswordField {...form.register('confirmPassword')} label={t`Confirm Password`} autoComplete="new-password" error={errorOf('confirmPassword')} />
      <Button type="submit" block disabled={!complete || resetting}>
        {resetting ? <Trans>Changing Password...</Trans> : <Trans>Change Password</Trans>}
      </Button>
    </form>
  );
}
