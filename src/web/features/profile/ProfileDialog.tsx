import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { IconBulb, IconChartBar, IconClipboardList, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { interestProfile } from '../../../shared/assessment/hobbies';
import {
  ATTACHMENT_DESCRIPTIONS,
  ATTACHMENT_LABELS,
  AXIS_NAMES,
  LETTER_LABELS,
  LOVE_LANGUAGE_DESCRIPTIONS,
  LOVE_LANGUAGE_LABELS,
  STABILITY_LABELS,
  describeAxis,
  stabilityColor,
} from '../../../shared/assessment/labels';
import { getPersonalityType } from '../../../shared/assessment/personalityTypes';
import { AXIS_POLES } from '../../../shared/assessment/scoring';
import { LOVE_LANGUAGES, STABILITY_DIMENSIONS, type AxisEvidence, type StabilityDimension } from '../../../shared/assessment/types';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser, useSession } from '../auth/session';
import { useHobbyAnswers, useSurveyResults, useWeights, type SurveyResultsAnswer } from '../survey/api';
import { HobbyIcon } from '../survey/HobbyIcon';
import { PreferencesDialog } from './PreferencesDialog';
import { ProfilePhoto, RemovePhotoLink } from './ProfilePhoto';

export interface LearnMoreTopic {
  title: string;
  message: string;
}

type LearnMore = ((topic: LearnMoreTopic) => void) | undefined;

const PREFERENCE_LABELS = { personality_focused: 'Personality Focused', balanced: 'Balanced Approach', lifestyle_focused: 'Lifestyle Focused' } as const;

/**
 * The profile dialog (spec §2): avatar, and the Personality (Profile on small screens), Insights and Settings tabs.
 * Fetches its own data. `onLearnMore` is optional; without it the "Learn more" buttons are hidden.
 */
export function ProfileDialog({ opened, onClose, onLearnMore }: { opened: boolean; onClose: () => void; onLearnMore?: (topic: LearnMoreTopic) => void }) {
  const user = useCurrentUser();
  const small = useMediaQuery('(max-width: 36em)');
  const [tab, setTab] = useState<string | null>('personality');
  const [prefsOpen, setPrefsOpen] = useState(false);
  const results = useSurveyResults();

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        size="xl"
        fullScreen={small}
        // Escape in the preferences dialog on top must close only that one.
        closeOnEscape={!prefsOpen}
        title={<Text fw={600} ff="heading" fz="lg">Your profile</Text>}
        aria-label="Your profile"
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ProfilePhoto user={user} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} fz={22} lineClamp={1}>
                {user.firstName} {user.lastName}
              </Title>
              <Group gap={6}>
                {results.data && (
                  <Badge color="plum" variant="light">
                    {results.data.personalityType}
                    {results.data.nickname ? ` · ${results.data.nickname}` : ''}
                  </Badge>
                )}
              </Group>
              <RemovePhotoLink user={user} />
            </Stack>
          </Group>

          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="personality" leftSection={<IconUser size={16} aria-hidden />}>
                {small ? 'Profile' : 'Personality'}
              </Tabs.Tab>
              <Tabs.Tab value="insights" leftSection={<IconChartBar size={16} aria-hidden />}>
                Insights
              </Tabs.Tab>
              <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
                Settings
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="personality" pt="md">
              <PersonalityTab onClose={onClose} onLearnMore={onLearnMore} />
            </Tabs.Panel>
            <Tabs.Panel value="insights" pt="md">
              <InsightsTab onClose={onClose} onUpdatePreferences={() => setPrefsOpen(true)} onLearnMore={onLearnMore} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="md">
              <SettingsTab onClose={onClose} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Modal>
      <PreferencesDialog opened={prefsOpen} onClose={() => setPrefsOpen(false)} />
    </>
  );
}

