import type { AppDeps } from '../../deps.js';
import { nowIso } from '../../ids.js';
import { DEFAULT_SHARING, type SharingChoices, type UpdateSharingInput } from '../../../shared/privacy.js';
import { sharingChoicesOf } from './visibility.js';

/** The person's own choices (the defaults until they change one). */
export async function mySharing(deps: AppDeps, userId: string): Promise<SharingChoices> {
  return (await sharingChoicesOf(deps.database.db, [userId])).get(userId) ?? DEFAULT_SHARING;
}

/**
 * Changes some of the choices. One row per person: the upsert (ON CONFLICT, on both databases) keeps two quick
 * toggles from racing into a duplicate; each toggle writes only its own column, so neither undoes the other.
 */
export async function updateSharing(deps: AppDeps, userId: string, change: UpdateSharingInput): Promise<SharingChoices> {
  const { db } = deps.database;
  const now = nowIso();
  const base = { ...DEFAULT_SHARING, ...change };
  const set: Record<string, number | string> = { updated_at: now };
  if (change.attachment !== undefined) set.show_attachment = change.attachment ? 1 : 0;
  if (change.loveLanguages !== undefined) set.show_love_languages = change.loveLanguages ? 1 : 0;
  if (change.stability !== undefined) set.show_stability = change.stability ? 1 : 0;
  await db
    .insertInto('sharing_choices')
    .values({
      user_id: userId,
      show_attachment: base.attachment ? 1 : 0,
      show_love_languages: base.loveLanguages ? 1 : 0,
      show_stability: base.stability ? 1 : 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute();
  return mySharing(deps, userId);
}
