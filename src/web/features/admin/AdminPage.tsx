import { Container, Stack, Title } from '@mantine/core';
import { AppFrame } from '../../components/AppFrame';
import { useCurrentUser } from '../auth/session';
import { FeedbackList } from './FeedbackList';
import { UsersPanel } from './UsersPanel';

/** Admin monitor (spec §2): the Users panel (UsersPanel) and the feedback people sent. */
export function AdminPage() {
  const me = useCurrentUser();
  return (
    <AppFrame>
      {/* Wider than the member screens: the table has nine columns. */}
      <Container size="xl" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>Admin monitor</Title>
          <UsersPanel myId={me.id} />
          <FeedbackList />
        </Stack>
      </Container>
    </AppFrame>
  );
}
