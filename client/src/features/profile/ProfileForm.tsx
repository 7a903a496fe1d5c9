import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { z } from 'zod';
import { isRwandanMobile } from './rwandanMobile';
import { ProfileField } from './ProfileField';
import { type FieldRefusal, useUpdateProfileMutation } from './useUpdateProfileMutation';
import * as styles from './Profile.css';

type Field = 'name' | 'email' | 'mobile' | 'currentPassword';
type ProfileValues = Record<Field, string>;
const FIELDS: readonly Field[] = ['name', 'email', 'mobile', 'currentPassword'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const savedEmail = data.email ?? '';
  const isNewEmail = (email: string) => email.trim().toLowerCase() !== savedEmail.toLowerCase();
  const schema = z
    .object({ name: z.string(), email: z.string(), mobile: z.string(), currentPassword: z.string() })
    .superRefine((values, context) => {
      const refuse = (field: Field, message: string) => context.addIssue({ code: 'custom', path: [field], message });
      if (!values.name.trim()) refuse('name', t`Name is required`);
      if (!values.email.trim()) refuse('email', t`Email is required`);
      else if (!EMAIL.test(values.email.trim())) refuse('email', t`Enter a valid email address`);
      if (!values.mobile.trim()) refuse('mobile', t`Mobile number is required`);
      else if (!isRwandanMobile(values.mobile)) refuse('mobile', t`Provide a valid Rwandan mobile number, e.g. 078 123 4567`);
      if (isNewEmail(values.email) && !values.currentPassword) refuse('currentPassword', t`Enter your current password to change your email`);
    });
  // Checked on Submit (the first field in need, in the order they were shown, takes the focus); typing in a refused
  // field takes its message away.
  const { register, handleSubmit, setError, setValue, clearErrors, watch, control, formState } = useForm<ProfileValues>({
    defaultValues: { name: data.name, email: savedEmail, mobile: data.mobile ?? '', currentPassword: '' },
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const [save, saving] = useUpdateProfileMutation();
  const emailChanged = isNewEmail(useWatch({ control, name: 'email' }));
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const submit = handleSubmit(({ name, email, mobile, currentPassword }) =>
    save(
      { name: name.trim(), email: email.trim(), mobile: mobile.trim(), currentPassword: emailChanged ? currentPassword : undefined },
      {
        onSaved: () => setValue('currentPassword', ''),
        onRefused: ({ field, message }: FieldRefusal) => {
          const refused = FIELDS.find((candidate) => candidate === field);
          if (refused) setError(refused, { message }, { shouldFocus: true });
          else toast.error(message);
        },
      },
    ),
  );
  const errorOf = (field: Field) => formState.errors[field]?.message;

  return (
    <form className={styles.form} onSubmit={(event) => (saving ? event.preventDefault() : void submit(event))} noValidate aria-label={t`Profile details`}>
      <ProfileField {...register('name')} label={t`Name`} error={errorOf('name')} autoComplete="name" required />
      <ProfileField {...register('email')} label={t`Email`} type="email" inputMode="email" autoComplete="email" error={errorOf('email')} required />
      {emailChanged ? (
        <ProfileField
          {...register('currentPassword')}
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          hint={t`Needed to change your email. Your other devices will be signed out.`}
          error={errorOf('currentPassword')}
          required
        />
      ) : null}
      <ProfileField
        {...register('mobile')}
        label={t`Mobile`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t`A Rwandan number, e.g. 078 123 4567`}
        error={errorOf('mobile')}
        required
      />
      <Button type="submit" className={styles.submit} disabled={saving}>
        {saving ? <Trans>Loading...</Trans> : <Trans>Submit</Trans>}
      </Button>
    </form>
  );
}
