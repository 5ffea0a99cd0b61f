import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Checkbox, Container, Group, Image, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { typeReport, typeWords, type ResultTranslation } from '../../../shared/assessment/resultText';
import { emblemSvg, typeColor } from '../../../shared/assessment/typeEmblem';
import type { TypeLetter } from '../../../shared/assessment/types';
import { authHeaders } from '../../app/token';
import { AppFrame } from '../../components/AppFrame';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../auth/session';
import { useSurveyResults, type SurveyResultsAnswer } from '../survey/api';
import { useResultText } from '../survey/surveyText';
import { ATTACHMENT_MESSAGES, ATTACHMENT_TEXT, LETTER_MESSAGES, loveLanguageMessage, loveLanguageText } from './resultText';
import { AxisBar, TypeLetters, UnclearLetters, unclearAxes } from './PersonalityTab';
import { ScoreBar } from './TabParts';
import { ResultsOverTime } from '../measures/ResultsOverTime';
import classes from './ProfilePage.module.css';

/** What each lean means, in a sentence: the evidence line under each of the four scales. */
const LETTER_MEANINGS: Record<TypeLetter, MessageDescriptor> = defineMessages({
  E: { id: 'results.meaning.E', defaultMessage: 'You tend to gain energy from people and think out loud.' },
  I: { id: 'results.meaning.I', defaultMessage: 'You tend to recharge in quiet and think before you speak.' },
  S: { id: 'results.meaning.S', defaultMessage: 'You tend to trust what is concrete, tested and in front of you.' },
  N: { id: 'results.meaning.N', defaultMessage: 'You tend to look for patterns, meanings and what could be.' },
  T: { id: 'results.meaning.T', defaultMessage: 'You tend to decide by weighing what is logical and fair.' },
  F: { id: 'results.meaning.F', defaultMessage: 'You tend to decide by weighing how it affects the people involved.' },
  J: { id: 'results.meaning.J', defaultMessage: 'You tend to like things settled, planned and finished.' },
  P: { id: 'results.meaning.P', defaultMessage: 'You tend to keep options open and adapt as you go.' },
});

/**
 * /profile (spec §2, target of View Results): the person's results as a report to keep — their type in its colour
 * with its emblem, the evidence of each scale, strengths and blind spots, love, conflict, work and friendship,
 * attachment and love languages; printable, with a share image made on the server.
 */
export function ProfilePage() {
  const results = useSurveyResults();
  const text = useResultText();
  const intl = useIntl();
  return (
    <AppFrame>
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md" className={classes.page}>
        {(results.isPending || text === undefined) && (
          <Stack gap="md" role="status" aria-label={intl.formatMessage({ id: 'results.loading', defaultMessage: 'Loading your results' })}>
            <Skeleton h={220} radius="lg" />
            <Skeleton h={160} radius="lg" />
            <Skeleton h={160} radius="lg" />
          </Stack>
        )}
        {results.isError && <LoadError title={intl.formatMessage({ id: 'results.loadFailed', defaultMessage: 'Failed to load results' })} error={results.error} onRetry={() => void results.refetch()} />}
        {results.isSuccess && !results.data && <NoResults />}
        {results.data && text !== undefined && <Report r={results.data} text={text} />}
      </Container>
    </AppFrame>
  );
}

function NoResults() {
  return (
    <Card p="xl" ta="center">
      <Stack align="center" gap="sm">
        <Title order={1} fz="h2">
          <FormattedMessage id="results.empty.title" defaultMessage="Complete Your Assessment" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="results.empty.text" defaultMessage="Take the personality survey to see your type, attachment style and love languages here." />
        </Text>
        <Button component={Link} to="/survey">
          <FormattedMessage id="profile.startAssessment" defaultMessage="Start Assessment" />
        </Button>
      </Stack>
    </Card>
  );
}