function Section({ title, children, learnMore, onLearnMore }: { title: string; children: ReactNode; learnMore?: LearnMoreTopic; onLearnMore: LearnMore }) {
  return (
    <Card p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz={17}>
            {title}
          </Title>
          {onLearnMore && learnMore && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconBulb size={14} aria-hidden />}
              onClick={() => onLearnMore(learnMore)}
              aria-label={`Learn more: ${title}`}
              style={{ flexShrink: 0 }}
            >
              Learn more
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function ScoreBar({ label, value, color = 'plum', hint }: { label: string; value: number; color?: string; hint?: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {hint ?? `${Math.round(value)}%`}
        </Text>
      </Group>
      <Progress value={value} color={color} radius="xl" size="sm" aria-label={`${label}: ${Math.round(value)}%`} />
    </Stack>
  );
}

function LoadingCards() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading">
      <Skeleton h={120} radius="lg" />
      <Skeleton h={120} radius="lg" />
      <Skeleton h={120} radius="lg" />
    </Stack>
  );
}

function StartAssessment({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <Card p="lg" bg="plum.0" withBorder={false}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconClipboardList size={26} />
        </ThemeIcon>
        <Title order={3} fz={20}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" maw={380}>
          {text}
        </Text>
        <Button component={Link} to="/survey" onClick={onClose}>
          Start Assessment
        </Button>
      </Stack>
    </Card>
  );
}

// --- Personality -------------------------------------------------------------------------------------------------

function PersonalityTab({ onClose, onLearnMore }: { onClose: () => void; onLearnMore: LearnMore }) {
  const results = useSurveyResults();
  if (results.isPending) return <LoadingCards />;
  if (results.isError) return <LoadError title="Failed to load results" onRetry={() => void results.refetch()} />;
  if (!results.data) {
    return (
      <StartAssessment
        title="Complete Your Assessment"
        text="Take the personality survey to discover your type, attachment style and love languages."
        onClose={onClose}
      />
    );
  }
  return <PersonalityDetails r={results.data} onLearnMore={onLearnMore} />;
}

