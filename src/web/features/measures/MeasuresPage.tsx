import { Anchor, Box, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../app/trpc';
import { LegalFrame, Section } from '../legal/LegalPages';
import { useSession } from '../auth/session';
import { FlaggedItems } from './FlaggedItems';

const figure = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/** The item checks, shown here too to the person who can act on them (issue 32). */
function ForTheAdministrator() {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !state.user.isAdmin) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>For you as the administrator</Text>
      <FlaggedItems />
    </Stack>
  );
}

/** The live figures this server computed (GET /api/measures), with what each means. */
function LiveFigures() {
  const measures = useQuery(trpc.measures.figures.queryOptions());
  if (measures.isPending) return <Text size="sm">Loading this server’s figures…</Text>;
  if (measures.isError) return <Text size="sm" c="red.8">Failed to load this server’s figures. Please reload the page.</Text>;
  const { computedAt, scales } = measures.data;
  if (!computedAt) return <Text size="sm">This server has not computed its figures yet. They appear within the hour.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Computed {new Date(computedAt).toLocaleString()}. A dash means there are not enough people yet: reliability needs 30 people,
        test–retest needs 20 people who took the assessment again at least 14 days later.
      </Text>
      {/* Focusable, so keyboard users can scroll it on a narrow screen. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="This server’s figures per scale">
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Scale</Table.Th>
              <Table.Th scope="col">People</Table.Th>
              <Table.Th scope="col">Alpha</Table.Th>
              <Table.Th scope="col">Test–retest (pairs)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scales.map((s) => (
              <Table.Tr key={s.scale}>
                <Table.Th scope="row" fw={500}>
                  {s.label}
                </Table.Th>
                <Table.Td>{s.n}</Table.Td>
                <Table.Td>{figure(s.alpha)}</Table.Td>
                <Table.Td>
                  {figure(s.testRetest)} ({s.testRetestN})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** /measures: a public page that says plainly how Attune measures and what its results can and cannot tell. */
export function MeasuresPage() {
  return (
    <LegalFrame title="How Attune measures">
              <Text>
                Attune’s assessment is a set of fifteen multiple-choice questions. Each option you can pick nudges one or more scales up or
                down a little. Your result on a scale is where your picks land between the two ends, from 0 to 100. This page says what those
                numbers are built from, what they can tell you, and where they stop.
              </Text>
              <Section title="What each scale is built from">
                <Text>
                  Four scales give your type: where you draw energy (extraversion or introversion), what information you trust (sensing or
                  intuition), how you decide (thinking or feeling) and how you like things arranged (judging or perceiving). Two scales describe
                  attachment: worry about closeness (anxiety) and discomfort with it (avoidance). Ten describe love languages, giving and
                  receiving each of five. Six describe how steady different parts of life feel. Each scale draws on the options of several
                  questions, some counting towards one end and some towards the other.
                </Text>
              </Section>
              <Section title="What the results can and cannot tell">
                <Text>
                  A result describes how you answered on one day. It is a starting point for a conversation, not a diagnosis and not a verdict
                  on who you are. Next to each scale we say how clear it is: when your choices kept pointing the same way it is “clear”; when
                  they pulled both ways it is “not clear yet”, and a letter from such a scale is closer to a coin toss than a description.
                </Text>
                <Text>
                  Types are leanings, not boxes. People near the middle of a scale can land on either letter from one week to the next, and
                  people change over years. You can retake the assessment once a week and compare.
                </Text>
                <Text>
                  Love languages are preferences worth talking about with the people close to you. Research has not shown that matching them
                  predicts how a relationship goes, so we do not treat them as if it did.
                </Text>
              </Section>
              <Section title="What the Vibe is">
                <Text>
                  The Vibe between two people is an explanation of fit: it lays side by side how each of you answered and names where you are
                  alike and where you differ. It is not a prediction of whether a relationship will last. Studies of couples find that how
                  similar two personalities are adds little beyond what each person’s own traits already say, and that how people treat each
                  other matters far more. Both people always see the same number.
                </Text>
              </Section>
              <Section title="This server’s own figures">
                <Text>
                  Every Attune server checks its own assessment against the answers of its own members, once at start and then every hour. No
                  single person’s answers are ever shown: only counts and coefficients, and only once enough people have answered.
                </Text>
                <Text>
                  Alpha (Cronbach’s alpha) says how well the options of a scale agree with each other, using each person’s latest attempt:
                  closer to 1 means they measure one thing together. Test–retest is the correlation between two attempts of the same people
                  taken at least 14 days apart: closer to 1 means the scale gives similar results when nothing much has changed. The server also
                  checks every option against the rest of its scale; an option that goes against it is shown to the administrator to review.
                </Text>
                <Text>
                  Once 100 people on a server have results, your results page also says where you stand among them, for example “higher than
                  64% of people on this server”. That compares you with this server’s members only, not with people in general.
                </Text>
                <LiveFigures />
                <ForTheAdministrator />
              </Section>
              <Anchor component={Link} to="/profile" size="sm">
                Back to your results
              </Anchor>
    </LegalFrame>
  );
}
