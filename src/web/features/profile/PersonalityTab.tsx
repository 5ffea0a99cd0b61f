import { Badge, Group, Progress, SimpleGrid, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  ATTACHMENT_DESCRIPTIONS,
  ATTACHMENT_LABELS,
  AXIS_NAMES,
  LETTER_LABELS,
  LOVE_LANGUAGE_DESCRIPTIONS,
  loveLanguageLabel,
  describeAxis,
} from '../../../shared/assessment/labels';
import { getPersonalityType } from '../../../shared/assessment/personalityTypes';
import { AXIS_POLES } from '../../../shared/assessment/scoring';
import { LOVE_LANGUAGES, type AxisEvidence } from '../../../shared/assessment/types';
import { LoadError } from '../../components/LoadError';
import { useSurveyResults, type SurveyResultsAnswer } from '../survey/api';
import { LoadingCards, ScoreBar, Section, StartAssessment, type LearnMore } from './TabParts';

/** The Personality tab ("Profile" on small screens): type, type axes, attachment, love languages, compatible types. */
export function PersonalityTab({ onClose, onLearnMore }: { onClose: () => void; onLearnMore: LearnMore }) {
  const results = useSurveyResults();
  if (results.isPending) return <LoadingCards />;
  if (results.isError) return <LoadError title="Failed to load results" error={results.error} onRetry={() => void results.refetch()} />;
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
          <TypeBadge r={r} />
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
        <UnclearLetters r={r} />
        <Stack gap="sm" mt="xs">
          {r.evidence.axes.map((axis) => (
            <AxisBar key={axis.axis} axis={axis} unclear={unclearAxes(r).has(axis.axis)} />
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
                title: `${loveLanguageLabel(top, side)} (${side})`,
                message: `My ${side === 'giving' ? 'giving' : 'receiving'} love language is ${loveLanguageLabel(top, side)}. How does that shape my relationships?`,
              }}
            >
              <Text fw={600}>{loveLanguageLabel(top, side)}</Text>
              <Text size="sm" c="dimmed" lh={1.5}>
                {LOVE_LANGUAGE_DESCRIPTIONS[top][side]}
              </Text>
              <Stack gap={6}>
                {[...LOVE_LANGUAGES]
                  .sort((a, b) => scores[b] - scores[a])
                  .map((lang) => (
                    <ScoreBar key={lang} label={loveLanguageLabel(lang, side)} value={scores[lang]} color={lang === top ? 'plum' : 'gray'} />
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
/** The axes whose own answers pulled both ways (issue 32): their letter is a guess, and the screen says so. */
export function unclearAxes(r: Pick<SurveyResultsAnswer, 'scales'>): Set<string> {
  return new Set(r.scales.filter((s) => s.scale.startsWith('axis:') && s.confidence === 'unclear').map((s) => s.scale.slice('axis:'.length)));
}

/** The four letters, an unclear one drawn faint and dotted, with its meaning in words for screen readers. */
export function TypeLetters({ r }: { r: SurveyResultsAnswer }) {
  const unclear = unclearAxes(r);
  if (r.evidence.axes.length !== 4 || unclear.size === 0) return <>{r.personalityType}</>;
  return (
    <>
      {r.evidence.axes.map((axis) =>
        unclear.has(axis.axis) ? (
          <span key={axis.axis} style={{ opacity: 0.6, textDecoration: 'underline dotted' }}>
            {axis.letter}
            <VisuallyHidden> (not clear yet)</VisuallyHidden>
          </span>
        ) : (
          <span key={axis.axis}>{axis.letter}</span>
        ),
      )}
    </>
  );
}

function TypeBadge({ r }: { r: SurveyResultsAnswer }) {
  return (
    <Badge size="xl" radius="md" color="plum" style={{ flexShrink: 0 }}>
      <TypeLetters r={r} />
    </Badge>
  );
}

export function UnclearLetters({ r }: { r: SurveyResultsAnswer }) {
  const unclear = r.evidence.axes.filter((axis) => unclearAxes(r).has(axis.axis));
  if (unclear.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" lh={1.6}>
      {unclear.map((axis) => `Your ${axis.letter} (${LETTER_LABELS[axis.letter]})`).join(' and ')}{' '}
      {unclear.length === 1 ? 'is' : 'are'} not clear yet: your answers on {unclear.map((axis) => AXIS_NAMES[axis.axis]).join(' and ')} pulled both
      ways, so read {unclear.length === 1 ? 'that letter' : 'those letters'} as a guess. A retake may settle it.
    </Text>
  );
}

export function AxisBar({ axis, unclear = false }: { axis: AxisEvidence; unclear?: boolean }) {
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
          {unclear && (
            <Tooltip label="Your answers on this scale pulled both ways, so this letter is a guess for now." withArrow multiline w={220}>
              <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
                Not clear yet
              </Badge>
            </Tooltip>
          )}
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
        <Progress.Section withAria={false} value={axis.firstPolePercent} color={leansFirst ? lean : 'plum.1'} />
        <Progress.Section withAria={false} value={100 - axis.firstPolePercent} color={leansFirst ? 'plum.1' : lean} />
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
