import { Alert, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';

/**
 * For the administrator (issue 32): options whose answers run against the rest of their scale on this server, the
 * usual sign of an item keyed the wrong way. Only aggregates: a correlation per option, never a person's answer.
 */
export function FlaggedItems() {
  const checks = useQuery(trpc.measures.itemChecks.queryOptions());
  if (checks.isPending) return <Text size="sm">Loading the item checks…</Text>;
  if (checks.isError) return <Text size="sm" c="red.8">Failed to load the item checks.</Text>;
  const { computedAt, scales } = checks.data;
  if (!computedAt) return <Text size="sm">The item checks have not been computed yet; the server computes them at start and then hourly.</Text>;
  const flagged = scales.flatMap((s) => s.flaggedItems.map((item) => ({ ...item, scale: s.label })));
  if (flagged.length === 0) {
    return (
      <Text size="sm">
        No option runs against its scale (checked {new Date(computedAt).toLocaleString()}, over {Math.max(...scales.map((s) => s.n))} completed
        attempts).
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" title={`${flagged.length} ${flagged.length === 1 ? 'option runs' : 'options run'} against its scale`}>
      <Stack gap="xs">
        <Text size="sm">
          People who chose these options scored lower on the rest of the scale, not higher. The option may be keyed the wrong way or read
          differently than intended: review its wording and its weights.
        </Text>
        <List size="sm" spacing={4}>
          {flagged.map((item) => (
            <List.Item key={`${item.scale}-${item.category}-${item.option}`}>
              <Text span fw={600}>
                {item.scale}
              </Text>
              {` · ${item.categoryName}, option ${item.option + 1}: “${item.text}” (r = ${item.r.toFixed(2)})`}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
