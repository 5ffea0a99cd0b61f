import { loadSharp, MAX_IMAGE_PIXELS } from '../../lazy.js';
import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { nowIso } from '../../ids.js';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_QUALITY, PROFILE_IMAGE_SIZE, profileImageError } from '../../../shared/profileImage.js';
import { relationBetween, visibilityOf } from '../privacy/visibility.js';
import { sniff } from '../coach/upload.js';
import * as q from './profile-image.queries.js';

export const PROFILE_IMAGE_NOT_FOUND = 'No profile photo';

/** Larger images are refused before decoding: a few bytes of PNG can claim billions of pixels. */

/**
 * Stores a member's profile photo. Whatever the browser sent (it crops to 400×400 itself, spec §5), the server
 * checks the bytes are an image and re-encodes them: a centred 400×400 JPEG turned upright, with no metadata left
 * (a phone photo's EXIF can carry where it was taken). Answers the new photo's URL, versioned so caches refresh.
 */
export async function saveProfileImage(deps: AppDeps, userId: string, data: Buffer): Promise<{ profileImageUrl: string }> {
  if (data.length > PROFILE_IMAGE_MAX_BYTES) throw fail.tooLarge(profileImageError('tooLarge'));
  if (sniff(data)?.kind !== 'image') throw fail.unsupported(profileImageError('notImage'));
  let jpeg: Buffer;
  try {
    jpeg = await loadSharp()(data, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(PROFILE_IMAGE_QUALITY * 100), mozjpeg: true })
      .toBuffer();
  } catch {
    throw fail.unsupported(profileImageError('notImage'));
  }
  const now = nowIso();
  const profileImageUrl = `/api/profile/image/${userId}?v=${Date.parse(now).toString(36)}`;
  await q.storeProfileImage(deps.database.db, userId, jpeg.toString('base64'), profileImageUrl, now);
  return { profileImageUrl };
}

export async function removeProfileImage(deps: AppDeps, userId: string): Promise<void> {
  await q.deleteProfileImage(deps.database.db, userId, nowIso());
}

/**
 * A member's photo, for whoever the visibility rule lets see it: the member, their active connections, and someone
 * they sent a request to (to decide). Anyone else (a stranger, someone waiting for their answer) and anyone asking
 * for a deactivated member's photo gets the same 404 as for a person without a photo.
 */
export async function readProfileImage(deps: AppDeps, viewerId: string, ownerId: string): Promise<Buffer> {
  const db = deps.database.db;
  if (!visibilityOf(await relationBetween(db, viewerId, ownerId)).photo) throw fail.notFound(PROFILE_IMAGE_NOT_FOUND);
  const stored = await q.findActiveProfileImage(db, ownerId);
  if (!stored) throw fail.notFound(PROFILE_IMAGE_NOT_FOUND);
  return Buffer.from(stored, 'base64');
}