function Report({ r, text }: { r: SurveyResultsAnswer; text: ResultTranslation | null }) {
  const user = useCurrentUser();
  const intl = useIntl();
  const words = typeWords(r, text);
  const report = typeReport(r.personalityType, text);
  const color = typeColor(r.personalityType);
  const unclear = unclearAxes(r);
  return (
    <Stack gap="lg" component="article" aria-labelledby="results-title">
      <Box className={classes.hero} style={{ background: color }}>
        <Group gap="lg" wrap="nowrap" align="center" className={classes.heroInner}>
          <Emblem code={r.personalityType} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text className={classes.heroEyebrow}>
              <FormattedMessage id="results.whose" defaultMessage="{firstName} {lastName}'s results" values={{ firstName: user.firstName, lastName: user.lastName }} />
            </Text>
            <Title order={1} id="results-title" className={classes.heroType}>
              <TypeLetters r={r} />
            </Title>
            <Text className={classes.heroNickname} data-content-text>
              {words.nickname}
            </Text>
          </Stack>
        </Group>
      </Box>

      <Text lh={1.7} data-content-text>
        {words.description}
      </Text>
      <UnclearLetters r={r} />

      <div className={classes.noPrint}>
        <ResultsOverTime r={r} />
      </div>

      <Group gap="sm" className={classes.noPrint}>
        <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          <FormattedMessage id="results.print" defaultMessage="Print or save as PDF" />
        </Button>
        <Button component="a" href="#share-image" variant="subtle" leftSection={<IconDownload size={16} aria-hidden />}>
          <FormattedMessage id="results.shareImage" defaultMessage="Share image" />
        </Button>
      </Group>

      <ReportSection title={intl.formatMessage({ id: 'results.scales', defaultMessage: 'Your four scales' })}>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="results.scalesIntro"
            defaultMessage="Where your answers placed you on each scale. A lean is a tendency, not a box: near the middle, both sides fit you at times."
          />
        </Text>
        <Stack gap="lg">
          {r.evidence.axes.map((axis) => (
            <Stack gap={6} key={axis.axis}>
              <AxisBar axis={axis} unclear={unclear.has(axis.axis)} />
              <Text size="sm">
                <FormattedMessage
                  id="results.axisLine"
                  defaultMessage="{percent, number, percent} {letter}. {meaning}{borderline, select, yes { You sit close to the middle here.} other {}}"
                  values={{
                    percent: axis.percent / 100,
                    letter: intl.formatMessage(LETTER_MESSAGES[axis.letter]),
                    meaning: intl.formatMessage(LETTER_MEANINGS[axis.letter]),
                    borderline: axis.borderline ? 'yes' : 'no',
                  }}
                />
              </Text>
            </Stack>
          ))}
        </Stack>
      </ReportSection>

      {report && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ReportSection title={intl.formatMessage({ id: 'results.strengths', defaultMessage: 'Strengths' })}>
            <List spacing="xs" size="sm" data-content-text>
              {report.strengths.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </ReportSection>
          <ReportSection title={intl.formatMessage({ id: 'results.blindSpots', defaultMessage: 'Blind spots' })}>
            <List spacing="xs" size="sm" data-content-text>
              {report.blindSpots.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </ReportSection>
        </SimpleGrid>
      )}

      <ReportSection title={intl.formatMessage({ id: 'results.inLove', defaultMessage: 'In love' })}>
        <Text size="sm" lh={1.7} data-content-text>
          {words.inLove}
        </Text>
      </ReportSection>
      {report && (
        <>
          <ReportSection title={intl.formatMessage({ id: 'results.inConflict', defaultMessage: 'In conflict' })}>
            <Text size="sm" lh={1.7} data-content-text>
              {report.inConflict}
            </Text>
          </ReportSection>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ReportSection title={intl.formatMessage({ id: 'results.atWork', defaultMessage: 'At work' })}>
              <Text size="sm" lh={1.7} data-content-text>
                {report.atWork}
              </Text>
            </ReportSection>
            <ReportSection title={intl.formatMessage({ id: 'results.withFriends', defaultMessage: 'With friends' })}>
              <Text size="sm" lh={1.7} data-content-text>
                {report.withFriends}
              </Text>
            </ReportSection>
          </SimpleGrid>
        </>
      )}

      <ReportSection
        title={intl.formatMessage({ id: 'results.attachmentTitle', defaultMessage: 'Attachment: {style}' }, { style: intl.formatMessage(ATTACHMENT_MESSAGES[r.relationshipType]) })}
      >
        <Text size="sm" lh={1.7}>
          <FormattedMessage {...ATTACHMENT_TEXT[r.relationshipType]} />
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ScoreBar label={intl.formatMessage({ id: 'results.anxiety', defaultMessage: 'Worry about closeness (anxiety)' })} value={r.evidence.attachment.anxiety} color="grape" />
          <ScoreBar label={intl.formatMessage({ id: 'results.avoidance', defaultMessage: 'Distance from closeness (avoidance)' })} value={r.evidence.attachment.avoidance} color="indigo" />
        </SimpleGrid>
      </ReportSection>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ReportSection
          title={intl.formatMessage(
            { id: 'results.givingTitle', defaultMessage: 'You give love through {language}' },
            { language: intl.formatMessage(loveLanguageMessage(r.loveLanguageGiving, 'giving')) },
          )}
        >
          <Text size="sm" lh={1.7}>
            <FormattedMessage {...loveLanguageText(r.loveLanguageGiving, 'giving')} />
          </Text>
        </ReportSection>
        <ReportSection
          title={intl.formatMessage(
            { id: 'results.receivingTitle', defaultMessage: 'You feel loved through {language}' },
            { language: intl.formatMessage(loveLanguageMessage(r.loveLanguageReceiving, 'receiving')) },
          )}
        >
          <Text size="sm" lh={1.7}>
            <FormattedMessage {...loveLanguageText(r.loveLanguageReceiving, 'receiving')} />
          </Text>
        </ReportSection>
      </SimpleGrid>

      {r.mostCompatible.length > 0 && (
        <ReportSection title={intl.formatMessage({ id: 'results.typesTitle', defaultMessage: 'Types you may click with, and types that may stretch you' })}>
          <TypeCodes label={intl.formatMessage({ id: 'results.mostCompatible', defaultMessage: 'Most compatible' })} codes={r.mostCompatible} />
          <TypeCodes label={intl.formatMessage({ id: 'results.challenging', defaultMessage: 'Challenging' })} codes={r.challenging} />
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="results.typesNote"
              defaultMessage="Any two types can get on well: this is about where ease comes naturally and where it takes more understanding."
            />
          </Text>
        </ReportSection>
      )}

      <ShareImage />

      <Text size="xs" c="dimmed" className={classes.footnote}>
        <FormattedMessage
          id="results.footnote"
          defaultMessage="Attune is for reflection and growth, not diagnosis. These results describe tendencies in how you answered, not fixed traits."
        />
      </Text>
    </Stack>
  );
}

function TypeCodes({ label, codes }: { label: string; codes: string[] }) {
  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600} w={140}>
        {label}
      </Text>
      {codes.map((code) => (
        <Badge key={code} variant="default" size="lg" className={classes.typeCode} style={{ '--type-color': typeColor(code) } as CSSProperties}>
          {code}
        </Badge>
      ))}
    </Group>
  );
}

