import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { resetConfirmForm, type ResetConfirmForm } from '../../../shared/account';
import { PASSWORD_MIN, resetRequestInput, type ResetRequestInput } from '../../../shared/auth';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useMailDelivery } from '../../app/serverInfo';
import { useIntlResolver } from '../../i18n/formValidation';
import { useSession } from './session';
import { FormNotice } from './FormNotice';
import { destinationAfterLogin, invalid, type AuthMode } from './authFlow';
import { FormHeading } from './FormHeading';

/** The words of ACCOUNT_MESSAGES (src/shared/account.ts) this screen shows itself; the English is the same text. */
const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  sendFailed: { id: 'auth.reset.sendFailed', defaultMessage: 'Could not send the link. Please try again.' },
  noMail: {
    id: 'auth.reset.noMail',
    defaultMessage: 'This server has no e-mail set up, so it cannot send reset links. Ask the person who runs this Attune to set up e-mail, then try again.',
  },
  noMailSent: { id: 'auth.reset.noMailSent', defaultMessage: 'No e-mail was sent' },
  sent: { id: 'auth.reset.sent', defaultMessage: 'Reset link sent' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  passwordChanged: { id: 'auth.newPassword.changed', defaultMessage: 'Password changed' },
  passwordReset: { id: 'auth.newPassword.signedIn', defaultMessage: 'Your password has been changed and you are signed in.' },
  changeFailed: { id: 'auth.newPassword.failed', defaultMessage: 'Could not change the password. Please try again.' },
  deadLinkTitle: { id: 'auth.newPassword.deadLinkTitle', defaultMessage: 'This link cannot be used' },
  resetInvalid: { id: 'auth.newPassword.invalid', defaultMessage: 'This reset link is not valid, has already been used or has expired. Ask for a new one.' },
  newPassword: { id: 'auth.newPassword.password', defaultMessage: 'New password' },
  confirmNewPassword: { id: 'auth.newPassword.confirm', defaultMessage: 'Confirm new password' },
});

export function ResetForm({ onMode }: { onMode: (m: AuthMode) => void }) {
  const intl = useIntl();
  // Without e-mail on this server no link can reach anyone: say so instead of promising one (issue 30 item 4).
  const mailDelivery = useMailDelivery();
  const form = useForm<ResetRequestInput>({ initialValues: { email: '' }, validate: useIntlResolver(resetRequestInput) });
  // Beyond the spec's message-only reset (decision 026): a link is mailed; the answer is the same for every address.
  const send = useMutation({
    mutationFn: (values: ResetRequestInput) => trpcClient.account.requestReset.mutate(values),
    onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message }),
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, ['email'] as const)) setOutcome({ kind: 'error', message: humanErrorMessage(error, intl.formatMessage(m.sendFailed)) });
    },
  });
  // What happened, kept on the form (issue 30 item 11): "Reset link sent" in the server's words (the same for every
  // address), or without e-mail on this server that nothing was sent; a failure until the next try.
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; message: string } | null>(null);
  const outcomeTitle = outcome?.kind === 'error' ? m.error : mailDelivery === false ? m.noMailSent : m.sent;
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setOutcome(null);
        send.mutate(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <FormHeading title={<FormattedMessage id="auth.reset.title" defaultMessage="Reset your password" />}>
          {mailDelivery === false ? (
            intl.formatMessage(m.noMail)
          ) : (
            <FormattedMessage id="auth.reset.intro" defaultMessage="Enter the e-mail address of your account. We will send you a link to choose a new password." />
          )}
        </FormHeading>
        <TextInput label={intl.formatMessage(m.email)} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        {outcome && (
          <FormNotice kind={outcome.kind} title={intl.formatMessage(outcomeTitle)}>
            {outcome.message}
          </FormNotice>
        )}
        <Button type="submit" fullWidth size="md" loading={send.isPending}>
          <FormattedMessage id="auth.reset.send" defaultMessage="Send reset link" />
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onMode('login')} ta="center">
          <FormattedMessage id="auth.reset.back" defaultMessage="Back to sign in" />
        </Anchor>
      </Stack>
    </form>
  );
}

const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** Opened from the e-mailed link: a new password, then the person is signed in (every older session has ended). */
export function NewPasswordForm({ token, onMode }: { token: string; onMode: (m: AuthMode) => void }) {
  const intl = useIntl();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<ResetConfirmForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: useIntlResolver(resetConfirmForm),
  });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  // Checked as the page opens: a used or expired link says so before anyone types a new password twice.
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => trpcClient.account.checkReset.mutate({ token }),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
  const deadLink = token.length === 0 || check.data?.valid === false;
  const confirm = useMutation({
    mutationFn: (values: ResetConfirmForm) => trpcClient.account.confirmReset.mutate({ token: values.token, password: values.password }),
    onSuccess: async (answer) => {
      signIn(answer, { recheck: true });
      toast.success(intl.formatMessage(m.passwordChanged), intl.formatMessage(m.passwordReset));
      await navigate({ to: await destinationAfterLogin(), search: {} });
    },
    onError: (error) => {
      if (placeServerErrors(error, form.setFieldError, NEW_PASSWORD_FIELDS)) return;
      setLinkProblem(humanErrorMessage(error, intl.formatMessage(m.changeFailed)));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
      <Stack gap="md">
        <FormHeading title={<FormattedMessage id="auth.newPassword.title" defaultMessage="Choose a new password" />}>
          <FormattedMessage
            id="auth.newPassword.intro"
            defaultMessage="At least {min, number} characters. Every device that was signed in will be signed out."
            values={{ min: PASSWORD_MIN }}
          />
        </FormHeading>
        {(linkProblem || deadLink) && (
          <Alert color="red" variant="light" role="alert" title={intl.formatMessage(m.deadLinkTitle)}>
            {linkProblem ?? intl.formatMessage(m.resetInvalid)}
          </Alert>
        )}
        {deadLink ? (
          <Button fullWidth size="md" onClick={() => onMode('reset')}>
            <FormattedMessage id="auth.newPassword.newLink" defaultMessage="Send me a new link" />
          </Button>
        ) : (
          <NewPasswordFields form={form} pending={confirm.isPending} checking={check.isPending && token.length > 0} />
        )}
        {!deadLink && (
          <Anchor component="button" type="button" size="sm" onClick={() => onMode('reset')} ta="center">
            <FormattedMessage id="auth.newPassword.newLink" defaultMessage="Send me a new link" />
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

/** The two password fields and the submit button of the new-password form. */
function NewPasswordFields({ form, pending, checking }: { form: UseFormReturnType<ResetConfirmForm>; pending: boolean; checking: boolean }) {
  const intl = useIntl();
  return (
    <>
      <PasswordInput
        label={intl.formatMessage(m.newPassword)}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
        aria-invalid={invalid(form.errors.password)}
      />
      <PasswordInput
        label={intl.formatMessage(m.confirmNewPassword)}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirmPassword')}
        aria-invalid={invalid(form.errors.confirmPassword)}
      />
      <Button type="submit" fullWidth size="md" loading={pending || checking}>
        <FormattedMessage id="auth.newPassword.submit" defaultMessage="Set new password" />
      </Button>
    </>
  );
}
