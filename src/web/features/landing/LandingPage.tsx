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
  IconLock,
  IconMessageCircleHeart,
  IconScale,
  IconServer,
  IconShieldLock,
  IconUserHeart,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useLandingLink } from './navigation';
import { usePageTitle } from '../../lib/pageTitle';
import { ChatMockup } from './ChatMockup';
import { VibeExample } from './VibeExample';
import classes from './LandingPage.module.css';

/** The signed-out landing page at `/`. */
/** The tab's title on the landing (the prerendered copy writes the same one). */
export const LANDING_TITLE = 'Know yourself, understand each other';

export function LandingPage() {
  usePageTitle(LANDING_TITLE);
  return (
    <div className={classes.page}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
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
  return (
    <Anchor component="a" {...link('/')} className={classes.brand} underline="never" aria-label="Attune home">
      <img src="/icon.svg" alt="" aria-hidden="true" className={classes.brandIcon} width={32} height={32} />
      <span className={classes.brandName}>Attune</span>
    </Anchor>
  );
}

function LandingHeader() {
  const link = useLandingLink();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group className={classes.headerInner} justify="space-between" gap="sm">
          <Brand />
          <Group component="nav" aria-label="Main" gap="md" wrap="nowrap">
            <Anchor href="#how-it-works" c="dimmed" className={classes.headerLink} visibleFrom="md">
              How it Works
            </Anchor>
            <Anchor href="#the-science" c="dimmed" className={classes.headerLink} visibleFrom="md">
              The Science
            </Anchor>
            <Anchor component="a" {...link('/auth')} className={classes.headerLink}>
              Sign in
            </Anchor>
            <Button component="a" {...link('/signup')} size="sm" px="md">
              Try Attune
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
            <Group gap="xs">
              <Badge variant="light" size="lg" tt="none" fw={500} leftSection={<IconShieldLock size={14} aria-hidden />}>
                Self-hosted and private by design
              </Badge>
            </Group>
            <Title order={1} id="landing-hero-title" className={classes.heroTitle}>
              Know yourself. Understand each other.{' '}
              <span className={classes.heroAccent}>Grow closer.</span>
            </Title>
            <Text size="lg" c="dimmed" className={classes.lead}>
              Attune starts with a thoughtful assessment of who you are, then shows how you fit with the people in
              your life, and gives you a calm, private coach to help you talk about the things that matter.
            </Text>
            <Stack gap="xs" align="flex-start">
              <Button
                component="a"
                {...link('/signup')}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                w={{ base: '100%', xs: 'auto' }}
              >
                Complete Survey To Get Started
              </Button>
              <Text size="sm" c="dimmed">
                Go at your own pace. Your answers are stored on your own server.
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
/* Three steps (+ Improve: the weekly actions)                                                     */
/* ------------------------------------------------------------------------------------------------ */

type Step = { title: string; label: string; icon: Icon; text: string };

const steps: Step[] = [
  {
    label: 'Step 1',
    title: 'Better You',
    icon: IconUserHeart,
    text: 'Start with yourself. A reflective assessment explores how you communicate, handle conflict, attach, and give and receive love, so you can see your own patterns clearly and kindly.',
  },
  {
    label: 'Step 2',
    title: 'Better Connections',
    icon: IconHeartHandshake,
    text: 'Invite the people in your life: a partner, a crush, friends, family or colleagues. For each one you see a Vibe score, with the reasons behind it in plain words.',
  },
  {
    label: 'Step 3',
    title: 'Transform Together',
    icon: IconMessageCircleHeart,
    text: 'Talk things through with Aria, your private AI coach, and chat in real time with your connections, with gentle guidance whenever you want it.',
  },
];

function Steps() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="landing-steps-title">
      <Container size="lg">
        <Stack gap="xs" mb="xl" align="center" ta="center">
          <Text className={classes.eyebrow}>Three steps</Text>
          <Title order={2} id="landing-steps-title">
            A gentler way to grow closer
          </Title>
          <Text c="dimmed" className={classes.sectionIntro}>
            Real change in a relationship starts with understanding. Attune walks you from knowing yourself, to
            understanding each other, to growing together.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {steps.map((step) => (
            <Card key={step.title} className={classes.stepCard} shadow="xs">
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <step.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Badge variant="outline" size="sm">
                  {step.label}
                </Badge>
              </Group>
              <Title order={3} size="h4" mb="xs">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.text}
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
                Improve
              </Title>
              <Text size="sm" c="dimmed">
                Weekly actions: small, doable steps shaped by your results, one for each area of your life every week,
                with a journal to reflect on how they went.
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

const howSteps: { title: string; text: string }[] = [
  {
    title: 'Take the assessment',
    text: 'Answer questions across 15 psychological categories at your own pace. Choose every option that fits: people are rarely just one thing.',
  },
  {
    title: 'See your results',
    text: 'Get your four-letter personality type with where you sit on each scale, your attachment pattern, your love languages and a snapshot of how steady you feel.',
  },
  {
    title: 'Invite someone special',
    text: 'Send an invitation by email, say how you know each other and add a personal note if you like. They decide whether to connect.',
  },
  {
    title: 'Understand your Vibe, then talk',
    text: 'Read the reasons behind your Vibe score, then bring your questions to Aria in private, or open a shared chat with the person themselves.',
  },
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
              <Text className={classes.eyebrow}>From sign-up to insight</Text>
              <Title order={2} id="landing-how-title">
                How it Works
              </Title>
              <Text c="dimmed" className={classes.sectionIntro}>
                No jargon and no pressure. Here is what happens once you have an account.
              </Text>
            </Stack>
            <ol className={classes.stepList}>
              {howSteps.map((s, i) => (
                <li key={s.title} className={classes.stepItem}>
                  <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                    <span className={classes.stepNumber}>{i + 1}</span>
                  </ThemeIcon>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Title order={3} size="h5" mb={4}>
                      {s.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {s.text}
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

type ScienceItem = { title: string; icon: Icon; text: string; chips?: string[] };

const science: ScienceItem[] = [
  {
    title: 'Type, measured on a spectrum',
    icon: IconAdjustmentsHorizontal,
    text: 'Your four-letter type comes from four axes scored as continuous scales, in the spirit of open IPIP-based tests. You see how strongly you lean each way, not just which side of a line you landed on.',
  },
  {
    title: 'Attachment in two dimensions',
    icon: IconUsers,
    text: 'As modern attachment research does, we look at two dimensions, anxiety and avoidance, instead of putting you in a box. A style name is only shorthand for where you sit on both.',
  },
  {
    title: 'Love languages, both ways',
    icon: IconHeart,
    text: 'All five love languages are rated separately for how you like to give love and how you like to receive it, because the two are often different.',
  },
  {
    title: 'Six kinds of stability',
    icon: IconScale,
    text: 'A snapshot of where you feel steady right now and where you might want support:',
    chips: ['Mental', 'Emotional', 'Physical', 'Social', 'Spiritual', 'Desire'],
  },
  {
    title: 'Vibe scores you can read',
    icon: IconChartDots,
    text: 'A number alone tells you very little. Every Vibe score shows its reasons, the shared strengths and the places to grow, and you decide how much personality and lifestyle should count.',
  },
  {
    title: 'Fifteen areas of you',
    icon: IconCompass,
    text: 'Together these cover 15 psychological categories, from communication and conflict to boundaries, stress and life goals, including a personality-type framework and love languages.',
  },
];

function Science() {
  return (
    <Box component="section" id="the-science" className={classes.section} aria-labelledby="landing-science-title">
      <Container size="lg">
        <Stack gap="xs" mb="xl" align="center" ta="center">
          <Text className={classes.eyebrow}>Grounded, and honest about it</Text>
          <Title order={2} id="landing-science-title">
            The Science
          </Title>
          <Text c="dimmed" className={classes.sectionIntro}>
            Attune builds on well-studied ideas from personality and relationship psychology, and tells you plainly how
            it uses them.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {science.map((item) => (
            <Card key={item.title} className={classes.scienceCard}>
              <ThemeIcon size={40} radius="md" variant="light" mb="md" aria-hidden>
                <item.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h5" mb="xs">
                {item.title}
              </Title>
              <Text size="sm" c="dimmed">
                {item.text}
              </Text>
              {item.chips && (
                <ul className={classes.chipList} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                  {item.chips.map((chip) => (
                    <li key={chip}>
                      <Badge variant="light" tt="none" fw={500}>
                        {chip}
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
              <Text component="span" fw={600} size="sm">
                For reflection, not diagnosis.{' '}
              </Text>
              Attune is not a clinical or medical tool, and its results are not a verdict on you or on anyone you love.
              They are a starting point for honest conversations. If you are struggling, please reach out to a qualified
              professional or, in an emergency, your local emergency services.
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

const privacyPoints: { icon: Icon; text: string }[] = [
  { icon: IconServer, text: 'Runs on a server you or someone you trust controls' },
  { icon: IconLock, text: 'Your coach chats are never shown to your connections' },
  { icon: IconShieldLock, text: 'No ads and no third-party trackers' },
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
            Your words stay yours
          </Title>
          <Text size="lg" className={classes.privacyText}>
            Attune is self-hosted. Your answers, chats and reflections are stored on your own server, not in someone
            else&apos;s cloud. Whoever runs it chooses which AI model powers the coach, and it can even run on the same
            machine.
          </Text>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" mt="xs" className={classes.privacyList}>
            {privacyPoints.map((p) => (
              <Stack component="li" key={p.text} gap={6} align="center">
                <p.icon size={22} stroke={1.6} aria-hidden className={classes.privacyPoint} />
                <Text size="sm" className={classes.privacyPoint}>
                  {p.text}
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
            Start your assessment
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
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={22 * 16}>
            <Group gap="xs" wrap="nowrap">
              <img src="/icon.svg" alt="" aria-hidden="true" width={24} height={24} />
              <Text fw={600} ff="heading" size="lg">
                Attune
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Understand yourself, connect with the people in your life, and grow together.
            </Text>
          </Stack>
          <Box component="nav" aria-label="Footer">
            <ul className={classes.footerLinks}>
              <li>
                <Anchor component="a" {...link('/')} size="sm" c="dimmed">
                  Home
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/auth')} size="sm" c="dimmed">
                  Log in
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/signup')} size="sm" c="dimmed">
                  Create account
                </Anchor>
              </li>
              <li>
                <Anchor component="a" {...link('/measures')} size="sm" c="dimmed">
                  How Attune measures
                </Anchor>
              </li>
            </ul>
          </Box>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          © {year} Attune. For reflection and growth, not diagnosis.
        </Text>
      </Container>
    </Box>
  );
}
