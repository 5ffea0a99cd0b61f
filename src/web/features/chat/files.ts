/** Client-side attachment checks of spec §5 (the server checks again, by content). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACH_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,text/plain,text/csv,application/json,.txt,.csv,.json';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/json', 'application/vnd.ms-excel'];

export const FILE_TOASTS = {
  tooLarge: ['File too large', 'Please select a file smaller than 10MB'],
  unsupported: ['Unsupported file type', 'Please upload an image (JPEG, PNG, GIF, WebP) or text file (TXT, CSV, JSON)'],
  uploadFailed: ['Upload failed', 'Failed to process the uploaded file'],
} as const;

export function attachmentKind(file: { name: string; type: string }): 'image' | 'text' | null {
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (TEXT_TYPES.includes(file.type) || /\.(txt|csv|json)$/i.test(file.name)) return 'text';
  return null;
}

/** null when the file may be attached, else the toast to show. */
export function checkAttachment(file: { name: string; type: string; size: number }): readonly [string, string] | null {
  if (!attachmentKind(file)) return FILE_TOASTS.unsupported;
  if (file.size > MAX_ATTACHMENT_BYTES) return FILE_TOASTS.tooLarge;
  return null;
}

/**
 * The toast for a failed upload: the server's §5 message when it refused the file by its content (type or size),
 * else 'Upload failed: Failed to process the uploaded file' (§8).
 */
export function uploadFailureToast(serverMessage: string | undefined): readonly [string, string] {
  for (const known of [FILE_TOASTS.unsupported, FILE_TOASTS.tooLarge]) {
    if (serverMessage === `${known[0]}: ${known[1]}`) return known;
  }
  return FILE_TOASTS.uploadFailed;
}

/**
 * What will happen to an attachment with the active provider: a model analyses it; the offline coach reads a text
 * file's words and only an image's size and dimensions, so it must not promise more (issue 29, item 10).
 */
export function attachmentPromise(kind: 'image' | 'text', provider: string | undefined, seesImages: boolean): string {
  // Until the coach's info has loaded, promise nothing.
  if (provider === undefined) return kind === 'image' ? 'Image attached' : 'Text file attached';
  if (provider === 'builtin') return kind === 'image' ? 'The offline coach sees only the size and dimensions, not the picture' : 'The offline coach will read the text, without AI analysis';
  if (kind === 'image') return seesImages ? 'Image will be analyzed by AI' : 'The coach will see the size and dimensions only';
  return 'Text content will be analyzed by AI';
}
