import { Fragment, type ReactNode } from 'react';
import { List, Text } from '@mantine/core';

/**
 * The coach's light formatting as React elements: paragraphs, "-" (and "1.") lists and **bold**. Everything else is
 * shown as the text it is: no HTML, no links, no images (never dangerouslySetInnerHTML).
 */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+?)\*\*/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<strong key={m.index}>{m[1]}</strong>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let current = null as Block | null;
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)![1]!;
      if (current?.kind !== kind) {
        current = { kind, items: [] };
        blocks.push(current);
      }
      current.items.push(text);
      continue;
    }
    const text = line.replace(/^\s*#{1,6}\s+/, '');
    if (current?.kind !== 'p') {
      current = { kind: 'p', lines: [] };
      blocks.push(current);
    }
    current.lines.push(text);
  }
  return blocks;
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => {
        if (block.kind === 'p') {
          return (
            <Text key={i} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
              {block.lines.map((l, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  {inline(l)}
                </Fragment>
              ))}
            </Text>
          );
        }
        return (
          <List key={i} type={block.kind === 'ol' ? 'ordered' : 'unordered'} size="sm" mb={6} spacing={4} pr="xs" style={{ overflowWrap: 'anywhere' }}>
            {block.items.map((item, j) => (
              <List.Item key={j}>{inline(item)}</List.Item>
            ))}
          </List>
        );
      })}
    </>
  );
}
