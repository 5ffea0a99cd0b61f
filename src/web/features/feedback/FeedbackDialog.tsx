import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, type FeedbackCategory } from '../../../server/features/feedback/feedback.schemas';
import { toast } from '../../app/toast';
import { trpcClient } from '../../app/trpc';
import { useCurrentUser } from '../auth/session';
import { FEEDBACK_CATEGORY_LABELS } from './categories';

/**
 * 'Send Feedback' (spec §2, §5, §8): category, subject, message and a contact e-mail (the account's by default).
 * A blank message or e-mail is refused before anything is sent; after a send the form resets.
 */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const blank = { category: 'general' as FeedbackCategory, subject: '', message: '', email: user.email };
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<{ message?: string; email?: string }>({});
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const send = useMutation({
    mutationFn: () => trpcClient.feedback.send.mutate({ ...form, subject: form.subject.trim(), message: form.message.trim(), email: form.email.trim() }),
    onSuccess: () => {
      toast.success('Feedback sent successfully!', "Thank you for your feedback. We'll review it shortly.");
      setForm(blank);
      setErrors({});
      onClose();
    },
    onError: () => toast.error('Failed to send feedback', 'Please try again later or contact us directly.'),
  });

  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      message: form.message.trim() ? undefined : 'Please write your feedback',
      email: form.email.trim() ? undefined : 'Please give an e-mail address we can answer',
    };
    setErrors(next);
    if (next.message || next.email || send.isPending) return;
    send.mutate();
  };

  return (
    <Modal opened={opened} onClose={close} title="Send Feedback" size="md" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what works, what doesn't, or what you wish Attune did. It goes to the people who run this server.
          </Text>
          <NativeSelect
            label="Category"
            value={form.category}
            onChange={(e) => set('category', e.currentTarget.value as FeedbackCategory)}
            data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }))}
          />
          <TextInput label="Subject" maxLength={FEEDBACK_SUBJECT_MAX} value={form.subject} onChange={(e) => set('subject', e.currentTarget.value)} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={form.message}
            error={errors.message}
            onChange={(e) => set('message', e.currentTarget.value)}
          />
          <TextInput
            label="Contact e-mail"
            type="email"
            required
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
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
