import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowRight,
  IconChartDots,
  IconChecklist,
  IconCompass,
  IconHeart,
  IconHeartHandshake,
  IconLanguage,
  IconLock,
  IconMessageCircleHeart,
  IconScale,
  IconServer,
  IconShieldLock,
  IconUserHeart,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useLandingLink } from './navigation';
import { PRODUCT_NAME, usePageTitle } from '../../lib/pageTitle';
import { ChatMockup } from './ChatMockup';
import { VibeExample } from './VibeExample';
import classes from './LandingPage.module.css';

/** The tab's title on the landing (the prerendered copies write the same one). */
export const LANDING_TITLE = defineMessage({ id: 'landing.title', defaultMessage: 'Know yourself, understand each other' });

/** The signed-out landing page at `/`, prerendered in every shipped language (prerender.tsx). */
export function LandingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(LANDING_TITLE));
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        <FormattedMessage id="landing.skip" defaultMessage="Skip to main content" />
      </a>
      <LandingHeader />
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Hero />
        <Steps />
        <HowItWorks />
        <Science />
        <PrivacyPromise />
      </Box>
      <LandingFooter />
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Header                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

function Brand() {
  const link = useLandingLink();
  const intl = useIntl();
  return (
    <Anchor
      component="a"
      {...link('/')}
      className={classes.brand}
      underline="never"
      aria-label={intl.formatMessage({ id: 'landing.brandHome', defaultMessage: 'Attune home' })}
    >
      <img src="/icon.svg" alt="" aria-hidden="true" className={classes.brandIcon} width={32} height={32} />
      <span className={classes.brandName}>{PRODUCT_NAME}</span>
    </Anchor>
  );
}

function LandingHeader() {
  const link = useLandingLink();
  const intl = useIntl();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group className={classes.headerInner} justify="space-between" gap="sm">
          <Brand />
          <Group component="nav" aria-label={intl.formatMessage({ id: 'landing.nav.main', defaultMessage: 'Main' })} gap="md" wrap="nowrap">
            <Anchor href="#how-it-works" c="dimmed" className={classes.headerLink} visibleFrom="md">
              <FormattedMessage {...messages.howTitle} />
            </Anchor>
            <Anchor href="#the-science" c="dimmed" className={classes.headerLink} visibleFrom="md">
              <FormattedMessage {...messages.scienceTitle} />
            </Anchor>
            <Anchor component="a" {...link('/auth')} className={classes.headerLink}>
              <FormattedMessage id="landing.signIn" defaultMessage="Sign in" />
            </Anchor>
            <Button component="a" {...link('/signup')} size="sm" px="md">
              <FormattedMessage id="landing.try" defaultMessage="Try Attune" />
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Hero                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

function Hero() {
  const link = useLandingLink();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="landing-hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <Group gap="xs" justify="space-between">
              <Badge variant="light" size="lg" tt="none" fw={500} leftSection={<IconShieldLock size={14} aria-hidden />}>
                <FormattedMessage id="landing.hero.badge" defaultMessage="Self-hosted and private by design" />
              </Badge>
              <LanguageLink />
            </Group>
            <Title order={1} id="landing-hero-title" className={classes.heroTitle}>
              <FormattedMessage
                id="landing.hero.title"
                defaultMessage="Know yourself. Understand each other. <accent>Grow closer.</accent>"
                values={{ accent: (chunks) => <span className={classes.heroAccent}>{chunks}</span> }}
              />
            </Title>
            <Text size="lg" c="dimmed" className={classes.lead}>
              <FormattedMessage
                id="landing.hero.lead"
                defaultMessage="Attune starts with a thoughtful assessment of who you are, then shows how you fit with the people in your life, and gives you a calm, private coach to help you talk about the things that matter."
              />
            </Text>
            <Stack gap="xs" align="flex-start">
              <Button
                component="a"
                {...link('/signup')}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                w={{ base: '100%', xs: 'auto' }}
              >
                <FormattedMessage id="landing.hero.start" defaultMessage="Complete Survey To Get Started" />
              </Button>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="landing.hero.pace" defaultMessage="Go at your own pace. Your answers are stored on your own server." />
              </Text>
            </Stack>
          </Stack>
          <ChatMockup />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Language                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** The other language, named in its own words so a person who cannot read this one still finds theirs. */
const OTHER: Record<string, { locale: 'en' | 'es'; name: string }> = {
  en: { locale: 'es', name: 'Español' },
  es: { locale: 'en', name: 'English' },
};

/**
 * The landing's language switch: a plain link to the landing in the other language (`?lang=`, which the server honours
 * without any script), which main.tsx also records as this visitor's choice, as the auth screens' switch does.
 */
function LanguageLink() {
  const intl = useIntl();
  const other = OTHER[intl.locale] ?? OTHER.en!;
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'i18n.switch.label', defaultMessage: 'Language' })}>
      <Anchor
        href={`/?lang=${other.locale}`}
        data-locale={other.locale}
        hrefLang={other.locale}
        lang={other.locale}
        size="sm"
        className={classes.headerLink}
      >
        <IconLanguage size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
        {other.name}
      </Anchor>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Three steps (+ Improve: the weekly actions)                                                     */
