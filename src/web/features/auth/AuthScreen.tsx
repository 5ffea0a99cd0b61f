import { useEffect, useState, type FormEvent } from 'react';
import {
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
import { useMutation } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useSession } from './session';
import { useInvitation, type InvitationState } from './invitation';

export type AuthMode = 'login' | 'register' | 'reset';

/** Register mode opens for an invite query parameter, /join/{token} and any path starting with /signup (spec §2). */
export function initialAuthMode(pathname: string, search: Record<string, unknown>): AuthMode {
  if (typeof search.invite === 'string' || pathname.startsWith('/join/') || pathname.startsWith('/signup')) return 'register';
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
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(location.pathname, search));
  const invitation = useInvitation(invitationTokenFrom(location.pathname, search));

  useEffect(() => {
    setMode(initialAuthMode(location.pathname, search));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <Box mih="100dvh" py={{ base: 'lg', sm: 60 }} style={{ background: 'linear-gradient(160deg, var(--mantine-color-plum-0), var(--mantine-color-body) 60%)' }}>
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
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            {mode === 'login' && <LoginForm onMode={setMode} invitation={invitation} />}
            {mode === 'register' && <RegisterForm onMode={setMode} invitation={invitation} />}
            {mode === 'reset' && <ResetForm onMode={setMode} />}
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const login = useMutation({
    mutationFn: () => trpcClient.auth.login.mutate({ email, password, rememberMe }),
    onSuccess: async (answer) => {
      signIn(answer, { recheck: true });
      // Someone who already has an account and followed an invitation link signs in here: connect them too.
      const { connectedWith, problem } = await invitation.acceptAfterSignIn();
      toast.success('Welcome back', connectedWith ? `You're now connected with ${connectedWith}.` : `Good to see you, ${answer.user.firstName}.`);
      if (problem) toast.error('Error', problem);
      await navigate({ to: await destinationAfterLogin(), search: {} });
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Login failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <form onSubmit={submit} noValidate={false}>
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
        <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label="Remember me" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
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

interface RegisterErrors {
  confirm?: string;
  terms?: string;
}

function RegisterForm({ onMode, invitation }: { onMode: (m: AuthMode) => void; invitation: InvitationState }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirm: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: currentTarget is gone once the handler returns
    setForm((f) => ({ ...f, [key]: value }));
  };

  const register = useMutation({
    mutationFn: () =>
      trpcClient.auth.register.mutate({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        password: form.password,
        ...(invitation.token && invitation.status === 'valid' ? { invitationToken: invitation.token } : {}),
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
    onError: (error) => toast.error('Error', errorMessage(error, 'Registration failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: RegisterErrors = {};
    if (form.password !== form.confirm) next.confirm = 'Passwords do not match';
    if (!terms) next.terms = 'Please agree to the terms and conditions';
    setErrors(next);
    const first = next.confirm ?? next.terms;
    if (first) {
      toast.error('Error', first);
      return;
    }
    register.mutate();
  };

  return (
    <form onSubmit={submit}>
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.currentTarget.checked)}
          error={errors.terms}
          label="I agree to the terms of service and the privacy policy"
        />
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
  const [email, setEmail] = useState('');
  // Spec §2: the reset makes no call; it shows its message and returns to login.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast.success('Reset link sent', 'If an account exists for that address, ask your Attune administrator to help you reset it.');
    onMode('login');
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            Reset your password
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the e-mail address of your account.
          </Text>
        </div>
        <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Button type="submit" fullWidth size="md">
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onMode('login')} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
