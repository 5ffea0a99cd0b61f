import { createContext, useContext, type ReactNode } from 'react';
import { Anchor, Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/pageTitle';

/**
 * The texts the register form asks people to agree to (/terms, /privacy). Short and specific to a self-hosted
 * Attune: what it keeps, who can see it, and what it is not. Public, so anyone can read them before signing up.
 */
/**
 * Set by a page rendered at build time (features/measures/prerender.tsx): there is no router there, and a signed-out
 * reader of the static page follows ordinary links.
 */
export const PlainLinks = createContext(false);

/** A link inside these public pages: the router's in the app, a plain `<a href>` in a prerendered page. */
export function FrameLink({ to, children, ...props }: { to: string; children: ReactNode; size?: string; underline?: 'never'; 'aria-label'?: string }) {
  const plain = useContext(PlainLinks);
  return plain ? (
    <Anchor component="a" href={to} {...props}>
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}

/** `translated`: the page's text comes from the catalogues (How Attune measures), so it is not marked as English. */
export function LegalFrame({ title, children, translated = false }: { title: string; children: ReactNode; translated?: boolean }) {
  usePageTitle(title);
  // The legal texts stay in English for now (issue 33): a reader of another language is told so in theirs, and the
  // English text is marked as English for screen readers.
  const english = useIntl().locale === 'en' || translated;
  return (
    <Box mih="100dvh" py={{ base: 'lg', sm: 48 }}>
      <Container size={720} px="md">
        <Stack gap="lg">
          <Group justify="space-between" component="header">
            <FrameLink to="/" underline="never" aria-label="Attune home">
              <Group gap={8}>
                <img src="/icon.svg" alt="" width={28} height={28} />
                <Text fw={700} fz="lg" ff="heading" c="var(--attune-accent-text)">
                  Attune
                </Text>
              </Group>
            </FrameLink>
            <FrameLink to="/signup" size="sm">
              Create account
            </FrameLink>
          </Group>
          <Box component="main">
            <Stack gap="md">
              {!english && (
                <Text size="sm" c="dimmed" fs="italic">
                  <FormattedMessage id="legal.englishOnly" defaultMessage="This legal text is available in English only." />
                </Text>
              )}
              <Stack gap="md" lang={english ? undefined : 'en'}>
                <Title order={1}>{title}</Title>
                {children}
              </Stack>
            </Stack>
          </Box>
          <Group gap="md" component="nav" aria-label="Legal">
            <FrameLink to="/terms" size="sm">
              Terms of service
            </FrameLink>
            <FrameLink to="/privacy" size="sm">
              Privacy policy
            </FrameLink>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function TermsPage() {
  return (
    <LegalFrame title="Terms of service">
      <Text>
        Attune is software that runs on a server someone chose to set up: you, a friend, or an organisation. These terms
        are between you and whoever runs this server. They are short on purpose.
      </Text>
      <Section title="What Attune is, and is not">
        <Text>
          Attune helps you reflect on yourself and your relationships: a personality assessment, a compatibility
          (Vibe) score with its reasons, an AI coach and chats with the people you connect with. It is for reflection
          and growth. It is not therapy, medical or psychological advice, and its results are not a diagnosis or a
          verdict on anyone. If you are struggling, please talk to a qualified professional; in an emergency, call your
          local emergency services.
        </Text>
      </Section>
      <Section title="The coach">
        <Text>
          The coach is a computer program. It can be wrong, miss context or sound surer than it should. Treat what it
          says as one point of view, and make your own decisions.
        </Text>
      </Section>
      <Section title="Your account">
        <List spacing={4}>
          <List.Item>Use your own name and an e-mail address you can read, and keep your password to yourself.</List.Item>
          <List.Item>Only invite people who would want to hear from you, and respect a declined request.</List.Item>
          <List.Item>Do not use Attune to harass, threaten or deceive anyone, or to try to break the server.</List.Item>
          <List.Item>The person who runs this server may deactivate an account that breaks these rules.</List.Item>
        </List>
      </Section>
      <Section title="What you write">
        <Text>
          What you write stays yours. The server keeps it only so that Attune can show it back to you and, where you
          chose so, to the people you connected with.
        </Text>
      </Section>
      <Section title="No guarantees">
        <Text>
          Attune is provided as it is. Whoever runs this server tries to keep it working and your data safe, but cannot
          promise that it will never be unavailable or lose data.
        </Text>
      </Section>
    </LegalFrame>
  );
}

export function PrivacyPage() {
  return (
    <LegalFrame title="Privacy policy">
      <Text>
        Attune is self-hosted: everything below is stored on this server, run by whoever set it up, and not in anyone
        else&apos;s cloud. Attune shows no ads and contains no third-party trackers.
      </Text>
      <Section title="What this server keeps">
        <List spacing={4}>
          <List.Item>Your account: first and last name, e-mail address, a one-way hash of your password, and the time you joined.</List.Item>
          <List.Item>Your sign-ins: a hash of each session token, so you stay signed in.</List.Item>
          <List.Item>Your assessment: the statements you chose, your interests and weights, and the results worked out from them.</List.Item>
          <List.Item>Your profile photo, if you add one.</List.Item>
          <List.Item>Your conversations with the coach, and files you attach to them.</List.Item>
          <List.Item>Your connections and invitations, including the e-mail addresses and notes you send invitations with.</List.Item>
          <List.Item>Messages in chats with your connections, your reflections and journal, and feedback you send.</List.Item>
          <List.Item>If you join the Social Hub: what you post there, your reactions, the posts you report and the members you block.</List.Item>
        </List>
      </Section>
      <Section title="Who sees what">
        <List spacing={4}>
          <List.Item>You see everything that is yours.</List.Item>
          <List.Item>
            When you ask someone to connect, they see your name, photo and personality type so they can decide. Your
            e-mail address, your results and your shared Vibe reach a person only once you are both connected.
          </List.Item>
          <List.Item>
            The Social Hub shows nothing about you until you choose to join it; opening it does not. Once you join, other
            members see your name (or a display name you choose), the reflections you share, a welcome post and posts
            about achievements and streaks (which you can turn off), and your personality type and photo only if you
            choose to show them. A post you report leaves your feed. Your scores, survey answers, Vibe, journal and chats
            never appear in the hub.
          </List.Item>
          <List.Item>A chat with a connection is seen by the two of you. Your private coach chats, including the ones about a connection, are seen by you alone.</List.Item>
          <List.Item>
            The administrator of this server sees that accounts exist and how active they are, and reads feedback sent to
            them. The admin screens do not show anyone&apos;s conversations or reflections.
          </List.Item>
          <List.Item>
            Whoever runs this server has access to the database itself, as with any self-hosted software. Only use a
            server run by someone you trust.
          </List.Item>
        </List>
      </Section>
      <Section title="The AI coach">
        <Text>
          The person who runs this server chooses the model behind the coach. It may be a built-in offline coach that
          never leaves this machine, a model on a machine they run, or an outside AI service. If it is an outside
          service, what you write to the coach, and the results it needs to answer you, are sent to that service to
          produce a reply.
        </Text>
      </Section>
      <Section title="E-mail">
        <Text>
          When e-mail is set up on this server, it sends invitations and account messages. Without it, nothing is sent
          and invitations are shared as links.
        </Text>
      </Section>
      <Section title="Removing your data">
        <Text>
          To have your account and what you wrote removed, ask the person who runs this server. Messages you sent in a
          chat with someone else are part of their conversation too.
        </Text>
      </Section>
    </LegalFrame>
  );
}
