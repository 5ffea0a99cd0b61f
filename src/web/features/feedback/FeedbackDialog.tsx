import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, feedbackInput, type FeedbackCategory } from '../../../shared/feedback';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';
import { useIntlResolver } from '../../i18n/formValidation';

const m = defineMessages({
  sent: { id: 'feedback.sent', defaultMessage: 'Feedback sent successfully!' },
  thanks: { id: 'feedback.thanks', defaultMessage: "Thank you for your feedback. We'll review it shortly." },
  title: { id: 'feedback.title', defaultMessage: 'Send Feedback' },
  category: { id: 'feedback.category', defaultMessage: 'Category' },
  subject: { id: 'feedback.subject', defaultMessage: 'Subject' },
  message: { id: 'feedback.message', defaultMessage: 'Message' },
  email: { id: 'feedback.email', defaultMessage: 'Contact e-mail' },
  failed: { id: 'feedback.failed', defaultMessage: 'Failed to send feedback' },
});
import { trpcClient } from '../../app/trpc';
import { placeServerErrors } from '../../lib/formErrors';
import { useCurrentUser } from '../auth/session';
import { FEEDBACK_CATEGORY_LABELS } from './categories';

// A type (not an interface) so the zod resolver, which takes any record, accepts it.
type FeedbackValues = { category: FeedbackCategory; subject: string; message: string; email: string };
const FEEDBACK_FIELDS = ['category', 'subject', 'message', 'email'] as const;

/**
 * 'Send Feedback' (spec §2, §5, §8): category, subject, message and a contact e-mail (the account's by default),
 * checked with the server's own schema before anything is sent; after a send the form resets.
 */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const form = useForm<FeedbackValues>({
    initialValues: { category: 'general', subject: '', message: '', email: user.email },
    validate: useIntlResolver(feedbackInput),
  });

  const send = useMutation({
    mutationFn: (values: FeedbackValues) => trpcClient.feedback.send.mutate(values),
    onSuccess: () => {
      toast.success(t(m.sent), t(m.thanks));
      form.reset();
      onClose();
    },
    // A failure stays in the dialog, above its button, until the next try (a toast would vanish before it is read).
    onError: (error) => {
      if (!placeServerErrors(error, form.setFieldError, FEEDBACK_FIELDS)) setFailed(true);
    },
    onMutate: () => setFailed(false),
  });
  const [failed, setFailed] = useState(false);

  const close = () => {
    form.clearErrors();
    setFailed(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(m.title)} size="md" radius="md">
      <form onSubmit={form.onSubmit((values) => {
          if (!send.isPending) send.mutate(values);
        })} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="feedback.intro"
              defaultMessage="Tell us what works, what doesn't, or what you wish Attune did. It goes to the people who run this server."
            />
          </Text>
          <NativeSelect
            label={intl.formatMessage(m.category)}
            data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }))}
            {...form.getInputProps('category')}
          />
          <TextInput label={intl.formatMessage(m.subject)} maxLength={FEEDBACK_SUBJECT_MAX} {...form.getInputProps('subject')} />
          <Textarea label={intl.formatMessage(m.message)} withAsterisk autosize minRows={4} maxRows={10} maxLength={FEEDBACK_MESSAGE_MAX} {...form.getInputProps('message')} />
          <TextInput label={intl.formatMessage(m.email)} type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          {failed && (
            <Alert color="red" variant="light" role="alert" title={intl.formatMessage(m.failed)}>
              <FormattedMessage id="feedback.failedBody" defaultMessage="Please try again later or contact us directly." />
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? <FormattedMessage id="connections.inviteDialog.sending" defaultMessage="Sending..." /> : intl.formatMessage(m.title)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
