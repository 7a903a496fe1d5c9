import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { storeTokens } from '../../relay/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useMergeGuestCartMutation } from '../cart/useMergeGuestCartMutation';
import * as styles from './AuthForm.css';
import { PasswordField } from './PasswordField';
import { redirectQuery, redirectTarget } from './redirectTarget';
import { TextField } from './TextField';
import { useAccountForm } from './useAccountForm';
import { usePageTitle } from './usePageTitle';
import { useRegisterMutation } from './useRegisterMutation';

// The inputs a refusal can point at; anything else is shown above the form.
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type RegisterValues = Record<(typeof FIELDS)[number], string>;

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
  const schema = z.object({ name: z.string(), email: z.string(), password: z.string(), confirmPassword: z.string() }).refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: t`password and confirm password must be same`,
  });
  const { form, refuse, errorOf, formRefusal } = useAccountForm<RegisterValues>({ name: '', email: '', password: '', confirmPassword: '' }, schema, FIELDS);
  const [name, email, password, confirmPassword] = useWatch({ control: form.control, name: FIELDS });
  const [register, registering] = useRegisterMutation();
  const [mergeGuestCart, merging] = useMergeGuestCartMutation();
  const busy = registering || merging;
  const returnQuery = redirectQuery(location.search);
  usePageTitle(t`Register | Isoko`);

  const complete = Boolean(name.trim() && email.trim() && password && confirmPassword);
  const submit = form.handleSubmit((values) =>
    register(
      { name: values.name.trim(), email: values.email.trim(), password: values.password, confirmPassword: values.confirmPassword, signIn: Boolean(returnQuery) },
      {
        onRegistered: (tokens) => {
          if (!tokens) {
            toast.success(t`Your account has been created. Please log in.`);
            void navigate('/login', { state: { email: values.email.trim() } });
            return;
          }
          storeTokens(tokens);
          toast.success(t`Your account has been created. Welcome!`);
          mergeGuestCart(() => void navigate(redirectTarget(location.search), { replace: true }));
        },
        onRefused: refuse,
      },
    ),
  );

  return (
    <form className={styles.card} onSubmit={(event) => (!complete || busy ? event.preventDefault() : void submit(event))} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        <Trans>Welcome to Isoko</Trans>
      </h1>
      {formRefusal ? (
        <p role="alert" className={styles.error}>
          {formRefusal.message}
        </p>
      ) : null}
      <TextField {...form.register('name')} label={t`Name`} autoComplete="name" error={errorOf('name')} />
      <TextField {...form.register('email')} label={t`Email`} type="email" inputMode="email" autoComplete="email" error={errorOf('email')} />
      <PasswordField
        {...form.register('password')}
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Mix words, numbers and symbols; avoid your name and email.`}
        error={errorOf('password')}
      />
      <PasswordField {...form.register('confirmPassword')} label={t`Confirm Password`} autoComplete="new-password" error={errorOf('confirmPassword')} />
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
