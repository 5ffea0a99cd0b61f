import { useState } from 'react';
import { Anchor, Avatar, Box, FileButton, Loader, Overlay, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { PublicUser } from '../../../shared/auth';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_QUALITY, PROFILE_IMAGE_SIZE } from '../../../shared/profileImage';
import { ApiError, apiRequest } from '../../app/api';
import { toast } from '../../app/toast';
import { initialsOf } from '../../components/AppFrame';
import { refreshSession } from '../auth/session';

function refusal(key: keyof typeof PROFILE_IMAGE_MESSAGES): void {
  const [title, message] = PROFILE_IMAGE_MESSAGES[key];
  toast.error(title, message);
}

/** The §5 checks made before anything is read: an image type, at most 10 MB. */
export function profileImageProblem(file: File): keyof typeof PROFILE_IMAGE_MESSAGES | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Spec §5: the centred square of the picture, 400×400, as JPEG at quality 0.85. Rejects what the browser cannot decode. */
async function croppedJpeg(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = PROFILE_IMAGE_SIZE;
    canvas.height = PROFILE_IMAGE_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff'; // a transparent PNG gets a white background, not black
    context.fillRect(0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the photo'))), 'image/jpeg', PROFILE_IMAGE_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * The avatar of the Profile dialog (spec §2 "click to upload"): opens the file picker, shows an uploading state,
 * and on success re-reads the session so every avatar of the app shows the new photo.
 */
export function ProfilePhoto({ user }: { user: PublicUser }) {
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      refusal(problem);
      return;
    }
    setBusy(true);
    try {
      let photo: Blob;
      try {
        photo = await croppedJpeg(file);
      } catch {
        refusal('notImage');
        return;
      }
      const form = new FormData();
      form.append('profileImage', photo, 'profile.jpg');
      await apiRequest('POST', '/api/profile/upload-image', form);
      await refreshSession();
      toast.success('Profile updated', 'Your new photo is saved. Your connections will see it next to your name.');
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 415;
      refusal(refused ? 'notImage' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={(file) => void choose(file)} accept="image/*" disabled={busy}>
      {(props) => (
        // Named by its content (the initials or photo, then what it does), so the name contains what is seen.
        <UnstyledButton {...props} aria-busy={busy} pos="relative" style={{ borderRadius: '50%', flexShrink: 0 }}>
          <VisuallyHidden>{user.profileImageUrl ? 'Change profile photo' : 'Add a profile photo'}: </VisuallyHidden>
          <Avatar src={user.profileImageUrl} color="plum" radius="xl" size={64} alt={name}>
            {initialsOf(user.firstName, user.lastName)}
          </Avatar>
          <ThemeIcon size={24} radius="xl" color="plum" pos="absolute" bottom={-2} right={-2} style={{ border: '2px solid var(--mantine-color-body)' }} aria-hidden>
            <IconCamera size={13} />
          </ThemeIcon>
          {busy && (
            <Overlay radius="xl" center color="#fff" backgroundOpacity={0.7}>
              <Loader size="sm" aria-label="Uploading photo" />
            </Overlay>
          )}
        </UnstyledButton>
      )}
    </FileButton>
  );
}

/** "Remove photo", shown only when there is one. */
export function RemovePhotoLink({ user }: { user: PublicUser }) {
  const [busy, setBusy] = useState(false);
  if (!user.profileImageUrl) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest('DELETE', '/api/profile/image');
      await refreshSession();
    } catch {
      toast.error('Error', 'Your photo could not be removed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => void remove()} disabled={busy}>
        {busy ? 'Removing…' : 'Remove photo'}
      </Anchor>
    </Box>
  );
}