function PersonalityDetails({ r, onLearnMore }: { r: SurveyResultsAnswer; onLearnMore: LearnMore }) {
  const attachment = ATTACHMENT_LABELS[r.relationshipType];
  return (
    <Stack gap="md">
      <Section
        title="Personality type"
        onLearnMore={onLearnMore}
        learnMore={{ title: `${r.personalityType} – ${r.nickname}`, message: `Tell me more about my personality type, ${r.personalityType} (${r.nickname}), and what it means for my relationships.` }}
      >
        <Group gap="sm" wrap="nowrap">
          <Badge size="xl" radius="md" color="plum" style={{ flexShrink: 0 }}>
            {r.personalityType}
          </Badge>
          <Text fw={600} ff="heading" fz="lg">
            {r.nickname}
          </Text>
        </Group>
        <Text size="sm" lh={1.6}>
          {r.description}
        </Text>
        {r.inLove && (
          <Text size="sm" lh={1.6} c="dimmed">
            {r.inLove}
          </Text>
        )}
        <Stack gap="sm" mt="xs">
          {r.evidence.axes.map((axis) => (
            <AxisBar key={axis.axis} axis={axis} />
          ))}
        </Stack>
      </Section>

      <Section
        title="Attachment style"
        onLearnMore={onLearnMore}
        learnMore={{ title: `${attachment} attachment`, message: `What does a ${attachment.toLowerCase()} attachment style mean for me, and how can I grow with it?` }}
      >
        <Text fw={600}>{attachment}</Text>
        <Text size="sm" lh={1.6}>
          {ATTACHMENT_DESCRIPTIONS[r.relationshipType]}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ScoreBar label="Anxiety" value={r.evidence.attachment.anxiety} color="grape" />
          <ScoreBar label="Avoidance" value={r.evidence.attachment.avoidance} color="indigo" />
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['giving', 'receiving'] as const).map((side) => {
          const top = side === 'giving' ? r.loveLanguageGiving : r.loveLanguageReceiving;
          const scores = r.evidence.loveLanguages[side];
          return (
            <Section
              key={side}
              title={side === 'giving' ? 'Giving love' : 'Receiving love'}
              onLearnMore={onLearnMore}
              learnMore={{
                title: `${LOVE_LANGUAGE_LABELS[top]} (${side})`,
                message: `My ${side === 'giving' ? 'giving' : 'receiving'} love language is ${LOVE_LANGUAGE_LABELS[top]}. How does that shape my relationships?`,
              }}
            >
              <Text fw={600}>{LOVE_LANGUAGE_LABELS[top]}</Text>
              <Text size="sm" c="dimmed" lh={1.5}>
                {LOVE_LANGUAGE_DESCRIPTIONS[top][side]}
              </Text>
              <Stack gap={6}>
                {[...LOVE_LANGUAGES]
                  .sort((a, b) => scores[b] - scores[a])
                  .map((lang) => (
                    <ScoreBar key={lang} label={LOVE_LANGUAGE_LABELS[lang]} value={scores[lang]} color={lang === top ? 'plum' : 'gray'} />
                  ))}
              </Stack>
            </Section>
          );
        })}
      </SimpleGrid>

      <Section
        title="Compatibility with other types"
        onLearnMore={onLearnMore}
        learnMore={{ title: 'Type compatibility', message: `Why are ${r.mostCompatible.join(', ')} often a good match for ${r.personalityType}, and what helps with ${r.challenging.join(', ')}?` }}
      >
        {r.mostCompatible.length === 0 && r.challenging.length === 0 ? (
          <Text size="sm" c="dimmed">
            No compatibility table is available for this type.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TypeList title="Most compatible" codes={r.mostCompatible} color="teal" />
            <TypeList title="Challenging" codes={r.challenging} color="orange" />
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}

/**
 * One type axis as a two-ended bar: the first pole (E, S, T, J) on the left, the second on the right, each side as wide
 * as the person's share of it, the side they lean to in colour ("72% Introverted").
 */
function AxisBar({ axis }: { axis: AxisEvidence }) {
  const [first, second] = AXIS_POLES[axis.axis];
  const leansFirst = axis.letter === first;
  const lean = axis.borderline ? 'plum.4' : 'plum';
  const summary = `${AXIS_NAMES[axis.axis]}: ${describeAxis(axis)}${axis.borderline ? ', borderline' : ''}`;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {AXIS_NAMES[axis.axis]}
        </Text>
        <Group gap={6} wrap="nowrap">
          {axis.borderline && (
            <Tooltip label="You sit close to the middle on this one, so either side may fit you at times." withArrow multiline w={220}>
              <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
                Borderline
              </Badge>
            </Tooltip>
          )}
          <Text size="sm" fw={600}>
            {describeAxis(axis)}
          </Text>
        </Group>
      </Group>
      <Progress.Root size="sm" radius="xl" role="img" aria-label={summary}>
        <Progress.Section value={axis.firstPolePercent} color={leansFirst ? lean : 'plum.1'} />
        <Progress.Section value={100 - axis.firstPolePercent} color={leansFirst ? 'plum.1' : lean} />
      </Progress.Root>
      <Group justify="space-between" wrap="nowrap" aria-hidden>
        <Text size="xs" c={leansFirst ? undefined : 'dimmed'} fw={leansFirst ? 600 : 400}>
          {LETTER_LABELS[first]}
        </Text>
        <Text size="xs" c={leansFirst ? 'dimmed' : undefined} fw={leansFirst ? 400 : 600}>
          {LETTER_LABELS[second]}
        </Text>
      </Group>
    </Stack>
  );
}

