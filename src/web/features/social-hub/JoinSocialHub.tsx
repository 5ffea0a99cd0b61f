import { useState } from 'react';
import { Button, Card, Checkbox, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';

const m = {
  welcome: defineMessage({ id: 'socialHub.join.welcome', defaultMessage: 'Welcome to the Social Hub' }),
  failed: defineMessage({ id: 'socialHub.join.failed', defaultMessage: 'Could not join' }),
  tryAgain: defineMessage({ id: 'socialHub.tryAgain', defaultMessage: 'Please try again.' }),
  showType: defineMessage({ id: 'socialHub.join.showType', defaultMessage: 'Show my personality type to other members' }),
  showPhoto: defineMessage({ id: 'socialHub.join.showPhoto', defaultMessage: 'Show my profile photo to other members' }),
};

/**
 * The first visit to the Social Hub (issue 28, finding 6): nothing about the person is in the hub until they join
 * here, and they choose what strangers see. Joining is the only thing that publishes them.
 */
export function JoinSocialHub({ onNotNow }: { onNotNow: () => void }) {
  const intl = useIntl();
  const [showType, setShowType] = useState(false);
  const [showPhoto, setShowPhoto] = useState(false);
  const join = useMutation({
    mutationFn: () => trpcClient.socialHub.join.mutate({ showType, showPhoto }),
    onSuccess: (profile) => {
      queryClient.setQueryData(trpc.socialHub.myProfile.queryKey(), profile);
      void queryClient.invalidateQueries(trpc.socialHub.pathFilter());
      toast.success(intl.formatMessage(m.welcome));
    },
    onError: (error) => toast.error(intl.formatMessage(m.failed), errorMessage(error, intl.formatMessage(m.tryAgain))),
  });

  return (
    <Card>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={44} aria-hidden>
            <IconUsersGroup size={24} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            <FormattedMessage id="socialHub.join.title" defaultMessage="Join the Social Hub?" />
          </Title>
        </Group>
        <Text>
          <FormattedMessage
            id="socialHub.join.intro"
            defaultMessage="The Social Hub is where members share a short daily reflection and cheer each other on. Nothing about you is there until you join."
          />
        </Text>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            <FormattedMessage id="socialHub.join.othersSee" defaultMessage="Once you join, other members see" />
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage id="socialHub.join.seeName" defaultMessage="your name, or a display name you choose in Settings › Privacy;" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="socialHub.join.seeReflections" defaultMessage="the reflections you share;" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="socialHub.join.seePosts" defaultMessage="a welcome post, and posts when you earn an achievement or a streak (you can turn these off);" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="socialHub.join.seeTypePhoto" defaultMessage="your personality type and your photo, only if you tick them below." />
            </List.Item>
          </List>
        </Stack>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="socialHub.join.never" defaultMessage="Your scores, survey answers, Vibe, journal and chats are never shown in the hub." />
        </Text>
        <Stack gap="xs">
          <Checkbox label={intl.formatMessage(m.showType)} checked={showType} onChange={(e) => setShowType(e.currentTarget.checked)} />
          <Checkbox label={intl.formatMessage(m.showPhoto)} checked={showPhoto} onChange={(e) => setShowPhoto(e.currentTarget.checked)} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNotNow}>
            <FormattedMessage id="socialHub.join.notNow" defaultMessage="Not now" />
          </Button>
          <Button loading={join.isPending} onClick={() => join.mutate()}>
            <FormattedMessage id="socialHub.join.join" defaultMessage="Join the Social Hub" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
