import type { ReactNode } from 'react';
import { Box, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Section } from '../legal/LegalPages';

// The minimum counts the server's job keeps to (ALPHA_MIN, RETEST_MIN, RETEST_GAP_MS in measures.service.ts).
const ALPHA_MIN = 30;
const RETEST_MIN = 20;
const RETEST_GAP_DAYS = 14;

/** A coefficient with two decimals in the reader's format, or the words for "not enough people yet". */
export function Figure({ value }: { value: number | null }) {
  return value === null ? <TooFew /> : <FormattedNumber value={value} minimumFractionDigits={2} maximumFractionDigits={2} />;
}

/** What a figure below its minimum count shows: words, not a bare dash, so nobody reads it as zero. */
export function TooFew() {
  return (
    <Text span size="sm" c="dimmed">
      <FormattedMessage id="measures.figures.tooFew" defaultMessage="too few people yet" />
    </Text>
  );
}

/** One scale's row: each cell is given rendered, so the prerendered page (prerender.tsx) can leave marks to fill. */
export interface FigureRow {
  scale: string;
  label: string;
  n: ReactNode;
  alpha: ReactNode;
  retest: ReactNode;
  pairs: ReactNode;
}

/** The figures with what their thresholds are: shared by the app's screen and the prerendered public page. */
export function FiguresTable({ when, rows }: { when: ReactNode; rows: FigureRow[] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="measures.figures.computed"
          defaultMessage="Computed {when}. Alpha needs at least {reliability, number} people with results; test–retest needs {retest, number} people who took the assessment again at least {days, number} days later. Until then the table says “too few people yet”."
          values={{ when, reliability: ALPHA_MIN, retest: RETEST_MIN, days: RETEST_GAP_DAYS }}
        />
      </Text>
      {/* Focusable, so keyboard users can scroll it on a narrow screen. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'measures.figures.label', defaultMessage: 'This server’s figures per scale' })}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <FormattedMessage id="measures.figures.scale" defaultMessage="Scale" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="measures.figures.people" defaultMessage="People" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="measures.figures.alpha" defaultMessage="Alpha" />
              </Table.Th>
              <Table.Th scope="col">
                <FormattedMessage id="measures.figures.retest" defaultMessage="Test–retest (pairs)" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.scale}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td>{row.n}</Table.Td>
                <Table.Td>{row.alpha}</Table.Td>
                <Table.Td>
                  <FormattedMessage id="measures.figures.retestCell" defaultMessage="{figure} ({pairs})" values={{ figure: row.retest, pairs: row.pairs }} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** Said before the hourly job has run once. */
export function FiguresNotYet() {
  return (
    <Text size="sm">
      <FormattedMessage id="measures.figures.notYet" defaultMessage="This server has not computed its figures yet. They appear within the hour." />
    </Text>
  );
}

export const MEASURES_TITLE = { id: 'measures.howLink', defaultMessage: 'How Attune measures' } as const;

/**
 * What the page explains, with this server's figures in `figures`: the same text in the app and in the page the build
 * prerenders for signed-out readers (prerender.tsx), so the two cannot drift apart.
 */
export function MeasuresText({ figures }: { figures: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Text>
        <FormattedMessage
          id="measures.page.intro"
          defaultMessage="Attune’s assessment is a set of fifteen multiple-choice questions. Each option you can pick nudges one or more scales up or down a little. Your result on a scale is where your picks land between the two ends, from 0 to 100. This page says what those numbers are built from, what they can tell you, and where they stop."
        />
      </Text>
      <Section title={intl.formatMessage({ id: 'measures.page.builtTitle', defaultMessage: 'What each scale is built from' })}>
        <Text>
          <FormattedMessage
            id="measures.page.built"
            defaultMessage="Four scales give your type: where you draw energy (extraversion or introversion), what information you trust (sensing or intuition), how you decide (thinking or feeling) and how you like things arranged (judging or perceiving). Two scales describe attachment: worry about closeness (anxiety) and discomfort with it (avoidance). Ten describe love languages, giving and receiving each of five. Six describe how steady different parts of life feel. Each scale draws on the options of several questions, some counting towards one end and some towards the other."
          />
        </Text>
      </Section>
      <Section title={intl.formatMessage({ id: 'measures.page.tellTitle', defaultMessage: 'What the results can and cannot tell' })}>
        <Text>
          <FormattedMessage
            id="measures.page.tell1"
            defaultMessage="A result describes how you answered on one day. It is a starting point for a conversation, not a diagnosis and not a verdict on who you are. Next to each scale we say how clear it is: when your choices kept pointing the same way it is “clear”; when they pulled both ways it is “not clear yet”, and a letter from such a scale is closer to a coin toss than a description."
          />
        </Text>
        <Text>
          <FormattedMessage
            id="measures.page.tell2"
            defaultMessage="Types are leanings, not boxes. People near the middle of a scale can land on either letter from one week to the next, and people change over years. You can retake the assessment once a week and compare."
          />
        </Text>
        <Text>
          <FormattedMessage
            id="measures.page.tell3"
            defaultMessage="Love languages are preferences worth talking about with the people close to you. Research has not shown that matching them predicts how a relationship goes, so we do not treat them as if it did."
          />
        </Text>
      </Section>
      <Section title={intl.formatMessage({ id: 'measures.page.vibeTitle', defaultMessage: 'What the Vibe is' })}>
        <Text>
          <FormattedMessage
            id="measures.page.vibe"
            defaultMessage="The Vibe between two people is an explanation of fit: it lays side by side how each of you answered and names where you are alike and where you differ. It is not a prediction of whether a relationship will last. Studies of couples find that how similar two personalities are adds little beyond what each person’s own traits already say, and that how people treat each other matters far more. Both people always see the same number."
          />
        </Text>
      </Section>
      <Section title={intl.formatMessage({ id: 'measures.page.serverTitle', defaultMessage: 'This server’s own figures' })}>
        <Text>
          <FormattedMessage
            id="measures.page.server1"
            defaultMessage="Every Attune server checks its own assessment against the answers of its own members, once at start and then every hour. No single person’s answers are ever shown: only counts and coefficients, and only once enough people have answered."
          />
        </Text>
        <Text>
          <FormattedMessage
            id="measures.page.server2"
            defaultMessage="Alpha (Cronbach’s alpha) says how well the options of a scale agree with each other, using each person’s latest attempt: closer to 1 means they measure one thing together. Test–retest is the correlation between two attempts of the same people taken at least 14 days apart: closer to 1 means the scale gives similar results when nothing much has changed. The server also checks every option against the rest of its scale; an option that goes against it is shown to the administrator to review."
          />
        </Text>
        <Text>
          <FormattedMessage
            id="measures.page.server3"
            defaultMessage="Once 100 people on a server have results, your results page also says where you stand among them, for example “higher than {example, number, percent} of people on this server”. That compares you with this server’s members only, not with people in general."
            values={{ example: 0.64 }}
          />
        </Text>
        {figures}
      </Section>
    </>
  );
}
