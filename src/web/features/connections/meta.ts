import { IconBriefcase, IconHeart, IconHome, IconSparkles, IconUsers, type Icon } from '@tabler/icons-react';
import { RELATIONSHIP_TYPES, type RelationshipType } from '../../../shared/assessment/types';
import { shortDate } from '../chat/dates';

/** Label, icon and colour per relationship type (spec §9: default friend, each type has an icon). */
export const RELATIONSHIP_META: Record<RelationshipType, { label: string; icon: Icon; color: string }> = {
  professional: { label: 'Professional', icon: IconBriefcase, color: 'blue' },
  friend: { label: 'Friend', icon: IconUsers, color: 'teal' },
  family: { label: 'Family', icon: IconHome, color: 'orange' },
  couple: { label: 'Couple', icon: IconHeart, color: 'pink' },
  crush: { label: 'Crush', icon: IconSparkles, color: 'grape' },
};

/** An unknown value displays as Friend (spec §3). */
export function relationshipMeta(type: string | null | undefined) {
  return RELATIONSHIP_META[(RELATIONSHIP_TYPES as readonly string[]).includes(type ?? '') ? (type as RelationshipType) : 'friend'];
}

export const RELATIONSHIP_OPTIONS = RELATIONSHIP_TYPES.map((value) => ({ value, label: RELATIONSHIP_META[value].label }));

/** The link a person can share by hand: {this site}/signup?invite={token}. */
export function inviteLinkFor(token: string): string {
  return `${window.location.origin}/signup?invite=${encodeURIComponent(token)}`;
}

export function connectedOn(iso: string | null | undefined): string {
  return iso ? shortDate(iso) : '';
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

/** What moved a pair's Vibe, as the viewer reads it ("Up from 85 after Sam changed the relationship type to Couple"). */
export function vibeMoveText(move: NonNullable<import('./useConnections').ConnectionView['vibeMove']>, otherName: string): string {
  const direction = move.score > move.previousScore ? 'Up' : 'Down';
  const who = move.changedBy === 'you' ? 'you' : move.changedBy === 'them' ? otherName : 'someone';
  const whose = move.changedBy === 'you' ? 'your' : 'their';
  const what = {
    relationship_type: `changed the relationship type to ${relationshipMeta(move.detail).label}`,
    weights: `changed ${whose} personality and lifestyle preference`,
    assessment: `updated ${whose} assessment results`,
    interests: `updated ${whose} interests`,
  }[move.cause];
  return `${direction} from ${move.previousScore}% after ${who} ${what} (${connectedOn(move.at)}).`;
}
