import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminSetupInput, type AdminSetupInput } from '../../../shared/adminSetup';
import { trpcClient } from '../../app/trpc';
import { AppFrame } from '../../components/AppFrame';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { refreshSession, useCurrentUser } from '../auth/session';

const FIELDS = ['code'] as const;

/**
 * /admin/setup (decision 042): the person signed in as the ADMIN_EMAIL account types the code the server printed in
 * its log at start-up. Every refusal (another account, an unconfirmed address, a wrong or spent code, too many tries)
 * is shown under the field.
 */
export function AdminSetupScreen() {
  const me = useCurrentUser();
  const form = useForm<AdminSetupInput>({ initialValues: { code: '' }, validate: zod4Resolver(adminSetupInput) });
  const confirm = useMutation({
    mutationFn: (values: AdminSetupInput) => trpcClient.admin.setup.mutate(values),
    onSuccess: () => refreshSession(),
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) form.setFieldError('code', humanErrorMessage(error, 'Could not check the code. Try again.'));
    },
  });
  const done = confirm.isSuccess ? confirm.data.message : me.isAdmin ? 'This account is already the administrator.' : undefined;
  return (
    <AppFrame>
      <Container size="xs" py="xl" px="md">
        <Card>
          <Stack gap="md">
            <Title order={1} fz="h2">
              Administrator setup
            </Title>
            {done ? (
              <>
                <Alert color="teal" title="Done">
                  {done}
                </Alert>
                <Anchor component={Link} to="/admin">
                  Open the admin monitor
                </Anchor>
              </>
            ) : (
              <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate aria-label="Administrator setup code">
                <Stack gap="sm">
                  <Text size="sm">
                    When nobody is the administrator yet, the server writes a setup code in its log each time it starts (the line
                    with “Administrator setup code”). Signed in as the account whose address is the server’s ADMIN_EMAIL,
                    type that code here to become the administrator. Every other device signed in to this account is then
                    signed out.
                  </Text>
                  <TextInput
                    label="Setup code"
                    placeholder="abcd-efgh-…"
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    withAsterisk
                    {...form.getInputProps('code')}
                    aria-invalid={form.errors.code ? true : undefined}
                  />
                  <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-end' }}>
                    Confirm
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Card>
      </Container>
    </AppFrame>
  );
}
