/** Profile photos (spec §5 avatar, §7 POST /api/profile/upload-image): the rules both sides apply. */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The stored photo is a centred square of this many pixels, JPEG at this quality (spec §9). */
export const PROFILE_IMAGE_SIZE = 400;
export const PROFILE_IMAGE_QUALITY = 0.85;

/** Title and message of each refusal, as the toasts of spec §5 and §8 show them. */
export const PROFILE_IMAGE_MESSAGES = {
  notImage: ['Invalid file type', 'Please select an image file.'],
  tooLarge: ['File too large', 'Please select an image smaller than 10MB.'],
  failed: ['Upload failed', 'Failed to update profile image. Please try again.'],
} as const;

/** The server's single-line form of a refusal: "Title: message". */
export const profileImageError = (key: keyof typeof PROFILE_IMAGE_MESSAGES): string => PROFILE_IMAGE_MESSAGES[key].join(': ');
