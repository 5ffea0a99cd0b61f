import { z } from 'zod';

/** What a person may add to their share image beyond name, type and nickname (nothing unless they choose). */
export const SHARE_IMAGE_EXTRAS = ['loveLanguages', 'attachment'] as const;
export type ShareImageExtra = (typeof SHARE_IMAGE_EXTRAS)[number];

/**
 * GET /api/profile/share-image?include=loveLanguages,attachment. Strict: the image is always the signed-in
 * person's own, so a `userId` (or any other key) is refused rather than silently ignored.
 */
export const shareImageQuery = z
  .object({
    include: z
      .string()
      .max(100)
      .optional()
      .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
      .pipe(z.array(z.enum(SHARE_IMAGE_EXTRAS, { message: `Choose from ${SHARE_IMAGE_EXTRAS.join(', ')}` }))),
  })
  .strict();
