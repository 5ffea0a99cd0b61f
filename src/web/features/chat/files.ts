import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import { englishIntl } from './intl';

/** Client-side attachment checks of spec §5 (the server checks again, by content). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACH_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,text/plain,text/csv,application/json,.txt,.csv,.json';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/json', 'application/vnd.ms-excel'];

const m = {
  tooLargeTitle: defineMessage({ id: 'chat.file.tooLargeTitle', defaultMessage: 'File too large' }),
  tooLargeBody: defineMessage({ id: 'chat.file.tooLargeBody', defaultMessage: 'Please select a file smaller than 10MB' }),
  unsupportedTitle: defineMessage({ id: 'chat.file.unsupportedTitle', defaultMessage: 'Unsupported file type' }),
  unsupportedBody: defineMessage({ id: 'chat.file.unsupportedBody', defaultMessage: 'Please upload an image (JPEG, PNG, GIF, WebP) or text file (TXT, CSV, JSON)' }),
  uploadFailedTitle: defineMessage({ id: 'chat.file.uploadFailedTitle', defaultMessage: 'Upload failed' }),
  uploadFailedBody: defineMessage({ id: 'chat.file.uploadFailedBody', defaultMessage: 'Failed to process the uploaded file' }),
  imageAttached: defineMessage({ id: 'chat.file.imageAttached', defaultMessage: 'Image attached' }),
  textAttached: defineMessage({ id: 'chat.file.textAttached', defaultMessage: 'Text file attached' }),
  offlineImage: defineMessage({ id: 'chat.file.offlineImage', defaultMessage: 'The offline coach sees only the size and dimensions, not the picture' }),
  offlineText: defineMessage({ id: 'chat.file.offlineText', defaultMessage: 'The offline coach will read the text, without AI analysis' }),
  imageAnalyzed: defineMessage({ id: 'chat.file.imageAnalyzed', defaultMessage: 'Image will be analyzed by AI' }),
  imageSizeOnly: defineMessage({ id: 'chat.file.imageSizeOnly', defaultMessage: 'The coach will see the size and dimensions only' }),
  textAnalyzed: defineMessage({ id: 'chat.file.textAnalyzed', defaultMessage: 'Text content will be analyzed by AI' }),
};

type Pair = readonly [MessageDescriptor, MessageDescriptor];
const FILE_PAIRS = {
  tooLarge: [m.tooLargeTitle, m.tooLargeBody],
  unsupported: [m.unsupportedTitle, m.unsupportedBody],
  uploadFailed: [m.uploadFailedTitle, m.uploadFailedBody],
} satisfies Record<string, Pair>;
type FileToast = keyof typeof FILE_PAIRS;
const say = (intl: IntlShape, key: FileToast): readonly [string, string] => [intl.formatMessage(FILE_PAIRS[key][0]), intl.formatMessage(FILE_PAIRS[key][1])];

/** The spec's English toasts (§5, §8); screens show them in the reader's language. */
export const FILE_TOASTS = { tooLarge: say(englishIntl, 'tooLarge'), unsupported: say(englishIntl, 'unsupported'), uploadFailed: say(englishIntl, 'uploadFailed') };

export function attachmentKind(file: { name: string; type: string }): 'image' | 'text' | null {
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (TEXT_TYPES.includes(file.type) || /\.(txt|csv|json)$/i.test(file.name)) return 'text';
  return null;
}

/** null when the file may be attached, else the toast to show. */
export function checkAttachment(file: { name: string; type: string; size: number }, intl: IntlShape = englishIntl): readonly [string, string] | null {
  if (!attachmentKind(file)) return say(intl, 'unsupported');
  if (file.size > MAX_ATTACHMENT_BYTES) return say(intl, 'tooLarge');
  return null;
}

/**
 * The toast for a failed upload: the server's §5 message when it refused the file by its content (type or size),
 * else 'Upload failed: Failed to process the uploaded file' (§8).
 */
export function uploadFailureToast(serverMessage: string | undefined, intl: IntlShape = englishIntl): readonly [string, string] {
  for (const key of ['unsupported', 'tooLarge'] as const) {
    // The server may answer in English or already in the reader's language.
    const known = [FILE_TOASTS[key], say(intl, key)];
    if (known.some(([title, body]) => serverMessage === `${title}: ${body}`)) return say(intl, key);
  }
  return say(intl, 'uploadFailed');
}

/**
 * What will happen to an attachment with the active provider: a model analyses it; the offline coach reads a text
 * file's words and only an image's size and dimensions, so it must not promise more (issue 29, item 10).
 */
export function attachmentPromise(kind: 'image' | 'text', provider: string | undefined, seesImages: boolean, intl: IntlShape = englishIntl): string {
  // Until the coach's info has loaded, promise nothing.
  if (provider === undefined) return intl.formatMessage(kind === 'image' ? m.imageAttached : m.textAttached);
  if (provider === 'builtin') return intl.formatMessage(kind === 'image' ? m.offlineImage : m.offlineText);
  if (kind === 'image') return intl.formatMessage(seesImages ? m.imageAnalyzed : m.imageSizeOnly);
  return intl.formatMessage(m.textAnalyzed);
}
