import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ACCOUNT_MESSAGES, resetConfirmForm, type ResetConfirmForm } from '../../../shared/account';
import {
  AUTH_MESSAGES,
  loginInput,
  PASSWORD_MIN,
  registerForm,
  resetRequestInput,
  type LoginInput,
  type RegisterForm as RegisterValues,
  type ResetRequestInput,
} from '../../../shared/auth';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useMailDelivery } from '../../app/serverInfo';
import { useSession } from './session';
import { useInvitation, type InvitationState } from './invitation';
import { FormNotice } from './FormNotice';
import { usePageTitle } from '../../lib/pageTitle';
import { intlLocaleOf, useLocale } from '../../i18n/LocaleProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

/** The spec's three modes, and choosing a new password from a reset link (`/auth?reset={token}`, decision 026). */
export type AuthMode = 'login' | 'register' | 'reset' | 'newPassword';

const MODE_TITLES: Record<AuthMode, string> = { login: 'Sign in', register: 'Create account', reset: 'Reset password', newPassword: 'Choose a new password' };

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
  usePageTitle(MODE_TITLES[mode]);

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
    <Box component="main" mih="100dvh" py={{ base: 'lg', sm: 60 }} style={{ background: 'linear-gradient(160deg, var(--mantine-color-plum-0), var(--mantine-color-body) 60%)' }}>
      <Container size={460} px="md">
        <Stack gap="lg">
          <Group justify="center" gap="xs">
            <Anchor component={Link} to="/" underline="never" aria-label="Attune home">
              <Group gap={8}>
                <img src="/icon.svg" alt="" width={36} height={36} />
                <Text fw={700} fz="xl" ff="heading" c="plum.8">
                  Attune
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
            Your answers and conversations stay on this server. Nobody else reads them.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** After login (spec §4): to / when the assessment is complete, else /survey; to / if the check fails. */
async function destinationAfterLogin(): Promise<'/' | '/survey'> {
  try {
    const status = await queryClient.fetchQuery({ ...trpc.survey.assessmentStatus.queryOptions(), staleTime: 0 });
    return status.hasCompleted ? '/' : '/survey';
  } catch {
    return '/';
  }
}