function Emblem({ code }: { code: string }) {
  const intl = useIntl();
  // Our own SVG, drawn from the four letters (no user text in it), so it is safe to place as markup.
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage({ id: 'results.emblem', defaultMessage: 'Emblem of the {code} type' }, { code })}
      className={classes.emblem}
      dangerouslySetInnerHTML={{ __html: emblemSvg(code, '#ffffff', 120) }}
    />
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" p={{ base: 'md', sm: 'lg' }} className={classes.section}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The PNG the server makes of the person's results; only name, type and nickname unless they add more here. */
function ShareImage() {
  const intl = useIntl();
  const [loveLanguages, setLoveLanguages] = useState(false);
  const [attachment, setAttachment] = useState(false);
  const include = [loveLanguages && 'loveLanguages', attachment && 'attachment'].filter(Boolean).join(',');
  const url = `/api/profile/share-image${include ? `?include=${include}` : ''}`;
  const [image, setImage] = useState<{ url: string; objectUrl: string } | { url: string; failed: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | undefined;
    void fetch(url, { credentials: 'include', headers: authHeaders() })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (!cancelled) setImage({ url, objectUrl });
      })
      .catch(() => !cancelled && setImage({ url, failed: true }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  const current = image?.url === url ? image : null;
  return (
    <Card component="section" p={{ base: 'md', sm: 'lg' }} id="share-image" className={`${classes.section} ${classes.noPrint}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconSparkles size={16} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            <FormattedMessage id="results.shareImage" defaultMessage="Share image" />
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="results.shareIntro" defaultMessage="A picture of your type to post or send. It shows your name, type and nickname, and only what you add below." />
        </Text>
        <Group gap="lg">
          <Checkbox
            label={intl.formatMessage({ id: 'results.shareLove', defaultMessage: 'Add my love languages' })}
            checked={loveLanguages}
            onChange={(e) => setLoveLanguages(e.currentTarget.checked)}
          />
          <Checkbox
            label={intl.formatMessage({ id: 'results.shareAttachment', defaultMessage: 'Add my attachment style' })}
            checked={attachment}
            onChange={(e) => setAttachment(e.currentTarget.checked)}
          />
        </Group>
        {!current && (
          <Skeleton className={classes.sharePreview} h={200} role="status" aria-label={intl.formatMessage({ id: 'results.shareMaking', defaultMessage: 'Making your share image' })} />
        )}
        {current && 'failed' in current && <LoadError title={intl.formatMessage({ id: 'results.shareFailed', defaultMessage: 'Could not make your share image' })} />}
        {current && 'objectUrl' in current && (
          <>
            <Image src={current.objectUrl} alt={intl.formatMessage({ id: 'results.shareAlt', defaultMessage: 'Your share image: name, type and nickname' })} radius="md" className={classes.sharePreview} />
            <Group>
              <Button component="a" href={current.objectUrl} download="attune-results.png" leftSection={<IconDownload size={16} aria-hidden />}>
                <FormattedMessage id="results.download" defaultMessage="Download image" />
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
