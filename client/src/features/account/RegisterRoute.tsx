import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { storeTokens } from '../../relay/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useMergeGuestCartMutation } from '../cart/useMergeGuestCartMutation';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';
import { redirectQuery, redirectTarget } from './redirectTarget';
import type { Refusal } from './refusal';
import { TextField } from './TextField';
import { usePageTitle } from './usePageTitle';
import { useRegisterMutation } from './useRegisterMutation';

// The inputs a refusal can point at; anything else is shown above the form.
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /register: name, e-mail, password and its confirmation. The button waits for all four; different passwords are
 * caught here and nothing is sent; the server's refusal is shown at the field it concerns. Opened directly, success
 * goes to /login; opened on the way somewhere (`?redirectTo=`, from the cart, checkout or /login), the new account
 * is signed in at once, the guest cart joins it, and the shopper goes back there.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [register, registering] = useRegisterMutation();
  const [mergeGuestCart, merging] = useMergeGuestCartMutation();
  const busy = registering || merging;
  const returnQuery = redirectQuery(location.search);
  usePageTitle(t`Register | Isoko`);

  const complete = Boolean(name.trim() && email.trim() && password && confirmPassword);
  const fieldError = (field: Field) => (refusal?.field === field ? refusal.message : null);
  const formError = refusal && !FIELDS.includes(refusal.field as Field) ? refusal.message : null;
  // Once the shopper changes what was refused, the old message no longer describes the form.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    if (password !== confirmPassword) {
      setRefusal({ message: t`password and confirm password must be same`, field: 'confirmPassword' });
      return;
    }
    setRefusal(null);
    register(
      { name: name.trim(), email: email.trim(), password, confirmPassword, signIn: Boolean(returnQuery) },
      {
        onRegistered: (tokens) => {
          if (!tokens) {
            toast.success(t`Your account has been created. Please log in.`);
            void navigate('/login', { state: { email: email.trim() } });
            return;
          }
          storeTokens(tokens);
          toast.success(t`Your account has been created. Welcome!`);
          mergeGuestCart(() => void navigate(redirectTarget(location.search), { replace: true }));
        },
        onRefused: setRefusal,
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        <Trans>Welcome to Isoko</Trans>
      </h1>
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <TextField label={t`Name`} autoComplete="name" value={name} onChange={edit(setName)} error={fieldError('name')} />
      <TextField
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={edit(setEmail)}
        error={fieldError('email')}
      />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={edit(setPassword)}
        autoComplete="new-password"
        hint={t`At least 8 characters. Mix words, numbers and symbols; avoid your name and email.`}
        error={fieldError('password')}
      />
      <PasswordField
        label={t`Confirm Password`}
        value={confirmPassword}
        onChange={edit(setConfirmPassword)}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
      />
      <Button type="submit" block disabled={!complete || busy}>
        {busy ? <Trans>Registering...</Trans> : <Trans>Register</Trans>}
      </Button>
      <p>
        <Trans>
          Already have an account? <Link to={`/login${returnQuery}`}>Login</Link>
        </Trans>
      </p>
    </form>
  );
}
