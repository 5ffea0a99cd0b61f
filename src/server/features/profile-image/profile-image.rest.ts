import { z } from 'zod';
import { identifier } from '../../../shared/text.js';
import type { RestRoute } from '../../rest/types.js';
import { readUploadedFile } from '../../rest/multipart.js';
import { requireAssessedMember } from '../../trpc/init.js';
import { profileImageError } from '../../../shared/profileImage.js';
import { readProfileImage, removeProfileImage, saveProfileImage } from './profile-image.service.js';

const ownerInput = z.object({ userId: identifier('User id') });

/** Profile photos: multipart uploads and image bytes, so plain REST routes with no tRPC twin. */
export const profileImageRest: RestRoute[] = [
  {
    // Spec §7: multipart with the field "profileImage"; answers { profileImageUrl }. The client then re-reads
    // /api/auth/me, whose profileImageUrl now points at the new photo.
    method: 'POST',
    path: '/api/profile/upload-image',
    handle: async (ctx, req) => {
      const user = await requireAssessedMember(ctx);
      const file = await readUploadedFile(req, 'profileImage', { missing: 'profileImage: Please attach an image in the field "profileImage"', tooLarge: profileImageError('tooLarge') });
      return saveProfileImage(ctx.deps, user.id, file.data);
    },
  },
  {
    method: 'DELETE',
    path: '/api/profile/image',
    handle: async (ctx) => {
      const user = await requireAssessedMember(ctx);
      await removeProfileImage(ctx.deps, user.id);
      return { success: true };
    },
  },
  {
    // What profileImageUrl points at. The URL changes with each new photo, so the browser may keep it for long;
    // "private" keeps shared caches from storing a photo that only connections may see.
    method: 'GET',
    path: '/api/profile/image/:userId',
    handle: async (ctx, req, reply) => {
      const viewer = await requireAssessedMember(ctx);
      const { userId } = ownerInput.parse(req.params);
      const jpeg = await readProfileImage(ctx.deps, viewer.id, userId);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=31536000, immutable').send(jpeg);
    },
  },
];
