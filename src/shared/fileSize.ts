/**
 * File sizes the way people read them: "73 B", "12 KB", "1.4 MB" (binary units, as the 10 MB upload limit is).
 * Used for the attachment preview too, where §2 asks for MB to 2 decimals (decision 014: "0.00 MB" for a short note
 * told a person nothing).
 */
const KB = 1024;
const MB = 1024 * 1024;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return `${Math.round(bytes)} B`;
  if (bytes < MB) return `${trim(bytes / KB)} KB`;
  return `${trim(bytes / MB)} MB`;
}

/** One decimal below 10 ("1.4 MB", "9.5 KB"), whole numbers above ("12 KB"), never a trailing ".0". */
function trim(value: number): string {
  // Round first so 1023.9 KB becomes "1024 KB" rather than jumping units mid-way; fine for a label.
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
}
