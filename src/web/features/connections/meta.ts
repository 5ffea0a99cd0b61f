import { IconBriefcase, IconHeart, IconHome, IconSparkles, IconUsers, type Icon } from '@tabler/icons-react';
import { RELATIONSHIP_TYPES, type RelationshipType } from '../../../shared/assessment/types';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { appIntl, t } from '../../app/intl';

export const RELATIONSHIP_LABELS = defineMessages({
  professional: { id: 'connections.type.professional', defaultMessage: 'Professional' },
  friend: { id: 'connections.type.friend', defaultMessage: 'Friend' },
  family: { id: 'connections.type.family', defaultMessage: 'Family' },
  couple: { id: 'connections.type.couple', defaultMessage: 'Couple' },
  crush: { id: 'connections.type.crush', defaultMessage: 'Crush' },
}) satisfies Record<RelationshipType, MessageDescriptor>;

const STYLE: Record<RelationshipType, { icon: Icon; color: string }> = {
  professional: { icon: IconBriefcase, color: 'blue' },
  friend: { icon: IconUsers, color: 'teal' },
  family: { icon: IconHome, color: 'orange' },
  couple: { icon: IconHeart, color: 'pink' },
  crush: { icon: IconSparkles, color: 'grape' },
};

/**
 * Label, icon and colour per relationship type (spec §9: default friend, each type has an icon). The label is read
 * when used, in the language on screen (decision 071).
 */
export const RELATIONSHIP_META: Record<RelationshipType, { readonly label: string; icon: Icon; color: string }> = Object.fromEntries(
  RELATIONSHIP_TYPES.map((type) => [
    type,
    {
      ...STYLE[type],
      get label() {
        return t(RELATIONSHIP_LABELS[type]);
      },
    },
  ]),
) as Record<RelationshipType, { readonly label: string; icon: Icon; color: string }>;

/** An unknown value displays as Friend (spec §3). */
export function relationshipMeta(type: string | null | undefined) {
  return RELATIONSHIP_META[relationshipTypeOf(type)];
}

export function relationshipTypeOf(type: string | null | undefined): RelationshipType {
  return (RELATIONSHIP_TYPES as readonly string[]).includes(type ?? '') ? (type as RelationshipType) : 'friend';
}

/** The select's options; each label is read when the select draws, in the language on screen. */
export const RELATIONSHIP_OPTIONS: ReadonlyArray<{ value: RelationshipType; readonly label: string }> = RELATIONSHIP_TYPES.map((value) => ({
  value,
  get label() {
    return RELATIONSHIP_META[value].label;
  },
}));

/** The link a person can share by hand: {this site}/signup?invite={token}. */
export function inviteLinkFor(token: string): string {
  return `${window.location.origin}/signup?invite=${encodeURIComponent(token)}`;
}

/** A date such as "Nov 22, 2026" / "22 nov 2026", in the language on screen. */
export function connectedOn(iso: string | null | undefined, intl: IntlShape = appIntl()): string {
  return iso ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** Copies text; answers false when the browser refuses (no clipboard permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const moves = defineMessages<{ text: { direction: string; previous: number; who: string; name: string; cause: string; type: string; date: string } }>({
  text: {
    id: 'connections.vibeMove.text',
    defaultMessage:
      '{direction, select, up {Up} other {Down}} from {previous, number, percent} after {who, select, you {you} them {{name}} other {someone}} {cause, select, relationship_type {changed the relationship type to {type}} weights {changed {who, select, you {your} other {their}} personality and lifestyle preference} assessment {updated {who, select, you {your} other {their}} assessment results} other {updated {who, select, you {your} other {their}} interests}} ({date}).',
  },
});

/** What moved a pair's Vibe, as the viewer reads it ("Up from 85% after Sam changed the relationship type to Couple"). */
export function vibeMoveText(move: NonNullable<import('./useConnections').ConnectionView['vibeMove']>, otherName: string, intl: IntlShape = appIntl()): string {
  return intl.formatMessage(moves.text, {
    direction: move.score > move.previousScore ? 'up' : 'down',
    previous: move.previousScore / 100,
    who: move.changedBy ?? 'someone',
    name: otherName,
    cause: move.cause,
    type: intl.formatMessage(RELATIONSHIP_LABELS[relationshipTypeOf(move.detail)]),
    date: connectedOn(move.at, intl),
  });
}

/** A score of 0–100 as a percentage in the reader's language ("72%", "72 %"). */
export function percentOf(score: number, intl: IntlShape = appIntl()): string {
  return intl.formatNumber(score / 100, { style: 'percent', maximumFractionDigits: 0 });
}
