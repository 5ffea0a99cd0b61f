import { Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { AppFrame } from '../../components/AppFrame';
import { CoachReflectionsSwitch } from '../growth';
import { CoachDailyAnswersSwitch } from '../daily-question';
import { CoachMemories } from '../chat';
import { CommunityProfileSettings } from '../social-hub';
import { DevicesSection, PasswordSection, ProfileSection, YourDataSection } from '../account';
import { NewsletterSettings } from '../newsletter/NewsletterSettings';
import { ConnectionsCanSee } from './ConnectionsCanSee';
import { AppearanceSection } from './AppearanceSection';
import { AssessmentSection } from '../measures/RetakeActions';
import { NotificationKinds, PushToggle } from '../notifications';
import type { ReactNode } from 'react';

/** A section another screen's folder owns (and translates); marked so a language check can tell whose words are whose. */
function OwnedBy({ folder, children }: { folder: string; children: ReactNode }) {
  return (
    <div data-owner={folder} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Settings (spec §2): profile (with appearance: light, dark or the device's), devices, newsletter, notifications (live switches: decision 023) and privacy. */
export function SettingsPage() {
  return (
    <AppFrame>
      <Container size="md" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>
            <FormattedMessage id="settings.title" defaultMessage="Settings" />
          </Title>
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="profile">
                <FormattedMessage id="settings.tab.profile" defaultMessage="Profile" />
              </Tabs.Tab>
              <Tabs.Tab value="devices">
                <FormattedMessage id="settings.tab.devices" defaultMessage="Devices" />
              </Tabs.Tab>
              <Tabs.Tab value="newsletter">
                <FormattedMessage id="settings.tab.newsletter" defaultMessage="Newsletter" />
              </Tabs.Tab>
              <Tabs.Tab value="notifications">
                <FormattedMessage id="settings.tab.notifications" defaultMessage="Notifications" />
              </Tabs.Tab>
              <Tabs.Tab value="privacy">
                <FormattedMessage id="settings.tab.privacy" defaultMessage="Privacy" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              <Stack gap="lg">
                <ProfileSection />
                <AppearanceSection />
                <OwnedBy folder="measures">
                  <AssessmentSection />
                </OwnedBy>
                <PasswordSection />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="devices" pt="md">
              <DevicesSection />
            </Tabs.Panel>
            <Tabs.Panel value="newsletter" pt="md">
              <OwnedBy folder="newsletter">
                <NewsletterSettings />
              </OwnedBy>
            </Tabs.Panel>
            <Tabs.Panel value="notifications" pt="md">
              <Card>
                <Stack>
                  <Title order={2} fz="lg">
                    <FormattedMessage id="settings.notifications.title" defaultMessage="Notifications" />
                  </Title>
                  {/* No e-mail switch: Attune sends no notification e-mails, so a switch for them would do nothing (issue 30 item 5). */}
                  <PushToggle />
                  <NotificationKinds />
                </Stack>
              </Card>
            </Tabs.Panel>
            <Tabs.Panel value="privacy" pt="md">
              <Stack gap="lg">
                <Card>
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      <FormattedMessage id="settings.privacy.title" defaultMessage="Privacy" />
                    </Title>
                    <Text>
                      <FormattedMessage id="settings.privacy.server" defaultMessage="Attune runs on its own server. Your answers, results and conversations are stored there and nowhere else." />
                    </Text>
                    <Text>
                      <FormattedMessage
                        id="settings.privacy.connections"
                        defaultMessage="Your connections see your name, your photo if you add one, your personality type and your Vibe score with them, plus what you allow below. Your private chats about someone are never shown to that person."
                      />
                    </Text>
                    <Text>
                      <FormattedMessage id="settings.privacy.coach" defaultMessage="When the coach uses an external AI provider, only the conversation at hand and the profile it needs are sent to it." />
                    </Text>
                    <Text>
                      <FormattedMessage id="settings.privacy.admin" defaultMessage="The administrator of this server sees who uses Attune and how much, never what you write to the coach or in your chats." />
                    </Text>
                  </Stack>
                </Card>
                <ConnectionsCanSee />
                <Card>
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      <FormattedMessage id="settings.journal.title" defaultMessage="Journal" />
                    </Title>
                    <Text>
                      <FormattedMessage id="settings.journal.body" defaultMessage="Your journal reflections are yours alone: no connection and not the administrator can read them." />
                    </Text>
                    <OwnedBy folder="growth">
                      <CoachReflectionsSwitch />
                    </OwnedBy>
                  </Stack>
                </Card>
                <Card>
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      <FormattedMessage id="settings.dailyQuestions.title" defaultMessage="Daily questions" />
                    </Title>
                    <Text>
                      <FormattedMessage id="settings.dailyQuestions.body" defaultMessage="Your daily answers are seen only by the person you answered with, and only once you have both answered." />
                    </Text>
                    <CoachDailyAnswersSwitch />
                  </Stack>
                </Card>
                <OwnedBy folder="social-hub">
                  <CommunityProfileSettings />
                </OwnedBy>
                <OwnedBy folder="chat">
                  <CoachMemories />
                </OwnedBy>
                <YourDataSection />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </AppFrame>
  );
}
