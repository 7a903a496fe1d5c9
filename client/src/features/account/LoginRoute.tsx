import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { useMergeGuestCartMutation } from '../cart/useMergeGuestCartMutation';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';
import { passedEmail } from './recoveryState';
import { redirectQuery, redirectTarget } from './redirectTarget';
import { TextField } from './TextField';
import { useLoginMutation } from './useLoginMutation';
import { usePageTitle } from './usePageTitle';

/** /login: e-mail and password; the button waits for both and reads 'Logging in...' while the request runs. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // Coming from a new account or a new password, the e-mail is already known.
  const [email, setEmail] = useState(() => passedEmail(location.state) ?? '');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [login, loggingIn] = useLoginMutation();
  const [mergeGuestCart, merging] = useMergeGuestCartMutation();
  const busy = loggingIn || merging;
  usePageTitle(t`Login | Isoko`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || busy) return;
    setRefusal(null);
    login(
      { email: email.trim(), password },
      // The guest cart joins the account's before the shopper is back where they were (the cart shows it merged).
      { onSignedIn: () => mergeGuestCart(() => void navigate(redirectTarget(location.search), { replace: true })), onRefused: setRefusal },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Login</Trans>
      </h1>
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      <TextField label={t`Email`} type="email" inputMode="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <PasswordField label={t`Password`} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
      <div className={styles.links}>
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" block disabled={!email.trim() || !password || busy}>
        {busy ? <Trans>Logging in...</Trans> : <Trans>Login</Trans>}
      </Button>
      <p>
        <Trans>
          Don't have an account? <Link to={`/register${redirectQuery(location.search)}`}>Register</Link>
        </Trans>
      </p>
    </form>
  );
}
