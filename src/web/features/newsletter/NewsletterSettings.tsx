import { Alert, Badge, Button, Card, Checkbox, Group, List, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  NEWSLETTER_LEVELS,
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

const m = {
  /** What this server can do about the newsletter when it has no e-mail set up (issue 30 item 4). */
  noMail: defineMessage({ id: 'newsletter.noMail', defaultMessage: 'This server has no e-mail set up, so no newsletter is sent for now. Your choices are kept and editions start reaching you once e-mail is set up.' }),
  saved: defineMessage({ id: 'newsletter.saved', defaultMessage: 'Newsletter subscription saved' }),
  subscribed: defineMessage({ id: 'newsletter.subscribed', defaultMessage: 'Newsletter subscription successful!' }),
  subscribedBody: defineMessage({ id: 'newsletter.subscribedBody', defaultMessage: "You'll receive bi-weekly relationship insights in your inbox." }),
  subscribeFailed: defineMessage({ id: 'newsletter.subscribeFailed', defaultMessage: 'Subscription failed' }),
  subscribeFailedBody: defineMessage({ id: 'newsletter.subscribeFailedBody', defaultMessage: 'Unable to subscribe. Please try again.' }),
  updated: defineMessage({ id: 'newsletter.updated', defaultMessage: 'Preferences updated' }),
  updatedBody: defineMessage({ id: 'newsletter.updatedBody', defaultMessage: 'Your newsletter preferences have been saved.' }),
  unsubscribed: defineMessage({ id: 'newsletter.unsubscribed', defaultMessage: 'Unsubscribed' }),
  unsubscribedBody: defineMessage({ id: 'newsletter.unsubscribedBody', defaultMessage: 'You will no longer receive the newsletter.' }),
  updateFailed: defineMessage({ id: 'newsletter.updateFailed', defaultMessage: 'Update failed' }),
  updateFailedBody: defineMessage({ id: 'newsletter.updateFailedBody', defaultMessage: 'Unable to update preferences. Please try again.' }),
  loadFailed: defineMessage({ id: 'newsletter.loadFailed', defaultMessage: 'Could not load your subscription' }),
  tryAgain: defineMessage({ id: 'newsletter.tryAgainHint', defaultMessage: 'Please try again.' }),
  topics: defineMessage({ id: 'newsletter.topics', defaultMessage: 'Topics' }),
  atLeastOne: defineMessage({ id: 'newsletter.atLeastOne', defaultMessage: 'Choose at least one' }),
  chooseTopic: defineMessage({ id: 'newsletter.chooseTopic', defaultMessage: 'Choose at least one topic' }),
  difficulty: defineMessage({ id: 'newsletter.difficulty', defaultMessage: 'Difficulty' }),
  chooseLevel: defineMessage({ id: 'newsletter.chooseLevel', defaultMessage: 'Choose at least one difficulty' }),
  personalized: defineMessage({ id: 'newsletter.personalized', defaultMessage: 'Personalized content' }),
  personalizedHint: defineMessage({ id: 'newsletter.personalizedHint', defaultMessage: 'Open each edition with a note written for your personality type and love languages' }),
};

/** The topics and levels as this screen names them (the server's e-mail has its own words, src/shared/newsletter.ts). */
export const TOPIC_LABELS: Record<NewsletterTopic, MessageDescriptor> = defineMessages({
  romantic: { id: 'newsletter.topic.romantic', defaultMessage: 'Romantic relationships' },
  family: { id: 'newsletter.topic.family', defaultMessage: 'Family' },
  parenting: { id: 'newsletter.topic.parenting', defaultMessage: 'Parenting' },
  work: { id: 'newsletter.topic.work', defaultMessage: 'Work relationships' },
});
export const LEVEL_LABELS: Record<NewsletterLevel, MessageDescriptor> = defineMessages({
  beginner: { id: 'newsletter.level.beginner', defaultMessage: 'Beginner' },
  intermediate: { id: 'newsletter.level.intermediate', defaultMessage: 'Intermediate' },
  advanced: { id: 'newsletter.level.advanced', defaultMessage: 'Advanced' },
});

/** Settings › Newsletter (spec §2, §5, §8): the subscription card and the "What You'll Get" card. */
export function NewsletterSettings() {
  const intl = useIntl();
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
      if (mailDelivery === false) toast.success(intl.formatMessage(m.saved), intl.formatMessage(m.noMail));
      else toast.success(intl.formatMessage(m.subscribed), intl.formatMessage(m.subscribedBody));
    },
    onError: (error) => toast.error(intl.formatMessage(m.subscribeFailed), errorMessage(error, intl.formatMessage(m.subscribeFailedBody))),
  });
  const update = useMutation({
    mutationFn: (input: { preferences: NewsletterPreferences } | { isSubscribed: false }) => trpcClient.newsletter.updateSubscription.mutate(input),
    onSuccess: (data, input) => {
      saved(data);
      if ('preferences' in input) toast.success(intl.formatMessage(m.updated), intl.formatMessage(m.updatedBody));
      else toast.success(intl.formatMessage(m.unsubscribed), intl.formatMessage(m.unsubscribedBody));
    },
    onError: (error) => toast.error(intl.formatMessage(m.updateFailed), errorMessage(error, intl.formatMessage(m.updateFailedBody))),
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
              <FormattedMessage id="newsletter.title" defaultMessage="Newsletter" />
            </Title>
            {subscription.data && (
              <Badge color={isSubscribed ? 'teal' : 'gray'} variant="light">
                {isSubscribed ? (
                  <FormattedMessage id="newsletter.badgeSubscribed" defaultMessage="Subscribed" />
                ) : (
                  <FormattedMessage id="newsletter.badgeNotSubscribed" defaultMessage="Not subscribed" />
                )}
              </Badge>
            )}
          </Group>
          {mailDelivery === false && (
            <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
              {intl.formatMessage(m.noMail)}
            </Alert>
          )}
          {subscription.isPending ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">
                <FormattedMessage id="newsletter.loading" defaultMessage="Loading your subscription…" />
              </Text>
            </Group>
          ) : subscription.isError ? (
            <Alert color="red" title={intl.formatMessage(m.loadFailed)}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(subscription.error, intl.formatMessage(m.tryAgain))}</Text>
                <Button size="xs" variant="light" onClick={() => void subscription.refetch()}>
                  <FormattedMessage id="newsletter.retry" defaultMessage="Try again" />
                </Button>
              </Stack>
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="newsletter.intro" defaultMessage="A bi-weekly newsletter, every Monday and Wednesday at 9 AM, with practical articles for the relationships you care about." />
              </Text>
              <Checkbox.Group
                label={intl.formatMessage(m.topics)}
                description={intl.formatMessage(m.atLeastOne)}
                value={prefs.categories}
                onChange={(v) => setPrefs((p) => ({ ...p, categories: v as NewsletterTopic[] }))}
                error={noTopic ? intl.formatMessage(m.chooseTopic) : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {NEWSLETTER_TOPICS.map((t) => (
                    <Checkbox key={t} value={t} label={intl.formatMessage(TOPIC_LABELS[t])} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox.Group
                label={intl.formatMessage(m.difficulty)}
                value={prefs.difficulty}
                onChange={(v) => setPrefs((p) => ({ ...p, difficulty: v as NewsletterLevel[] }))}
                error={noLevel ? intl.formatMessage(m.chooseLevel) : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {NEWSLETTER_LEVELS.map((l) => (
                    <Checkbox key={l} value={l} label={intl.formatMessage(LEVEL_LABELS[l])} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Switch
                label={intl.formatMessage(m.personalized)}
                description={intl.formatMessage(m.personalizedHint)}
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
                      <FormattedMessage id="newsletter.savePreferences" defaultMessage="Save preferences" />
                    </Button>
                    <Button variant="default" disabled={busy} onClick={() => update.mutate({ isSubscribed: false })}>
                      <FormattedMessage id="newsletter.unsubscribe" defaultMessage="Unsubscribe" />
                    </Button>
                  </>
                ) : (
                  <Button loading={subscribe.isPending} disabled={busy || noTopic || noLevel} onClick={() => subscribe.mutate(prefs)}>
                    <FormattedMessage id="newsletter.subscribe" defaultMessage="Subscribe" />
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
            <FormattedMessage id="newsletter.whatYouGet" defaultMessage="What You'll Get" />
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>
              <FormattedMessage id="newsletter.get.editions" defaultMessage="Two short editions a week, on Monday and Wednesday mornings" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="newsletter.get.articles" defaultMessage="Articles on the topics you choose, at the level that suits you" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="newsletter.get.personalized" defaultMessage="With personalized content on, an opening note shaped by your type and love languages" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="newsletter.get.unsubscribe" defaultMessage="A one-click unsubscribe link in every e-mail, no sign-in needed" />
            </List.Item>
          </List>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="newsletter.noTracking" defaultMessage="We never track whether you open an edition or click its links." />
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="newsletter.verifiedOnly" defaultMessage="Editions go to the address you signed up with once it is verified (Settings › Profile shows whether it is)." />
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
