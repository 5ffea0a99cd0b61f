import { Alert, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { scaleLabel } from '../profile/resultText';

/**
 * For the administrator (issue 32): options whose answers run against the rest of their scale on this server, the
 * usual sign of an item keyed the wrong way. Only aggregates: a correlation per option, never a person's answer.
 */
export function FlaggedItems() {
  const intl = useIntl();
  const checks = useQuery(trpc.measures.itemChecks.queryOptions());
  if (checks.isPending) {
    return (
      <Text size="sm">
        <FormattedMessage id="measures.items.loading" defaultMessage="Loading the item checks…" />
      </Text>
    );
  }
  if (checks.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        <FormattedMessage id="measures.items.failed" defaultMessage="Failed to load the item checks." />
      </Text>
    );
  }
  const { computedAt, scales } = checks.data;
  if (!computedAt) {
    return (
      <Text size="sm">
        <FormattedMessage id="measures.items.notYet" defaultMessage="The item checks have not been computed yet; the server computes them at start and then hourly." />
      </Text>
    );
  }
  const flagged = scales.flatMap((s) => s.flaggedItems.map((item) => ({ ...item, scale: scaleLabel(intl, s.scale, s.label) })));
  if (flagged.length === 0) {
    return (
      <Text size="sm">
        <FormattedMessage
          id="measures.items.none"
          defaultMessage="No option runs against its scale (checked {when}, over {count, number} completed attempts)."
          values={{ when: <FormattedDate value={new Date(computedAt)} dateStyle="medium" timeStyle="short" />, count: Math.max(...scales.map((s) => s.n)) }}
        />
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" title={intl.formatMessage(
        { id: 'measures.items.title', defaultMessage: '{count, plural, one {# option runs} other {# options run}} against its scale' },
        { count: flagged.length },
      )}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage
            id="measures.items.text"
            defaultMessage="People who chose these options scored lower on the rest of the scale, not higher. The option may be keyed the wrong way or read differently than intended: review its wording and its weights."
          />
        </Text>
        <List size="sm" spacing={4}>
          {flagged.map((item) => (
            <List.Item key={`${item.scale}-${item.category}-${item.option}`}>
              <FormattedMessage
                id="measures.items.item"
                defaultMessage="<b>{scale}</b> · {category}, option {number, number}: “{text}” (r = {r})"
                values={{
                  scale: item.scale,
                  category: item.categoryName,
                  number: item.option + 1,
                  text: item.text,
                  r: <FormattedNumber value={item.r} minimumFractionDigits={2} maximumFractionDigits={2} />,
                  b: (chunks) => (
                    <Text span fw={600}>
                      {chunks}
                    </Text>
                  ),
                }}
              />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
