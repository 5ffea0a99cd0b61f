import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, feedbackInput, type FeedbackCategory } from '../../../shared/feedback';
import { toast } from '../../app/toast';
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
  const user = useCurrentUser();
  const form = useForm<FeedbackValues>({
    initialValues: { category: 'general', subject: '', message: '', email: user.email },
    validate: zod4Resolver(feedbackInput),
  });

  const send = useMutation({
    mutationFn: (values: FeedbackValues) => trpcClient.feedback.send.mutate(values),
    onSuccess: () => {
      toast.success('Feedback sent successfully!', "Thank you for your feedback. We'll review it shortly.");
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
    <Modal opened={opened} onClose={close} title="Send Feedback" size="md" radius="md">
      <form onSubmit={form.onSubmit((values) => {
          if (!send.isPending) send.mutate(values);
        })} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what works, what doesn't, or what you wish Attune did. It goes to the people who run this server.
          </Text>
          <NativeSelect
            label="Category"
            data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }))}
            {...form.getInputProps('category')}
          />
          <TextInput label="Subject" maxLength={FEEDBACK_SUBJECT_MAX} {...form.getInputProps('subject')} />
          <Textarea label="Message" withAsterisk autosize minRows={4} maxRows={10} maxLength={FEEDBACK_MESSAGE_MAX} {...form.getInputProps('message')} />
          <TextInput label="Contact e-mail" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          {failed && (
            <Alert color="red" variant="light" role="alert" title="Failed to send feedback">
              Please try again later or contact us directly.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Feedback'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