function LoginForm({ onMode, invitation }: { onMode: (m: AuthMode) => void; invitation: InvitationState }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '', rememberMe: true },
    validate: zod4Resolver(loginInput),
  });
  const login = useMutation({
    mutationFn: (values: LoginInput) => trpcClient.auth.login.mutate(values),
    onSuccess: async (answer, values) => {
      signIn(answer, { recheck: true, remember: values.rememberMe !== false });
      // Someone who already has an account and followed an invitation link signs in here: connect them too.
      const { connectedWith, problem } = await invitation.acceptAfterSignIn();
      toast.success('Welcome back', connectedWith ? `You're now connected with ${connectedWith}.` : `Good to see you, ${answer.user.firstName}.`);
      if (problem) toast.error('Error', problem);
      await navigate({ to: await destinationAfterLogin(), search: {} });
    },
    onError: (error) => {
      // Bad input goes beside its field; a refused sign-in (§8 'Login failure': the server's message, else 'Login
      // failed') goes beside the password and stays until it is changed, not in a toast (issue 30 item 11).
      if (!placeServerErrors(error, form.setFieldError, LOGIN_FIELDS)) form.setFieldError('password', humanErrorMessage(error, 'Login failed'));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            Welcome back
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {invitation.status === 'valid' && invitation.inviterName
              ? `Sign in to accept ${invitation.inviterName}'s invitation to connect.`
              : 'Sign in to continue to your connections and your coach.'}
          </Text>
        </div>
        {invitation.notice && (
          <FormNotice kind="error" title={invitation.notice.title}>
            {invitation.notice.message}
          </FormNotice>
        )}
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} aria-invalid={invalid(form.errors.password)} />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={() => onMode('reset')}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          New to Attune?{' '}
          <Anchor component="button" type="button" onClick={() => onMode('register')}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

const LOGIN_FIELDS = ['email', 'password'] as const;

/** Mantine marks text inputs aria-invalid itself, but not password inputs or checkboxes: say it for them too. */
function invalid(error: unknown): true | undefined {
  return error ? true : undefined;
}
const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'agreeToTerms'] as const;

function RegisterForm({ onMode, invitation }: { onMode: (m: AuthMode) => void; invitation: InvitationState }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: invitation.inviteeEmail ?? '', password: '', confirmPassword: '', agreeToTerms: false },
    validate: zod4Resolver(registerForm),
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
        'Account created successfully',
        connectedWith ? `You're now connected with ${connectedWith}.` : 'Next, a short assessment so Attune can get to know you.',
      );
      await navigate({ to: '/survey' });
    },
    onError: (error) => {
      const placed = placeServerErrors(error, form.setFieldError, REGISTER_FIELDS, { messages: { [AUTH_MESSAGES.emailTaken]: 'email' } });
      if (!placed) setProblem(humanErrorMessage(error, 'Registration failed'));
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
        <div>
          <Title order={1} fz={26}>
            Create your account
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {invitation.status === 'valid' && invitation.inviterName
              ? `${invitation.inviterName} invited you to connect on Attune.`
              : 'A few details, then a short assessment to get to know you.'}
          </Text>
        </div>
        {invitation.notice && (
          <FormNotice kind="error" title={invitation.notice.title}>
            {invitation.notice.message}
          </FormNotice>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters`}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
          aria-invalid={invalid(form.errors.password)}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
          aria-invalid={invalid(form.errors.confirmPassword)}
        />
        <Checkbox
          {...form.getInputProps('agreeToTerms', { type: 'checkbox' })}
          aria-invalid={invalid(form.errors.agreeToTerms)}
          label={
            <>
              I agree to the{' '}
              <Anchor href="/terms" target="_blank" rel="noopener">
                terms of service
              </Anchor>{' '}
              and the{' '}
              <Anchor href="/privacy" target="_blank" rel="noopener">
                privacy policy
              </Anchor>
            </>
          }
        />
        {problem && (
          <FormNotice kind="error" title="Error">
            {problem}
          </FormNotice>
        )}
        <Button type="submit" fullWidth size="md" loading={register.isPending}>
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={() => onMode('login')}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function ResetForm({ onMode }: { onMode: (m: AuthMode) => void }) {
  // Without e-mail on this server no link can reach anyone: say so instead of promising one (issue 30 item 4).
  const mailDelivery = useMailDelivery();
  const form = useForm<ResetRequestInput>({ initialValues: { email: '' }, validate: zod4Resolver(resetRequestInput) });
  // Beyond the spec's message-only reset (decision 026): a link is mailed; the answer is the same for every address.
  const send = useMutation({
    mutationFn: (values: ResetRequestInput) => trpcClient.account.requestReset.mutate(values),
    onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message }),
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, ['email'] as const)) setOutcome({ kind: 'error', message: humanErrorMessage(error, 'Could not send the link. Please try again.') });
    },
  });
  // What happened, kept on the form (issue 30 item 11): "Reset link sent" in the server's words (the same for every
  // address), or without e-mail on this server that nothing was sent; a failure until the next try.
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; message: string } | null>(null);
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setOutcome(null);
        send.mutate(values);
      })}
      noValidate
    >
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            Reset your password
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {mailDelivery === false ? ACCOUNT_MESSAGES.resetNoMail : 'Enter the e-mail address of your account. We will send you a link to choose a new password.'}
          </Text>
        </div>
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        {outcome && (
          <FormNotice kind={outcome.kind} title={outcome.kind === 'error' ? 'Error' : mailDelivery === false ? 'No e-mail was sent' : ACCOUNT_MESSAGES.resetSent}>
            {outcome.message}
          </FormNotice>
        )}
        <Button type="submit" fullWidth size="md" loading={send.isPending}>
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onMode('login')} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** Opened from the e-mailed link: a new password, then the person is signed in (every older session has ended). */
function NewPasswordForm({ token, onMode }: { token: string; onMode: (m: AuthMode) => void }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useForm<ResetConfirmForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: zod4Resolver(resetConfirmForm),
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
      toast.success('Password changed', ACCOUNT_MESSAGES.passwordReset);
      await navigate({ to: await destinationAfterLogin(), search: {} });
    },
    onError: (error) => {
      if (placeServerErrors(error, form.setFieldError, NEW_PASSWORD_FIELDS)) return;
      setLinkProblem(humanErrorMessage(error, 'Could not change the password. Please try again.'));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            Choose a new password
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            At least {PASSWORD_MIN} characters. Every device that was signed in will be signed out.
          </Text>
        </div>
        {(linkProblem || deadLink) && (
          <Alert color="red" variant="light" role="alert" title="This link cannot be used">
            {linkProblem ?? ACCOUNT_MESSAGES.resetInvalid}
          </Alert>
        )}
        {deadLink ? (
          <Button fullWidth size="md" onClick={() => onMode('reset')}>
            Send me a new link
          </Button>
        ) : (
          <NewPasswordFields form={form} pending={confirm.isPending} checking={check.isPending && token.length > 0} />
        )}
        {!deadLink && (
          <Anchor component="button" type="button" size="sm" onClick={() => onMode('reset')} ta="center">
            Send me a new link
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

/** The two password fields and the submit button of the new-password form. */
function NewPasswordFields({ form, pending, checking }: { form: UseFormReturnType<ResetConfirmForm>; pending: boolean; checking: boolean }) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
        aria-invalid={invalid(form.errors.password)}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirmPassword')}
        aria-invalid={invalid(form.errors.confirmPassword)}
      />
      <Button type="submit" fullWidth size="md" loading={pending || checking}>
        Set new password
      </Button>
    </>
  );
}
