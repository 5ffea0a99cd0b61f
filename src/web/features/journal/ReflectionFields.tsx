import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { StabilityDimension } from '../../../shared/assessment/types';

/** The message under an empty reflection (spec §5 'Missing Information'), kept beside the field until it is fixed. */
const m = defineMessages({
  missing: { id: 'journal.missingReflection', defaultMessage: 'Missing Information: Please provide a reflection about your experience.' },
  mood: { id: 'journal.field.mood', defaultMessage: 'Mood (optional)' },
  insights: { id: 'journal.field.insights', defaultMessage: 'Key insights (optional)' },
});

/** The six stability dimensions' names in the reader's language (the shared STABILITY_LABELS are the English ones). */
export const STABILITY_NAMES = defineMessages({
  mental: { id: 'journal.stability.mental', defaultMessage: 'Mental' },
  emotional: { id: 'journal.stability.emotional', defaultMessage: 'Emotional' },
  physical: { id: 'journal.stability.physical', defaultMessage: 'Physical' },
  social: { id: 'journal.stability.social', defaultMessage: 'Social' },
  spiritual: { id: 'journal.stability.spiritual', defaultMessage: 'Spiritual' },
  desire: { id: 'journal.stability.desire', defaultMessage: 'Desire' },
}) satisfies Record<StabilityDimension, MessageDescriptor>;

export interface ReflectionDraft {
  content: string;
  mood: string;
  insights: string;
}

/** A reflection being written: its three fields, and whether the required one was found empty on saving. */
export function useReflectionDraft(initial: Partial<ReflectionDraft> = {}) {
  const blank = { content: '', mood: '', insights: '' };
  const [draft, setDraft] = useState<ReflectionDraft>({ ...blank, ...initial });
  const [missing, setMissing] = useState(false);
  return {
    draft,
    missing,
    set(patch: Partial<ReflectionDraft>) {
      setDraft((d) => ({ ...d, ...patch }));
      if (patch.content !== undefined) setMissing(false);
    },
    /** True when there is something to save; otherwise the field says what is missing. */
    check(): boolean {
      const ok = draft.content.trim().length > 0;
      setMissing(!ok);
      return ok;
    },
    reset() {
      setDraft(blank);
      setMissing(false);
    },
    /** What the server takes: empty optional fields as null. */
    values() {
      return { content: draft.content, mood: draft.mood || null, insights: draft.insights || null };
    },
  };
}

export type ReflectionDraftState = ReturnType<typeof useReflectionDraft>;

/** The reflection, mood and key insights fields, with the server's length limits, used wherever one is written. */
export function ReflectionFields({
  state,
  label,
  description,
  minRows = 4,
  moodPlaceholder,
}: {
  state: ReflectionDraftState;
  label: string;
  description?: string;
  minRows?: number;
  moodPlaceholder?: string;
}) {
  const intl = useIntl();
  const { draft, missing, set } = state;
  return (
    <>
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={minRows}
        maxLength={5000}
        value={draft.content}
        onChange={(e) => set({ content: e.currentTarget.value })}
        error={missing ? intl.formatMessage(m.missing) : undefined}
        data-autofocus
      />
      <TextInput label={intl.formatMessage(m.mood)} placeholder={moodPlaceholder} maxLength={40} value={draft.mood} onChange={(e) => set({ mood: e.currentTarget.value })} />
      <Textarea label={intl.formatMessage(m.insights)} autosize minRows={2} maxLength={2000} value={draft.insights} onChange={(e) => set({ insights: e.currentTarget.value })} />
    </>
  );
}