/* ------------------------------------------------------------------------------------------------ */

const messages = defineMessages({
  howTitle: { id: 'landing.how.title', defaultMessage: 'How it Works' },
  scienceTitle: { id: 'landing.science.title', defaultMessage: 'The Science' },
  step1Label: { id: 'landing.steps.1.label', defaultMessage: 'Step 1' },
  step1Title: { id: 'landing.steps.1.title', defaultMessage: 'Better You' },
  step1Text: {
    id: 'landing.steps.1.text',
    defaultMessage:
      'Start with yourself. A reflective assessment explores how you communicate, handle conflict, attach, and give and receive love, so you can see your own patterns clearly and kindly.',
  },
  step2Label: { id: 'landing.steps.2.label', defaultMessage: 'Step 2' },
  step2Title: { id: 'landing.steps.2.title', defaultMessage: 'Better Connections' },
  step2Text: {
    id: 'landing.steps.2.text',
    defaultMessage:
      'Invite the people in your life: a partner, a crush, friends, family or colleagues. For each one you see a Vibe score, with the reasons behind it in plain words.',
  },
  step3Label: { id: 'landing.steps.3.label', defaultMessage: 'Step 3' },
  step3Title: { id: 'landing.steps.3.title', defaultMessage: 'Transform Together' },
  step3Text: {
    id: 'landing.steps.3.text',
    defaultMessage:
      'Talk things through with Aria, your private AI coach, and chat in real time with your connections, with gentle guidance whenever you want it.',
  },
  how1Title: { id: 'landing.how.1.title', defaultMessage: 'Take the assessment' },
  how1Text: {
    id: 'landing.how.1.text',
    defaultMessage:
      'Answer questions across 15 psychological categories at your own pace. Choose every option that fits: people are rarely just one thing.',
  },
  how2Title: { id: 'landing.how.2.title', defaultMessage: 'See your results' },
  how2Text: {
    id: 'landing.how.2.text',
    defaultMessage:
      'Get your four-letter personality type with where you sit on each scale, your attachment pattern, your love languages and a snapshot of how steady you feel.',
  },
  how3Title: { id: 'landing.how.3.title', defaultMessage: 'Invite someone special' },
  how3Text: {
    id: 'landing.how.3.text',
    defaultMessage:
      'Send an invitation by email, say how you know each other and add a personal note if you like. They decide whether to connect.',
  },
  how4Title: { id: 'landing.how.4.title', defaultMessage: 'Understand your Vibe, then talk' },
  how4Text: {
    id: 'landing.how.4.text',
    defaultMessage:
      'Read the reasons behind your Vibe score, then bring your questions to Aria in private, or open a shared chat with the person themselves.',
  },
  typeTitle: { id: 'landing.science.type.title', defaultMessage: 'Type, measured on a spectrum' },
  typeText: {
    id: 'landing.science.type.text',
    defaultMessage:
      'Your four-letter type comes from four axes scored as continuous scales, in the spirit of open IPIP-based tests. You see how strongly you lean each way, not just which side of a line you landed on.',
  },
  attachmentTitle: { id: 'landing.science.attachment.title', defaultMessage: 'Attachment in two dimensions' },
  attachmentText: {
    id: 'landing.science.attachment.text',
    defaultMessage:
      'As modern attachment research does, we look at two dimensions, anxiety and avoidance, instead of putting you in a box. A style name is only shorthand for where you sit on both.',
  },
  loveTitle: { id: 'landing.science.love.title', defaultMessage: 'Love languages, both ways' },
  loveText: {
    id: 'landing.science.love.text',
    defaultMessage:
      'All five love languages are rated separately for how you like to give love and how you like to receive it, because the two are often different.',
  },
  stabilityTitle: { id: 'landing.science.stability.title', defaultMessage: 'Six kinds of stability' },
  stabilityText: {
    id: 'landing.science.stability.text',
    defaultMessage: 'A snapshot of where you feel steady right now and where you might want support:',
  },
  mental: { id: 'landing.science.stability.mental', defaultMessage: 'Mental' },
  emotional: { id: 'landing.science.stability.emotional', defaultMessage: 'Emotional' },
  physical: { id: 'landing.science.stability.physical', defaultMessage: 'Physical' },
  social: { id: 'landing.science.stability.social', defaultMessage: 'Social' },
  spiritual: { id: 'landing.science.stability.spiritual', defaultMessage: 'Spiritual' },
  desire: { id: 'landing.science.stability.desire', defaultMessage: 'Desire' },
  vibeTitle: { id: 'landing.science.vibe.title', defaultMessage: 'Vibe scores you can read' },
  vibeText: {
    id: 'landing.science.vibe.text',
    defaultMessage:
      'A number alone tells you very little. Every Vibe score shows its reasons, the shared strengths and the places to grow, and you decide how much personality and lifestyle should count.',
  },
  areasTitle: { id: 'landing.science.areas.title', defaultMessage: 'Fifteen areas of you' },
  areasText: {
    id: 'landing.science.areas.text',
    defaultMessage:
      'Together these cover 15 psychological categories, from communication and conflict to boundaries, stress and life goals, including a personality-type framework and love languages.',
  },
  privacyServer: { id: 'landing.privacy.server', defaultMessage: 'Runs on a server you or someone you trust controls' },
  privacyCoach: { id: 'landing.privacy.coach', defaultMessage: 'Your coach chats are never shown to your connections' },
  privacyAds: { id: 'landing.privacy.ads', defaultMessage: 'No ads and no third-party trackers' },
});

