import { z } from 'zod';

/**
 * "What my connections can see" (Settings › Privacy). The personality type is always shown to connections; each of
 * these three can be turned off. Shared by the server (the visibility rule) and the settings screen.
 */
export interface SharingChoices {
  attachment: boolean;
  loveLanguages: boolean;
  stability: boolean;
}

/** Attachment style and love languages help a connection understand you; stability scores are the most personal. */
export const DEFAULT_SHARING: SharingChoices = Object.freeze({ attachment: true, loveLanguages: true, stability: false });

export const sharingChoices = z.object({
  attachment: z.boolean({ message: 'Attachment style must be on or off' }),
  loveLanguages: z.boolean({ message: 'Love languages must be on or off' }),
  stability: z.boolean({ message: 'Stability scores must be on or off' }),
});

/** A change to one or more of the choices. */
export const updateSharingInput = sharingChoices.partial().refine((v) => Object.keys(v).length > 0, 'Choose at least one setting to change');
export type UpdateSharingInput = z.infer<typeof updateSharingInput>;

export const PRIVACY_MESSAGES = {
  saved: 'Privacy settings saved',
} as const;
