import type { CoachContext } from '../../features/coach/engine/context.js';

/**
 * What a coach provider is asked. Everything but `message` is context: the person's profile and connections,
 * the conversation so far, and untrusted material (file contents, words of someone other than the person) that a
 * model must treat as data, never as instructions.
 */
export interface CoachRequest {
  context: CoachContext;
  /** The person's new message (already checked by the safety gate). */
  message: string;
  /**
   * - coach: the person's own coach conversation
   * - about: a private chat about one connection (context.focus)
   * - guidance: the coach taking part in a real-time chat between two people; speaks to both, kindly and briefly
   */
  mode: 'coach' | 'about' | 'guidance';
  attachments?: CoachAttachment[];
  /** Words written by someone other than the person (the partner in a shared chat): untrusted data. */
  otherVoices?: { name: string; content: string }[];
}

export interface CoachAttachment {
  name: string;
  kind: 'text' | 'image';
  /** For text files: the content (already bounded in size). */
  text?: string;
  /** For images: base64 data and its media type, for providers that can see. */
  imageBase64?: string;
  mediaType?: string;
  /** What the server could tell offline (size, dimensions, dominant colours). */
  summary?: string;
}

/** A coach provider streams its reply as text chunks. It throws on provider failure; callers turn that into words. */
export interface CoachProvider {
  readonly name: 'builtin' | 'anthropic' | 'openai';
  stream(request: CoachRequest, signal?: AbortSignal): AsyncIterable<string>;
}
