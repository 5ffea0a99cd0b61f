import { Container, Stack, Tabs, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { AppFrame } from '../../components/AppFrame';
import { useCurrentUser } from '../auth/session';
import { FeedbackList } from './FeedbackList';
import { UsersPanel } from './UsersPanel';
import { OverviewTab } from './OverviewTab';
import { NewsletterTab } from './NewsletterTab';
import { ContentTab } from './ContentTab';
import { AnalyticsTab } from './AnalyticsTab';
import { CoachTab } from './CoachTab';
import { SocialReportsTab } from '../social-hub';

/** Admin monitor (spec §2): Overview, Users (UsersPanel and the feedback people sent), Newsletter, Content, Analytics, Reports (the Social Hub's reported posts) and Coach (the active provider and a sample answer). */
export function AdminPage() {
  const me = useCurrentUser();
  return (
    <AppFrame>
      {/* Wider than the member screens: the table has nine columns. */}
      <Container size="xl" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>
            <FormattedMessage id="admin.title" defaultMessage="Admin monitor" />
          </Title>
          {/* Users opens first (the monitor's daily work); a tab's queries run only while it is shown. */}
          <Tabs defaultValue="users" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="overview">
                <FormattedMessage id="admin.tab.overview" defaultMessage="Overview" />
              </Tabs.Tab>
              <Tabs.Tab value="users">
                <FormattedMessage id="admin.tab.users" defaultMessage="Users" />
              </Tabs.Tab>
              <Tabs.Tab value="newsletter">
                <FormattedMessage id="admin.tab.newsletter" defaultMessage="Newsletter" />
              </Tabs.Tab>
              <Tabs.Tab value="content">
                <FormattedMessage id="admin.tab.content" defaultMessage="Content" />
              </Tabs.Tab>
              <Tabs.Tab value="analytics">
                <FormattedMessage id="admin.tab.analytics" defaultMessage="Analytics" />
              </Tabs.Tab>
              <Tabs.Tab value="reports">
                <FormattedMessage id="admin.tab.reports" defaultMessage="Reports" />
              </Tabs.Tab>
              <Tabs.Tab value="coach">
                <FormattedMessage id="admin.tab.coach" defaultMessage="Coach" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <OverviewTab />
            </Tabs.Panel>
            <Tabs.Panel value="users">
              <Stack gap="lg">
                <UsersPanel myId={me.id} />
                <FeedbackList />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="newsletter">
              <NewsletterTab />
            </Tabs.Panel>
            <Tabs.Panel value="content">
              <ContentTab />
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <AnalyticsTab />
            </Tabs.Panel>
            <Tabs.Panel value="reports">
              <SocialReportsTab />
            </Tabs.Panel>
            <Tabs.Panel value="coach">
              <CoachTab />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </AppFrame>
  );
}
