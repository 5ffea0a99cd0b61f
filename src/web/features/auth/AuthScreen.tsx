import { useEffect, useState } from 'react';
import { Anchor, Box, Button, Checkbox, Container, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  AUTH_MESSAGES,
  loginInput,
  PASSWORD_MIN,
  registerForm,
  type LoginInput,
  type RegisterForm as RegisterValues,
} from '../../../shared/auth';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useSession } from './session';
import { useInvitation, type InvitationState } from './invitation';
import { FormNotice } from './FormNotice';
import { PRODUCT_NAME, usePageTitle } from '../../lib/pageTitle';
import { intlLocaleOf, useLocale } from '../../i18n/LocaleProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useIntlResolver } from '../../i18n/formValidation';
import { destinationAfterLogin, invalid, type AuthMode } from './authFlow';
import { NewPasswordForm, ResetForm } from './PasswordResetForms';
import { FormHeading } from './FormHeading';

export type { AuthMode } from './authFlow';

const m = defineMessages({
  loginTitle: { id: 'auth.mode.login', defaultMessage: 'Sign in' },
  registerTitle: { id: 'auth.mode.register', defaultMessage: 'Create account' },
  resetTitle: { id: 'auth.mode.reset', defaultMessage: 'Reset password' },
  newPasswordTitle: { id: 'auth.mode.newPassword', defaultMessage: 'Choose a new password' },
  home: { id: 'auth.homeLink', defaultMessage: 'Attune home' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  welcomeBack: { id: 'auth.login.welcome', defaultMessage: 'Welcome back' },
  loginFailed: { id: 'auth.login.failed', defaultMessage: 'Login failed' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  rememberMe: { id: 'auth.login.rememberMe', defaultMessage: 'Remember me' },
  created: { id: 'auth.register.created', defaultMessage: 'Account created successfully' },
  nextAssessment: { id: 'auth.register.next', defaultMessage: 'Next, a short assessment so Attune can get to know you.' },
  registerFailed: { id: 'auth.register.failed', defaultMessage: 'Registration failed' },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  confirmPassword: { id: 'auth.register.confirmPassword', defaultMessage: 'Confirm password' },
});

/** Messages with arguments, typed so a missing or misnamed value fails to compile. */
const a = defineMessages<{ connectedWith: { name: string }; goodToSee: { name: string }; passwordHint: { min: number } }>({
  connectedWith: { id: 'auth.connectedWith', defaultMessage: "You're now connected with {name}." },
  goodToSee: { id: 'auth.login.goodToSee', defaultMessage: 'Good to see you, {name}.' },
  passwordHint: { id: 'auth.register.passwordHint', defaultMessage: 'At least {min, number} characters' },
});

const MODE_TITLES: Record<AuthMode, MessageDescriptor> = { login: m.loginTitle, register: m.registerTitle, reset: m.resetTitle, newPassword: m.newPasswordTitle };

/** Register mode opens for an invite query parameter, /join/{token} and any path starting with /signup (spec §2). */
export function initialAuthMode(pathname: string, search: Record<string, unknown>): AuthMode {
  if (typeof search.invite === 'string' || pathname.startsWith('/join/') || pathname.startsWith('/signup')) return 'register';
  if (pathname === '/auth' && typeof search.reset === 'string' && search.reset) return 'newPassword';
  return 'login';
}

/** The invitation token of the URL: `?invite=` or `/join/{token}`. */
export function invitationTokenFrom(pathname: string, search: Record<string, unknown>): string | undefined {
  if (typeof search.invite === 'string' && search.invite) return search.invite;
  const match = /^\/join\/([^/?#]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function AuthScreen() {
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(location.pathname, search));
  const invitation = useInvitation(invitationTokenFrom(location.pathname, search));
  const intl = useIntl();
  usePageTitle(intl.formatMessage(MODE_TITLES[mode]));

  useEffect(() => {
    setMode(initialAuthMode(location.pathname, search));
  }, [location.pathname]);

  // Sign in and create account have their own addresses (/auth, /signup), so a link or a reload keeps the mode.
  // An invitation's /join/{token} and the gated routes that show this screen in place keep their address.
  const changeMode = (next: AuthMode) => {
    setMode(next);
    const onAuthPath = location.pathname === '/auth' || location.pathname.startsWith('/signup');
    // An invitation link keeps its address too: its ?invite= alone would put the screen back in register mode.
    if (!onAuthPath || next === 'reset' || next === 'newPassword' || typeof search.invite === 'string') return;
    void navigate({ to: next === 'register' ? '/signup' : '/auth', search: {}, replace: true });
  };

  return (
    <Box component="main" mih="100dvh" py={{ base: 'lg', sm: 60 }} style={{ background: 'linear-gradient(160deg, var(--attune-tint), var(--mantine-color-body) 60%)' }}>
      <Container size={460} px="md">
        <Stack gap="lg">
          <Group justify="center" gap="xs">
            <Anchor component={Link} to="/" underline="never" aria-label={intl.formatMessage(m.home)}>
              <Group gap={8}>
                <img src="/icon.svg" alt="" width={36} height={36} />
                <Text fw={700} fz="xl" ff="heading" c="var(--attune-accent-text)">
                  {PRODUCT_NAME}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group justify="center">
            <LanguageSwitch />
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            {mode === 'login' && <LoginForm onMode={changeMode} invitation={invitation} />}
            {mode === 'register' && <RegisterForm onMode={changeMode} invitation={invitation} />}
            {mode === 'reset' && <ResetForm onMode={changeMode} />}
            {mode === 'newPassword' && <NewPasswordForm token={typeof search.reset === 'string' ? search.reset : ''} onMode={changeMode} />}
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            <FormattedMessage id="auth.privacyNote" defaultMessage="Your answers and conversations stay on this server. Nobody else reads them." />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function LoginForm({ onMode, invitation }: { onMode: (m: AuthMode) => void; invitation: InvitationState }) {
  const intl = useIntl();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '', rememberMe: true },
    validate: useIntlResolver(loginInput),
  });
  const login = useMutation({
    mutationFn: (values: LoginInput) => trpcClient.auth.login.mutate(values),
    onSuccess: async (answer, values) => {
      signIn(answer, { recheck: true, remember: values.rememberMe !== false });
      // Someone who already has an account and followed an invitation link signs in here: connect them too.
      const { connectedWith, problem } = await invitation.acceptAfterSignIn();
      toast.success(
        intl.formatMessage(m.welcomeBack),
        connectedWith ? intl.formatMessage(a.connectedWith, { name: connectedWith }) : intl.formatMessage(a.goodToSee, { name: answer.user.firstName }),
      );
      if (problem) toast.error(intl.formatMessage(m.error), problem);
      await navigate({ to: await destinationAfterLogin(), search: {} });
    },
    onError: (error) => {
      // Bad input goes beside its field; a refused sign-in (§8 'Login failure': the server's message, else 'Login
      // failed') goes beside the password and stays until it is changed, not in a toast (issue 30 item 11).
      if (!placeServerErrors(error, form.setFieldError, LOGIN_FIELDS)) form.setFieldError('password', humanErrorMessage(error, intl.formatMessage(m.loginFailed)));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="md">
        <FormHeading title={intl.formatMessage(m.welcomeBack)}>
          {invitation.status === 'valid' && invitation.inviterName
            ? intl.formatMessage(
                { id: 'auth.login.invited', defaultMessage: "Sign in to accept {name}'s invitation to connect." },
                { name: invitation.inviterName },
              )
            : intl.formatMessage({ id: 'auth.login.intro', defaultMessage: 'Sign in to continue to your connections and your coach.' })}
        </FormHeading>
        {invitation.notice && (
          <FormNotice kind="error" title={invitation.notice.title}>
            {invitation.notice.message}
          </FormNotice>
        )}
        <TextInput label={intl.formatMessage(m.email)} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput label={intl.formatMessage(m.password)} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} aria-invalid={invalid(form.errors.password)} />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={intl.formatMessage(m.rememberMe)} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={() => onMode('reset')}>
            <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          {intl.formatMessage(m.loginTitle)}
        </Button>
        <Text size="sm" ta="center">
          <FormattedMessage
            id="auth.login.newHere"
            defaultMessage="New to Attune? <link>Create an account</link>"
            values={{
              link: (chunks) => (
                <Anchor component="button" type="button" onClick={() => onMode('register')}>
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}

const LOGIN_FIELDS = ['email', 'password'] as const;

const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'agreeToTerms'] as const;

function RegisterForm({ onMode, invitation }: { onMode: (m: AuthMode) => void; invitation: InvitationState }) {
  const intl = useIntl();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: invitation.inviteeEmail ?? '', password: '', confirmPassword: '', agreeToTerms: false },
    validate: useIntlResolver(registerForm),
  });

  // An invitation names the address it was sent to: fill it in once the check answers, unless the person typed one.
  const { inviteeEmail } = invitation;
  const { isDirty, setFieldValue } = form;
  useEffect(() => {
    if (inviteeEmail && !isDirty('email')) setFieldValue('email', inviteeEmail);
  }, [inviteeEmail, isDirty, setFieldValue]);

  const { locale } = useLocale();
  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      trpcClient.auth.register.mutate({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        ...(invitation.token && invitation.status === 'valid' ? { invitationToken: invitation.token } : {}),
        // The language the visitor reads this form in becomes the account's (decision 071).
        locale: intlLocaleOf(locale),
      }),
    onSuccess: async (answer) => {
      signIn(answer);
      // Spec §8: a failed accept falls back to the plain 'Account created successfully' message.
      const { connectedWith } = await invitation.acceptAfterSignIn();
      toast.success(
        intl.formatMessage(m.created),
        connectedWith ? intl.formatMessage(a.connectedWith, { name: connectedWith }) : intl.formatMessage(m.nextAssessment),
      );
      await navigate({ to: '/survey' });
    },
    onError: (error) => {
      const placed = placeServerErrors(error, form.setFieldError, REGISTER_FIELDS, { messages: { [AUTH_MESSAGES.emailTaken]: 'email' } });
      if (!placed) setProblem(humanErrorMessage(error, intl.formatMessage(m.registerFailed)));
    },
  });
  // A refusal no field explains (§8 'Register failure'), kept above the button until the next try.
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        register.mutate(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <FormHeading title={<FormattedMessage id="auth.register.title" defaultMessage="Create your account" />}>
          {invitation.status === 'valid' && invitation.inviterName
            ? intl.formatMessage({ id: 'auth.register.invited', defaultMessage: '{name} invited you to connect on Attune.' }, { name: invitation.inviterName })
            : intl.formatMessage({ id: 'auth.register.intro', defaultMessage: 'A few details, then a short assessment to get to know you.' })}
        </FormHeading>
        {invitation.notice && (
          <FormNotice kind="error" title={invitation.notice.title}>
            {invitation.notice.message}
          </FormNotice>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={intl.formatMessage(m.firstName)} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={intl.formatMessage(m.lastName)} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={intl.formatMessage(m.email)} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput
          label={intl.formatMessage(m.password)}
          description={intl.formatMessage(a.passwordHint, { min: PASSWORD_MIN })}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
          aria-invalid={invalid(form.errors.password)}
        />
        <PasswordInput
          label={intl.formatMessage(m.confirmPassword)}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
          aria-invalid={invalid(form.errors.confirmPassword)}
        />
        <Checkbox
          {...form.getInputProps('agreeToTerms', { type: 'checkbox' })}
          aria-invalid={invalid(form.errors.agreeToTerms)}
          label={
            <FormattedMessage
              id="auth.register.agree"
              defaultMessage="I agree to the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>"
              values={{
                terms: (chunks) => (
                  <Anchor href="/terms" target="_blank" rel="noopener">
                    {chunks}
                  </Anchor>
                ),
                privacy: (chunks) => (
                  <Anchor href="/privacy" target="_blank" rel="noopener">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          }
        />
        {problem && (
          <FormNotice kind="error" title={intl.formatMessage(m.error)}>
            {problem}
          </FormNotice>
        )}
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          {intl.formatMessage(m.registerTitle)}
        </Button>
        <Text size="sm" ta="center">
          <FormattedMessage
            id="auth.register.haveAccount"
            defaultMessage="Already have an account? <link>Sign in</link>"
            values={{
              link: (chunks) => (
                <Anchor component="button" type="button" onClick={() => onMode('login')}>
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}
