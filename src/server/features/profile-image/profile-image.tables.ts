import type { Selectable } from 'kysely';

export interface ProfileImagesTable {
  user_id: string;
  /** The 400×400 JPEG, base64. */
  jpeg_base64: string;
  updated_at: string;
}

export interface ProfileImageTables {
  profile_images: ProfileImagesTable;
}

export type ProfileImageRow = Selectable<ProfileImagesTable>;