type Step = { title: MessageDescriptor; label: MessageDescriptor; icon: Icon; text: MessageDescriptor };

const steps: Step[] = [
  { label: messages.step1Label, title: messages.step1Title, icon: IconUserHeart, text: messages.step1Text },
  { label: messages.step2Label, title: messages.step2Title, icon: IconHeartHandshake, text: messages.step2Text },
  { label: messages.step3Label, title: messages.step3Title, icon: IconMessageCircleHeart, text: messages.step3Text },
];

function Steps() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="landing-steps-title">
      <Container size="lg">
        <Stack gap="xs" mb="xl" align="center" ta="center">
          <Text className={classes.eyebrow}>
            <FormattedMessage id="landing.steps.eyebrow" defaultMessage="Three steps" />
          </Text>
          <Title order={2} id="landing-steps-title">
            <FormattedMessage id="landing.steps.title" defaultMessage="A gentler way to grow closer" />
          </Title>
          <Text c="dimmed" className={classes.sectionIntro}>
            <FormattedMessage
              id="landing.steps.intro"
              defaultMessage="Real change in a relationship starts with understanding. Attune walks you from knowing yourself, to understanding each other, to growing together."
            />
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {steps.map((step) => (
            <Card key={step.title.id} className={classes.stepCard} shadow="xs">
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <step.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Badge variant="outline" size="sm">
                  <FormattedMessage {...step.label} />
                </Badge>
              </Group>
              <Title order={3} size="h4" mb="xs">
                <FormattedMessage {...step.title} />
              </Title>
              <Text size="sm" c="dimmed">
                <FormattedMessage {...step.text} />
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        {/* The spec's fourth area, Improve, was marked Coming Soon; the weekly actions ship, so it says what they are. */}
        <Paper mt="lg" p="lg" radius="lg" withBorder aria-labelledby="landing-improve-title" component="section">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconChecklist size={26} stroke={1.6} />
            </ThemeIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Title order={3} size="h4" id="landing-improve-title" mb={4}>
                <FormattedMessage id="landing.improve.title" defaultMessage="Improve" />
              </Title>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="landing.improve.text"
                  defaultMessage="Weekly actions: small, doable steps shaped by your results, one for each area of your life every week, with a journal to reflect on how they went."
                />
              </Text>
            </Box>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* How it Works                                                                                     */
/* ------------------------------------------------------------------------------------------------ */

const howSteps: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  { title: messages.how1Title, text: messages.how1Text },
  { title: messages.how2Title, text: messages.how2Text },
  { title: messages.how3Title, text: messages.how3Text },
  { title: messages.how4Title, text: messages.how4Text },
];

function HowItWorks() {
  return (
    <Box
      component="section"
      id="how-it-works"
      className={`${classes.section} ${classes.band}`}
      aria-labelledby="landing-how-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Text className={classes.eyebrow}>
                <FormattedMessage id="landing.how.eyebrow" defaultMessage="From sign-up to insight" />
              </Text>
              <Title order={2} id="landing-how-title">
                <FormattedMessage {...messages.howTitle} />
              </Title>
              <Text c="dimmed" className={classes.sectionIntro}>
                <FormattedMessage id="landing.how.intro" defaultMessage="No jargon and no pressure. Here is what happens once you have an account." />
              </Text>
            </Stack>
            <ol className={classes.stepList}>
              {howSteps.map((s, i) => (
                <li key={s.title.id} className={classes.stepItem}>
                  <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                    <span className={classes.stepNumber}>{i + 1}</span>
                  </ThemeIcon>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Title order={3} size="h5" mb={4}>
                      <FormattedMessage {...s.title} />
                    </Title>
                    <Text size="sm" c="dimmed">
                      <FormattedMessage {...s.text} />
                    </Text>
                  </Box>
                </li>
              ))}
            </ol>
          </Stack>
          <Stack justify="center">
            <VibeExample />
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* The Science                                                                                      */
/* ------------------------------------------------------------------------------------------------ */

type ScienceItem = { title: MessageDescriptor; icon: Icon; text: MessageDescriptor; chips?: MessageDescriptor[] };

const science: ScienceItem[] = [
  { title: messages.typeTitle, icon: IconAdjustmentsHorizontal, text: messages.typeText },
  { title: messages.attachmentTitle, icon: IconUsers, text: messages.attachmentText },
  { title: messages.loveTitle, icon: IconHeart, text: messages.loveText },
  {
    title: messages.stabilityTitle,
    icon: IconScale,
    text: messages.stabilityText,
    chips: [messages.mental, messages.emotional, messages.physical, messages.social, messages.spiritual, messages.desire],
  },
  { title: messages.vibeTitle, icon: IconChartDots, text: messages.vibeText },
  { title: messages.areasTitle, icon: IconCompass, text: messages.areasText },
];

function Science() {
  return (
    <Box component="section" id="the-science" className={classes.section} aria-labelledby="landing-science-title">
      <Container size="lg">
        <Stack gap="xs" mb="xl" align="center" ta="center">
          <Text className={classes.eyebrow}>
            <FormattedMessage id="landing.science.eyebrow" defaultMessage="Grounded, and honest about it" />
          </Text>
          <Title order={2} id="landing-science-title">
            <FormattedMessage {...messages.scienceTitle} />
          </Title>
          <Text c="dimmed" className={classes.sectionIntro}>
            <FormattedMessage
              id="landing.science.intro"
              defaultMessage="Attune builds on well-studied ideas from personality and relationship psychology, and tells you plainly how it uses them."
            />
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {science.map((item) => (
            <Card key={item.title.id} className={classes.scienceCard}>
              <ThemeIcon size={40} radius="md" variant="light" mb="md" aria-hidden>
                <item.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h5" mb="xs">
                <FormattedMessage {...item.title} />
              </Title>
              <Text size="sm" c="dimmed">
                <FormattedMessage {...item.text} />
              </Text>
              {item.chips && (
                <ul className={classes.chipList} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                  {item.chips.map((chip) => (
                    <li key={chip.id}>
                      <Badge variant="light" tt="none" fw={500}>
                        <FormattedMessage {...chip} />
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </SimpleGrid>

        <Paper mt="xl" p="lg" radius="lg" withBorder bg="var(--attune-tint)">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={36} radius="xl" variant="white" aria-hidden>
              <IconCompass size={20} stroke={1.6} />
            </ThemeIcon>
            <Text size="sm">
              <FormattedMessage
                id="landing.science.notDiagnosis"
                defaultMessage="<b>For reflection, not diagnosis.</b> Attune is not a clinical or medical tool, and its results are not a verdict on you or on anyone you love. They are a starting point for honest conversations. If you are struggling, please reach out to a qualified professional or, in an emergency, your local emergency services."
                values={{
                  b: (chunks) => (
                    <Text component="span" fw={600} size="sm">
                      {chunks}
                    </Text>
                  ),
                }}
              />
            </Text>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Privacy promise                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

const privacyPoints: { icon: Icon; text: MessageDescriptor }[] = [
  { icon: IconServer, text: messages.privacyServer },
  { icon: IconLock, text: messages.privacyCoach },
  { icon: IconShieldLock, text: messages.privacyAds },
];

function PrivacyPromise() {
  const link = useLandingLink();
  return (
    <Box component="section" className={`${classes.section} ${classes.privacy}`} aria-labelledby="landing-privacy-title">
      <Container size="lg">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="white" aria-hidden>
            <IconShieldLock size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} id="landing-privacy-title" className={classes.privacyTitle}>
            <FormattedMessage id="landing.privacy.title" defaultMessage="Your words stay yours" />
          </Title>
          <Text size="lg" className={classes.privacyText}>
            <FormattedMessage
              id="landing.privacy.text"
              defaultMessage="Attune is self-hosted. Your answers, chats and reflections are stored on your own server, not in someone else’s cloud. Whoever runs it chooses which AI model powers the coach, and it can even run on the same machine."
            />
          </Text>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" mt="xs" className={classes.privacyList}>
            {privacyPoints.map((p) => (
              <Stack component="li" key={p.text.id} gap={6} align="center">
                <p.icon size={22} stroke={1.6} aria-hidden className={classes.privacyPoint} />
                <Text size="sm" className={classes.privacyPoint}>
                  <FormattedMessage {...p.text} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Button
            component="a"
            {...link('/signup')}
            variant="white"
            size="md"
            mt="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            <FormattedMessage id="landing.privacy.start" defaultMessage="Start your assessment" />
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Footer                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

function LandingFooter() {
  const link = useLandingLink();
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={22 * 16}>
            <Group gap="xs" wrap="nowrap">
              <img src="/icon.svg" alt="" aria-hidden="true" width={24} height={24} />
              <Text fw={600} ff="heading" size="lg">
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="landing.footer.tagline"
                defaultMessage="Understand yourself, connect with the people in your life, and grow together."
              />
            </Text>
          </Stack>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'landing.nav.footer', defaultMessage: 'Footer' })}>
            <ul className={classes.footerLinks}>
              <li>
                <Anchor component="a" {...link('/')} size="sm" c="dimmed">
                  <FormattedMessage id="landing.footer.home" defaultMessage="Home" />
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/auth')} size="sm" c="dimmed">
                  <FormattedMessage id="landing.footer.logIn" defaultMessage="Log in" />
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/signup')} size="sm" c="dimmed">
                  <FormattedMessage id="landing.footer.signUp" defaultMessage="Create account" />
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/measures')} size="sm" c="dimmed">
                  <FormattedMessage id="measures.howLink" defaultMessage="How Attune measures" />
                </Anchor>
              </li>
            </ul>
          </Box>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          <FormattedMessage
            id="landing.footer.copyright"
            defaultMessage="© {year} Attune. For reflection and growth, not diagnosis."
            values={{ year: String(year) }}
          />
        </Text>
      </Container>
    </Box>
  );
}
