import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { adminSetupInput, type AdminSetupInput } from '../../../shared/adminSetup';
import { trpcClient } from '../../app/trpc';
import { AppFrame } from '../../components/AppFrame';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { refreshSession, useCurrentUser } from '../auth/session';
import '../../app/zodConfig';

const FIELDS = ['code'] as const;
/** The words of the server's log line (English in every language: the log is for the operator's tools). */
const LOG_LINE = '“Administrator setup code”';
/** The shape of a code (groups of four letters and digits), the same in every language. */
const CODE_EXAMPLE = 'abcd-efgh-…';

const m = defineMessages({
  checkFailed: { id: 'admin.setup.checkFailed', defaultMessage: 'Could not check the code. Try again.' },
  already: { id: 'admin.setup.already', defaultMessage: 'This account is already the administrator.' },
  title: { id: 'admin.setup.title', defaultMessage: 'Administrator setup' },
  done: { id: 'admin.setup.done', defaultMessage: 'Done' },
  form: { id: 'admin.setup.form', defaultMessage: 'Administrator setup code' },
  code: { id: 'admin.setup.code', defaultMessage: 'Setup code' },
});

/**
 * /admin/setup (decision 042): the person signed in as the ADMIN_EMAIL account types the code the server printed in
 * its log at start-up. Every refusal (another account, an unconfirmed address, a wrong or spent code, too many tries)
 * is shown under the field.
 */
export function AdminSetupScreen() {
  const intl = useIntl();
  const me = useCurrentUser();
  const form = useForm<AdminSetupInput>({ initialValues: { code: '' }, validate: zod4Resolver(adminSetupInput) });
  const confirm = useMutation({
    mutationFn: (values: AdminSetupInput) => trpcClient.admin.setup.mutate(values),
    onSuccess: () => refreshSession(),
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FIELDS)) form.setFieldError('code', humanErrorMessage(error, intl.formatMessage(m.checkFailed)));
    },
  });
  const done = confirm.isSuccess ? confirm.data.message : me.isAdmin ? intl.formatMessage(m.already) : undefined;
  return (
    <AppFrame>
      <Container size="xs" py="xl" px="md">
        <Card>
          <Stack gap="md">
            <Title order={1} fz="h2">
              {intl.formatMessage(m.title)}
            </Title>
            {done ? (
              <>
                <Alert color="teal" title={intl.formatMessage(m.done)}>
                  {done}
                </Alert>
                <Anchor component={Link} to="/admin">
                  <FormattedMessage id="admin.setup.open" defaultMessage="Open the admin monitor" />
                </Anchor>
              </>
            ) : (
              <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate aria-label={intl.formatMessage(m.form)}>
                <Stack gap="sm">
                  <Text size="sm">
                    {/* The log line is English whatever the reader's language: it is quoted as the log writes it. */}
                    <FormattedMessage
                      id="admin.setup.explain"
                      defaultMessage="When nobody is the administrator yet, the server writes a setup code in its log each time it starts (the line with {line}). Signed in as the account whose address is the server’s ADMIN_EMAIL, type that code here to become the administrator. Every other device signed in to this account is then signed out."
                      values={{ line: <span lang="en" data-content-text="">{LOG_LINE}</span> }}
                    />
                  </Text>
                  <TextInput
                    label={intl.formatMessage(m.code)}
                    placeholder={CODE_EXAMPLE}
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    withAsterisk
                    {...form.getInputProps('code')}
                    aria-invalid={form.errors.code ? true : undefined}
                  />
                  <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-end' }}>
                    <FormattedMessage id="admin.setup.confirm" defaultMessage="Confirm" />
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
