import { Alert, Badge, Button, Card, Checkbox, Group, List, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  NEWSLETTER_LEVEL_LABELS,
  NEWSLETTER_LEVELS,
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterLevel,
  type NewsletterPreferences,
  type NewsletterSubscription,
  type NewsletterTopic,
} from '../../../shared/newsletter';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { useMailDelivery } from '../../app/serverInfo';
import { IconInfoCircle } from '@tabler/icons-react';

/** What this server can do about the newsletter when it has no e-mail set up (issue 30 item 4). */
const NO_MAIL_NOTE = 'This server has no e-mail set up, so no newsletter is sent for now. Your choices are kept and editions start reaching you once e-mail is set up.';

/** Settings › Newsletter (spec §2, §5, §8): the subscription card and the "What You'll Get" card. */
export function NewsletterSettings() {
  const subscription = useQuery(trpc.newsletter.subscription.queryOptions());
  const [prefs, setPrefs] = useState<NewsletterPreferences>(DEFAULT_NEWSLETTER_PREFERENCES);
  useEffect(() => {
    if (subscription.data) setPrefs(subscription.data.preferences);
  }, [subscription.data]);

  const saved = (data: NewsletterSubscription) => queryClient.setQueryData(trpc.newsletter.subscription.queryKey(), data);
  const mailDelivery = useMailDelivery();
  const subscribe = useMutation({
    mutationFn: (preferences: NewsletterPreferences) => trpcClient.newsletter.subscribe.mutate({ preferences }),
    onSuccess: (data) => {
      saved(data);
      // Without e-mail on this server the letter is kept for when it can be sent: no promise of an inbox.
      if (mailDelivery === false) toast.success('Newsletter subscription saved', NO_MAIL_NOTE);
      else toast.success('Newsletter subscription successful!', "You'll receive bi-weekly relationship insights in your inbox.");
    },
    onError: (error) => toast.error('Subscription failed', errorMessage(error, 'Unable to subscribe. Please try again.')),
  });
  const update = useMutation({
    mutationFn: (input: { preferences: NewsletterPreferences } | { isSubscribed: false }) => trpcClient.newsletter.updateSubscription.mutate(input),
    onSuccess: (data, input) => {
      saved(data);
      if ('preferences' in input) toast.success('Preferences updated', 'Your newsletter preferences have been saved.');
      else toast.success('Unsubscribed', 'You will no longer receive the newsletter.');
    },
    onError: (error) => toast.error('Update failed', errorMessage(error, 'Unable to update preferences. Please try again.')),
  });

  const busy = subscribe.isPending || update.isPending;
  const noTopic = prefs.categories.length === 0;
  const noLevel = prefs.difficulty.length === 0;
  const isSubscribed = subscription.data?.isSubscribed ?? false;

  return (
    <Stack gap="lg">
      <Card>
        <Stack>
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Newsletter
            </Title>
            {subscription.data && (
              <Badge color={isSubscribed ? 'teal' : 'gray'} variant="light">
                {isSubscribed ? 'Subscribed' : 'Not subscribed'}
              </Badge>
            )}
          </Group>
          {mailDelivery === false && (
            <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
              {NO_MAIL_NOTE}
            </Alert>
          )}
          {subscription.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Loading your subscription…</Text>
            </Group>
          ) : subscription.isError ? (
            <Alert color="red" title="Could not load your subscription">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(subscription.error, 'Please try again.')}</Text>
                <Button size="xs" variant="light" onClick={() => void subscription.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                A bi-weekly newsletter, every Monday and Wednesday at 9 AM, with practical articles for the relationships you care about.
              </Text>
              <Checkbox.Group
                label="Topics"
                description="Choose at least one"
                value={prefs.categories}
                onChange={(v) => setPrefs((p) => ({ ...p, categories: v as NewsletterTopic[] }))}
                error={noTopic ? 'Choose at least one topic' : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {NEWSLETTER_TOPICS.map((t) => (
                    <Checkbox key={t} value={t} label={NEWSLETTER_TOPIC_LABELS[t]} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox.Group
                label="Difficulty"
                value={prefs.difficulty}
                onChange={(v) => setPrefs((p) => ({ ...p, difficulty: v as NewsletterLevel[] }))}
                error={noLevel ? 'Choose at least one difficulty' : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {NEWSLETTER_LEVELS.map((l) => (
                    <Checkbox key={l} value={l} label={NEWSLETTER_LEVEL_LABELS[l]} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Switch
                label="Personalized content"
                description="Open each edition with a note written for your personality type and love languages"
                checked={prefs.personalizedContent}
                onChange={(e) => {
                  const personalizedContent = e.currentTarget.checked;
                  setPrefs((p) => ({ ...p, personalizedContent }));
                }}
              />
              <Group>
                {isSubscribed ? (
                  <>
                    <Button loading={update.isPending && update.variables && 'preferences' in update.variables} disabled={busy || noTopic || noLevel} onClick={() => update.mutate({ preferences: prefs })}>
                      Save preferences
                    </Button>
                    <Button variant="default" disabled={busy} onClick={() => update.mutate({ isSubscribed: false })}>
                      Unsubscribe
                    </Button>
                  </>
                ) : (
                  <Button loading={subscribe.isPending} disabled={busy || noTopic || noLevel} onClick={() => subscribe.mutate(prefs)}>
                    Subscribe
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {"What You'll Get"}
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>Two short editions a week, on Monday and Wednesday mornings</List.Item>
            <List.Item>Articles on the topics you choose, at the level that suits you</List.Item>
            <List.Item>With personalized content on, an opening note shaped by your type and love languages</List.Item>
            <List.Item>A one-click unsubscribe link in every e-mail, no sign-in needed</List.Item>
          </List>
          <Text size="xs" c="dimmed">
            We never track whether you open an edition or click its links.
          </Text>
          <Text size="xs" c="dimmed">
            Editions go to the address you signed up with once it is verified (Settings › Profile shows whether it is).
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
