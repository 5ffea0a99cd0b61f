import { Card, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { AppFrame } from '../../components/AppFrame';
import { CoachReflectionsSwitch } from '../growth';
import { CoachMemories } from '../chat';
import { CommunityProfileSettings } from '../social-hub';
import { DevicesSection, PasswordSection, ProfileSection, YourDataSection } from '../account';
import { NewsletterSettings } from '../newsletter/NewsletterSettings';
import { ConnectionsCanSee } from './ConnectionsCanSee';
import { AssessmentSection } from '../measures/RetakeActions';
import { NotificationKinds, PushToggle } from '../notifications';

/** Settings (spec §2): profile, devices, newsletter, notifications (live switches: decision 023) and privacy. */
export function SettingsPage() {
  return (
    <AppFrame>
      <Container size="md" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>Settings</Title>
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="profile">Profile</Tabs.Tab>
              <Tabs.Tab value="devices">Devices</Tabs.Tab>
              <Tabs.Tab value="newsletter">Newsletter</Tabs.Tab>
              <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
              <Tabs.Tab value="privacy">Privacy</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              <Stack gap="lg">
                <ProfileSection />
                <AssessmentSection />
                <PasswordSection />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="devices" pt="md">
              <DevicesSection />
            </Tabs.Panel>
            <Tabs.Panel value="newsletter" pt="md">
              <NewsletterSettings />
            </Tabs.Panel>
            <Tabs.Panel value="notifications" pt="md">
              <Card>
                <Stack>
                  <Title order={2} fz="lg">
                    Notifications
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
                      Privacy
                    </Title>
                    <Text>Attune runs on its own server. Your answers, results and conversations are stored there and nowhere else.</Text>
                    <Text>
                      Your connections see your name, your photo if you add one, your personality type and your Vibe score with them, plus
                      what you allow below. Your private chats about someone are never shown to that person.
                    </Text>
                    <Text>When the coach uses an external AI provider, only the conversation at hand and the profile it needs are sent to it.</Text>
                    <Text>The administrator of this server sees who uses Attune and how much, never what you write to the coach or in your chats.</Text>
                  </Stack>
                </Card>
                <ConnectionsCanSee />
                <Card>
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      Journal
                    </Title>
                    <Text>Your journal reflections are yours alone: no connection and not the administrator can read them.</Text>
                    <CoachReflectionsSwitch />
                  </Stack>
                </Card>
                <CommunityProfileSettings />
                <CoachMemories />
                <YourDataSection />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </AppFrame>
  );
}
