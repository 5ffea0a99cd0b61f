import { useState } from 'react';
import { Anchor, Avatar, Box, FileButton, Loader, Overlay, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { defineMessage, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PublicUser } from '../../../shared/auth';
import { PROFILE_IMAGE_MAX_BYTES, type PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_QUALITY, PROFILE_IMAGE_SIZE } from '../../../shared/profileImage';
import { ApiError, apiRequest } from '../../app/api';
import { toast } from '../../app/toast';
import { initialsOf } from '../../components/AppFrame';
import { refreshSession } from '../auth/session';

/** PROFILE_IMAGE_MESSAGES (the spec's English words, which the server keeps) in the reader's language. */
const REFUSALS: Record<keyof typeof PROFILE_IMAGE_MESSAGES, [MessageDescriptor, MessageDescriptor]> = {
  notImage: [
    defineMessage({ id: 'profile.photo.notImageTitle', defaultMessage: 'Invalid file type' }),
    defineMessage({ id: 'profile.photo.notImage', defaultMessage: 'Please select an image file.' }),
  ],
  tooLarge: [
    defineMessage({ id: 'profile.photo.tooLargeTitle', defaultMessage: 'File too large' }),
    defineMessage({ id: 'profile.photo.tooLarge', defaultMessage: 'Please select an image smaller than {size}MB.' }),
  ],
  failed: [
    defineMessage({ id: 'profile.photo.failedTitle', defaultMessage: 'Upload failed' }),
    defineMessage({ id: 'profile.photo.failed', defaultMessage: 'Failed to update profile image. Please try again.' }),
  ],
};

function refusal(intl: IntlShape, key: keyof typeof PROFILE_IMAGE_MESSAGES): void {
  const [title, message] = REFUSALS[key];
  toast.error(intl.formatMessage(title), intl.formatMessage(message, { size: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024) }));
}

/** Between the button's purpose and the initials or photo that name it. */
const WORD_SPACE = ' ';

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
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      refusal(intl, problem);
      return;
    }
    setBusy(true);
    try {
      let photo: Blob;
      try {
        photo = await croppedJpeg(file);
      } catch {
        refusal(intl, 'notImage');
        return;
      }
      const form = new FormData();
      form.append('profileImage', photo, 'profile.jpg');
      await apiRequest('POST', '/api/profile/upload-image', form);
      await refreshSession();
      toast.success(
        intl.formatMessage({ id: 'profile.photo.updatedTitle', defaultMessage: 'Profile updated' }),
        intl.formatMessage({ id: 'profile.photo.updated', defaultMessage: 'Your new photo is saved. Your connections will see it next to your name.' }),
      );
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 415;
      refusal(intl, refused ? 'notImage' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={(file) => void choose(file)} accept="image/*" disabled={busy}>
      {(props) => (
        // Named by its content (the initials or photo, then what it does), so the name contains what is seen.
        <UnstyledButton {...props} aria-busy={busy} pos="relative" style={{ borderRadius: '50%', flexShrink: 0 }}>
          <VisuallyHidden>
            {user.profileImageUrl ? (
              <FormattedMessage id="profile.photo.change" defaultMessage="Change profile photo:" />
            ) : (
              <FormattedMessage id="profile.photo.add" defaultMessage="Add a profile photo:" />
            )}
            {WORD_SPACE}
          </VisuallyHidden>
          <Avatar src={user.profileImageUrl} color="plum" radius="xl" size={64} alt={name}>
            {initialsOf(user.firstName, user.lastName)}
          </Avatar>
          <ThemeIcon size={24} radius="xl" color="plum" pos="absolute" bottom={-2} right={-2} style={{ border: '2px solid var(--mantine-color-body)' }} aria-hidden>
            <IconCamera size={13} />
          </ThemeIcon>
          {busy && (
            <Overlay radius="xl" center color="var(--mantine-color-body)" backgroundOpacity={0.7}>
              <Loader size="sm" aria-label={intl.formatMessage({ id: 'profile.photo.uploading', defaultMessage: 'Uploading photo' })} />
            </Overlay>
          )}
        </UnstyledButton>
      )}
    </FileButton>
  );
}

/** "Remove photo", shown only when there is one. */
export function RemovePhotoLink({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  if (!user.profileImageUrl) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest('DELETE', '/api/profile/image');
      await refreshSession();
    } catch {
      toast.error(
        intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        intl.formatMessage({ id: 'profile.photo.removeFailed', defaultMessage: 'Your photo could not be removed. Please try again.' }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => void remove()} disabled={busy}>
        {busy ? <FormattedMessage id="profile.photo.removing" defaultMessage="Removing…" /> : <FormattedMessage id="profile.photo.remove" defaultMessage="Remove photo" />}
      </Anchor>
    </Box>
  );
}