function TypeList({ title, codes, color }: { title: string; codes: string[]; color: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {codes.map((code) => (
        <Group key={code} gap="xs" wrap="nowrap">
          <Badge variant="light" color={color} w={56} style={{ flexShrink: 0 }}>
            {code}
          </Badge>
          <Text size="sm" c="dimmed" truncate>
            {getPersonalityType(code)?.nickname ?? ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

// --- Insights ----------------------------------------------------------------------------------------------------

const STABILITY_KEYS: Record<StabilityDimension, keyof SurveyResultsAnswer> = {
  mental: 'mentalStability',
  emotional: 'emotionalStability',
  physical: 'physicalStability',
  social: 'socialStability',
  spiritual: 'spiritualStability',
  desire: 'desireStability',
};

function InsightsTab({ onClose, onUpdatePreferences, onLearnMore }: { onClose: () => void; onUpdatePreferences: () => void; onLearnMore: LearnMore }) {
  const results = useSurveyResults();
  const hobbies = useHobbyAnswers();
  const weights = useWeights();
  if (results.isPending || hobbies.isPending || weights.isPending) return <LoadingCards />;
  if (results.isError) return <LoadError title="Failed to load results" onRetry={() => void results.refetch()} />;
  if (hobbies.isError) return <LoadError title="Failed to load responses" onRetry={() => void hobbies.refetch()} />;
  if (weights.isError) return <LoadError title="Failed to load preferences" onRetry={() => void weights.refetch()} />;

  const profile = interestProfile(hobbies.data).slice(0, 5);
  if (!results.data && profile.length === 0 && !weights.data) {
    return (
      <StartAssessment
        title="Complete Your Assessments"
        text="Your stability analysis, compatibility preferences and interest profile appear here once you finish your assessments."
        onClose={onClose}
      />
    );
  }
  const w = weights.data;
  return (
    <Stack gap="md">
      <Section
        title="Stability analysis"
        onLearnMore={onLearnMore}
        learnMore={results.data ? { title: 'Stability analysis', message: `My overall stability is ${results.data.overallStability}%. What do my six stability scores say, and where could I grow?` } : undefined}
      >
        {results.data ? (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Overall
              </Text>
              <Badge color={stabilityColor(results.data.overallStability)} variant="light" size="lg">
                {results.data.overallStability}%
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {STABILITY_DIMENSIONS.map((dim) => {
                const score = results.data![STABILITY_KEYS[dim]] as number;
                return <ScoreBar key={dim} label={STABILITY_LABELS[dim]} value={score} color={stabilityColor(score)} />;
              })}
            </SimpleGrid>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Complete the survey to see your stability analysis.
          </Text>
        )}
      </Section>

      <Section title="Compatibility preferences" onLearnMore={undefined}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{w ? PREFERENCE_LABELS[w.preference] : 'Not chosen yet'}</Text>
            <Text size="sm" c="dimmed">
              {w ? `${w.personalityWeight}% personality · ${w.lifestyleWeight}% lifestyle` : 'Balanced (50% / 50%) until you choose.'}
            </Text>
          </Stack>
          <Button variant="light" onClick={onUpdatePreferences}>
            Update Preferences
          </Button>
        </Group>
        {w && (
          <Progress.Root size="lg" radius="xl" aria-label={`${w.personalityWeight}% personality, ${w.lifestyleWeight}% lifestyle`}>
            <Progress.Section value={w.personalityWeight} color="plum" />
            <Progress.Section value={w.lifestyleWeight} color="teal" />
          </Progress.Root>
        )}
      </Section>

      <Section
        title="Interest profile"
        onLearnMore={onLearnMore}
        learnMore={profile.length ? { title: 'Interest profile', message: `My strongest interests are ${profile.map((e) => e.category.name).join(', ')}. How can they help my relationships?` } : undefined}
      >
        {profile.length === 0 ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              Rate a few activities to see what lights you up.
            </Text>
            <Button component={Link} to="/survey" variant="light" size="xs" onClick={onClose}>
              Rate interests
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            {profile.map((entry) => (
              <Stack key={entry.category.id} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <ThemeIcon size={24} radius="sm" variant="light" color={entry.category.color} aria-hidden>
                      <HobbyIcon category={entry.category} size={16} />
                    </ThemeIcon>
                    <Text size="sm" fw={500} truncate>
                      {entry.category.name}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600}>
                    {entry.percent}%
                  </Text>
                </Group>
                <Progress value={entry.percent} color={entry.category.color} radius="xl" size="sm" aria-label={`${entry.category.name}: ${entry.percent}%`} />
                {entry.topActivities.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {entry.topActivities.map((a) => a.name).join(' · ')}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

// --- Settings ----------------------------------------------------------------------------------------------------

function SettingsTab({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    <Stack gap="md">
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            Profile information
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" value={user.firstName} readOnly />
            <TextInput label="Last name" value={user.lastName} readOnly />
          </SimpleGrid>
          <TextInput label="Email" value={user.email} readOnly />
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            Account Actions
          </Title>
          <Button
            color="red"
            variant="light"
            leftSection={<IconLogout size={16} aria-hidden />}
            w="fit-content"
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            Sign Out
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
