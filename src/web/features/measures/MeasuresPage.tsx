import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { LegalFrame } from '../legal/LegalPages';
import { useSession } from '../auth/session';
import { scaleLabel } from '../profile/resultText';
import { FlaggedItems } from './FlaggedItems';
import { Figure, FiguresNotYet, FiguresTable, MEASURES_TITLE, MeasuresText } from './MeasuresText';

/** The item checks, shown here too to the person who can act on them (issue 32). */
function ForTheAdministrator() {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !state.user.isAdmin) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>
        <FormattedMessage id="measures.admin" defaultMessage="For you as the administrator" />
      </Text>
      <FlaggedItems />
    </Stack>
  );
}

/** The live figures this server computed (GET /api/measures), with what each means. */
function LiveFigures() {
  const intl = useIntl();
  const measures = useQuery(trpc.measures.figures.queryOptions());
  if (measures.isPending) {
    return (
      <Text size="sm">
        <FormattedMessage id="measures.figures.loading" defaultMessage="Loading this server’s figures…" />
      </Text>
    );
  }
  if (measures.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        <FormattedMessage id="measures.figures.failed" defaultMessage="Failed to load this server’s figures. Please reload the page." />
      </Text>
    );
  }
  const { computedAt, scales } = measures.data;
  if (!computedAt) return <FiguresNotYet />;
  return (
    <FiguresTable
      when={<FormattedDate value={new Date(computedAt)} dateStyle="medium" timeStyle="short" />}
      rows={scales.map((s) => ({
        scale: s.scale,
        label: scaleLabel(intl, s.scale, s.label),
        n: <FormattedNumber value={s.n} />,
        alpha: <Figure value={s.alpha} />,
        retest: <Figure value={s.testRetest} />,
        pairs: <FormattedNumber value={s.testRetestN} />,
      }))}
    />
  );
}

/** /measures: a public page that says plainly how Attune measures and what its results can and cannot tell. */
export function MeasuresPage() {
  const intl = useIntl();
  return (
    <LegalFrame translated title={intl.formatMessage(MEASURES_TITLE)}>
      <MeasuresText
        figures={
          <>
            <LiveFigures />
            <ForTheAdministrator />
          </>
        }
      />
      <Anchor component={Link} to="/profile" size="sm">
        <FormattedMessage id="measures.page.back" defaultMessage="Back to your results" />
      </Anchor>
    </LegalFrame>
  );
}

