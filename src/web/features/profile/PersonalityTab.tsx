import { Badge, Group, Progress, SimpleGrid, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { typeNickname, typeWords } from '../../../shared/assessment/resultText';
import { AXIS_POLES } from '../../../shared/assessment/scoring';
import { LOVE_LANGUAGES, type AxisEvidence } from '../../../shared/assessment/types';
import { LoadError } from '../../components/LoadError';
import { useSurveyResults, type SurveyResultsAnswer } from '../survey/api';
import { useResultText } from '../survey/surveyText';
import { ATTACHMENT_MESSAGES, ATTACHMENT_TEXT, AXIS_MESSAGES, describeAxisIntl, LETTER_MESSAGES, loveLanguageMessage, loveLanguageText } from './resultText';
import { LoadingCards, ScoreBar, Section, StartAssessment, type LearnMore } from './TabParts';

/** The Personality tab ("Profile" on small screens): type, type axes, attachment, love languages, compatible types. */
export function PersonalityTab({ onClose, onLearnMore }: { onClose: () => void; onLearnMore: LearnMore }) {
  const results = useSurveyResults();
  const text = useResultText();
  const intl = useIntl();
  if (results.isPending || text === undefined) return <LoadingCards />;
  if (results.isError) return <LoadError title={intl.formatMessage({ id: 'results.loadFailed', defaultMessage: 'Failed to load results' })} error={results.error} onRetry={() => void results.refetch()} />;
  if (!results.data) {
    return (
      <StartAssessment
        title={intl.formatMessage({ id: 'results.empty.title', defaultMessage: 'Complete Your Assessment' })}
        text={intl.formatMessage({ id: 'profile.personality.emptyText', defaultMessage: 'Take the personality survey to discover your type, attachment style and love languages.' })}
        onClose={onClose}
      />
    );
  }
  return <PersonalityDetails r={results.data} onLearnMore={onLearnMore} />;
}

function PersonalityDetails({ r, onLearnMore }: { r: SurveyResultsAnswer; onLearnMore: LearnMore }) {
  const intl = useIntl();
  const text = useResultText() ?? null;
  const words = typeWords(r, text);
  const attachment = intl.formatMessage(ATTACHMENT_MESSAGES[r.relationshipType]);
  const type = r.personalityType;
  return (
    <Stack gap="md">
      <Section
        title={intl.formatMessage({ id: 'profile.personality.type', defaultMessage: 'Personality type' })}
        onLearnMore={onLearnMore}
        learnMore={{
          title: intl.formatMessage({ id: 'profile.personality.typeTopic', defaultMessage: '{type} – {nickname}' }, { type, nickname: words.nickname }),
          message: intl.formatMessage(
            { id: 'profile.personality.typeAsk', defaultMessage: 'Tell me more about my personality type, {type} ({nickname}), and what it means for my relationships.' },
            { type, nickname: words.nickname },
          ),
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <TypeBadge r={r} />
          <Text fw={600} ff="heading" fz="lg">
            {words.nickname}
          </Text>
        </Group>
        <Text size="sm" lh={1.6}>
          {words.description}
        </Text>
        {words.inLove && (
          <Text size="sm" lh={1.6} c="dimmed">
            {words.inLove}
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
        title={intl.formatMessage({ id: 'profile.personality.attachment', defaultMessage: 'Attachment style' })}
        onLearnMore={onLearnMore}
        learnMore={{
          title: intl.formatMessage({ id: 'profile.personality.attachmentTopic', defaultMessage: '{style} attachment' }, { style: attachment }),
          message: intl.formatMessage(
            { id: 'profile.personality.attachmentAsk', defaultMessage: 'What does a {style} attachment style mean for me, and how can I grow with it?' },
            { style: attachment.toLocaleLowerCase(intl.locale) },
          ),
        }}
      >
        <Text fw={600}>{attachment}</Text>
        <Text size="sm" lh={1.6}>
          <FormattedMessage {...ATTACHMENT_TEXT[r.relationshipType]} />
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ScoreBar label={intl.formatMessage({ id: 'profile.personality.anxiety', defaultMessage: 'Anxiety' })} value={r.evidence.attachment.anxiety} color="grape" />
          <ScoreBar label={intl.formatMessage({ id: 'profile.personality.avoidance', defaultMessage: 'Avoidance' })} value={r.evidence.attachment.avoidance} color="indigo" />
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['giving', 'receiving'] as const).map((side) => {
          const top = side === 'giving' ? r.loveLanguageGiving : r.loveLanguageReceiving;
          const scores = r.evidence.loveLanguages[side];
          const language = intl.formatMessage(loveLanguageMessage(top, side));
          return (
            <Section
              key={side}
              title={
                side === 'giving'
                  ? intl.formatMessage({ id: 'profile.personality.givingLove', defaultMessage: 'Giving love' })
                  : intl.formatMessage({ id: 'profile.personality.receivingLove', defaultMessage: 'Receiving love' })
              }
              onLearnMore={onLearnMore}
              learnMore={{
                title: intl.formatMessage({ id: 'profile.personality.loveTopic', defaultMessage: '{language} ({side, select, giving {giving} other {receiving}})' }, { language, side }),
                message: intl.formatMessage(
                  { id: 'profile.personality.loveAsk', defaultMessage: 'My {side, select, giving {giving} other {receiving}} love language is {language}. How does that shape my relationships?' },
                  { language, side },
                ),
              }}
            >
              <Text fw={600}>{language}</Text>
              <Text size="sm" c="dimmed" lh={1.5}>
                <FormattedMessage {...loveLanguageText(top, side)} />
              </Text>
              <Stack gap={6}>
                {[...LOVE_LANGUAGES]
                  .sort((a, b) => scores[b] - scores[a])
                  .map((lang) => (
                    <ScoreBar key={lang} label={intl.formatMessage(loveLanguageMessage(lang, side))} value={scores[lang]} color={lang === top ? 'plum' : 'gray'} />
                  ))}
              </Stack>
            </Section>
          );
        })}
      </SimpleGrid>

      <Section
        title={intl.formatMessage({ id: 'profile.personality.compatibility', defaultMessage: 'Compatibility with other types' })}
        onLearnMore={onLearnMore}
        learnMore={{
          title: intl.formatMessage({ id: 'profile.personality.compatibilityTopic', defaultMessage: 'Type compatibility' }),
          message: intl.formatMessage(
            { id: 'profile.personality.compatibilityAsk', defaultMessage: 'Why are {most} often a good match for {type}, and what helps with {challenging}?' },
            { most: r.mostCompatible.join(', '), type, challenging: r.challenging.join(', ') },
          ),
        }}
      >
        {r.mostCompatible.length === 0 && r.challenging.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="profile.personality.noTable" defaultMessage="No compatibility table is available for this type." />
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TypeList title={intl.formatMessage({ id: 'results.mostCompatible', defaultMessage: 'Most compatible' })} codes={r.mostCompatible} color="teal" />
            <TypeList title={intl.formatMessage({ id: 'results.challenging', defaultMessage: 'Challenging' })} codes={r.challenging} color="orange" />
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
/** Between a letter and its state, for a screen reader reading them as one word group. */
const WORD_SPACE = ' ';

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
            <VisuallyHidden>
              {WORD_SPACE}
              <FormattedMessage id="results.notClearSr" defaultMessage="(not clear yet)" />
            </VisuallyHidden>
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
  const intl = useIntl();
  const unclear = r.evidence.axes.filter((axis) => unclearAxes(r).has(axis.axis));
  if (unclear.length === 0) return null;
  const letters = intl.formatList(
    unclear.map((axis) =>
      intl.formatMessage({ id: 'results.unclearLetter', defaultMessage: 'Your {letter} ({label})' }, { letter: axis.letter, label: intl.formatMessage(LETTER_MESSAGES[axis.letter]) }),
    ),
    { type: 'conjunction' },
  );
  const axes = intl.formatList(
    unclear.map((axis) => intl.formatMessage(AXIS_MESSAGES[axis.axis])),
    { type: 'conjunction' },
  );
  return (
    <Text size="sm" c="dimmed" lh={1.6}>
      <FormattedMessage
        id="results.unclear"
        defaultMessage="{letters} {count, plural, one {is} other {are}} not clear yet: your answers on {axes} pulled both ways, so read {count, plural, one {that letter} other {those letters}} as a guess. A retake may settle it."
        values={{ letters, axes, count: unclear.length }}
      />
    </Text>
  );
}

export function AxisBar({ axis, unclear = false }: { axis: AxisEvidence; unclear?: boolean }) {
  const [first, second] = AXIS_POLES[axis.axis];
  const leansFirst = axis.letter === first;
  const intl = useIntl();
  const lean = axis.borderline ? 'plum.4' : 'plum';
  const name = intl.formatMessage(AXIS_MESSAGES[axis.axis]);
  const described = describeAxisIntl(intl, axis);
  const summary = axis.borderline
    ? intl.formatMessage({ id: 'results.axisSummaryBorderline', defaultMessage: '{name}: {lean}, borderline' }, { name, lean: described })
    : intl.formatMessage({ id: 'results.axisSummary', defaultMessage: '{name}: {lean}' }, { name, lean: described });
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {unclear && (
            <Tooltip
              label={intl.formatMessage({ id: 'results.notClearHint', defaultMessage: 'Your answers on this scale pulled both ways, so this letter is a guess for now.' })}
              withArrow
              multiline
              w={220}
            >
              <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
                <FormattedMessage id="results.notClear" defaultMessage="Not clear yet" />
              </Badge>
            </Tooltip>
          )}
          {axis.borderline && (
            <Tooltip
              label={intl.formatMessage({ id: 'results.borderlineHint', defaultMessage: 'You sit close to the middle on this one, so either side may fit you at times.' })}
              withArrow
              multiline
              w={220}
            >
              <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
                <FormattedMessage id="results.borderline" defaultMessage="Borderline" />
              </Badge>
            </Tooltip>
          )}
          <Text size="sm" fw={600}>
            {described}
          </Text>
        </Group>
      </Group>
      <Progress.Root size="sm" radius="xl" role="img" aria-label={summary}>
        <Progress.Section withAria={false} value={axis.firstPolePercent} color={leansFirst ? lean : 'var(--attune-tint-strong)'} />
        <Progress.Section withAria={false} value={100 - axis.firstPolePercent} color={leansFirst ? 'var(--attune-tint-strong)' : lean} />
      </Progress.Root>
      <Group justify="space-between" wrap="nowrap" aria-hidden>
        <Text size="xs" c={leansFirst ? undefined : 'dimmed'} fw={leansFirst ? 600 : 400}>
          <FormattedMessage {...LETTER_MESSAGES[first]} />
        </Text>
        <Text size="xs" c={leansFirst ? 'dimmed' : undefined} fw={leansFirst ? 400 : 600}>
          <FormattedMessage {...LETTER_MESSAGES[second]} />
        </Text>
      </Group>
    </Stack>
  );
}

function TypeList({ title, codes, color }: { title: string; codes: string[]; color: string }) {
  const text = useResultText() ?? null;
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
            {typeNickname(code, text)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
