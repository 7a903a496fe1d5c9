import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { isRwandanMobile } from './rwandanMobile';
import { ProfileField } from './ProfileField';
import { type FieldRefusal, useUpdateProfileMutation } from './useUpdateProfileMutation';
import * as styles from './Profile.css';

type Field = 'name' | 'email' | 'mobile' | 'currentPassword';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['name', 'email', 'mobile', 'currentPassword'];

/**
 * The profile form: Name, Email and Mobile (all required; a Rwandan mobile). A new e-mail needs the current
 * password (the server's rule, so a borrowed phone cannot hand over the account), asked for only then.
 */
export function ProfileForm({ user }: { user: ProfileForm_user$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        email
        mobile
      }
    `,
    user,
  );
  const [name, setName] = useState(data.name);
  const [email, setEmail] = useState(data.email ?? '');
  const [mobile, setMobile] = useState(data.mobile ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useUpdateProfileMutation();
  const form = useRef<HTMLFormElement>(null);

  const emailChanged = email.trim().toLowerCase() !== (data.email ?? '').toLowerCase();

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!name.trim()) found.name = t`Name is required`;
    if (!email.trim()) found.email = t`Email is required`;
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t`Enter a valid email address`;
    if (!mobile.trim()) found.mobile = t`Mobile number is required`;
    else if (!isRwandanMobile(mobile)) found.mobile = t`Provide a valid Rwandan mobile number, e.g. 078 123 4567`;
    if (emailChanged && !currentPassword) found.currentPassword = t`Enter your current password to change your email`;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    save(
      { name: name.trim(), email: email.trim(), mobile: mobile.trim(), currentPassword: emailChanged ? currentPassword : undefined },
      {
        onSaved: () => {
          setCurrentPassword('');
          setErrors({});
        },
        onRefused: ({ field, message }: FieldRefusal) => {
          if (field && (FIELDS as string[]).includes(field)) {
            const found = { [field]: message } as Errors;
            setErrors(found);
            focusFirstError(found);
          } else {
            toast.error(message);
          }
        },
      },
    );
  };

  // Typing in a refused field takes its message away.
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label={t`Profile details`}>
      <ProfileField name="name" label={t`Name`} value={name} onChange={edit('name', setName)} error={errors.name} autoComplete="name" required />
      <ProfileField
        name="email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={edit('email', setEmail)}
        error={errors.email}
        required
      />
      {emailChanged ? (
        <ProfileField
          name="currentPassword"
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          hint={t`Needed to change your email. Your other devices will be signed out.`}
          value={currentPassword}
          onChange={edit('currentPassword', setCurrentPassword)}
          error={errors.currentPassword}
          required
        />
      ) : null}
      <ProfileField
        name="mobile"
        label={t`Mobile`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t`A Rwandan number, e.g. 078 123 4567`}
        value={mobile}
        onChange={edit('mobile', setMobile)}
        error={errors.mobile}
        required
      />
      <Button type="submit" className={styles.submit} disabled={saving}>
        {saving ? <Trans>Loading...</Trans> : <Trans>Submit</Trans>}
      </Button>
    </form>
  );
}
