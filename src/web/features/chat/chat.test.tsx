import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { toast } from '../../app/toast';
import { repeatedTitles } from './ChatHistoryDialog';
import { historyDate } from './dates';
import { attachmentKind, attachmentPromise, checkAttachment, FILE_TOASTS, uploadFailureToast } from './files';
import { Markdown } from './Markdown';
import { SPEECH_TOASTS, useSpeechInput } from './useSpeechInput';

describe('chat history dates (spec §9)', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  it('reads Today, Yesterday, N days ago within 7 days, else a short date', () => {
    expect(historyDate(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Today');
    expect(historyDate(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(historyDate(new Date(2026, 10, 19, 12).toISOString(), now)).toBe('3 days ago');
    expect(historyDate(new Date(2026, 10, 15, 12).toISOString(), now)).toBe('7 days ago');
    const old = historyDate(new Date(2026, 10, 14, 12).toISOString(), now);
    expect(old).not.toMatch(/ago|Today|Yesterday/);
    expect(old).toMatch(/14/);
  });
});

describe('chat history titles', () => {
  it('marks only the titles two conversations share, so those can say when each began', () => {
    const repeated = repeatedTitles([{ title: 'New conversation' }, { title: 'Sam and money' }, { title: 'New conversation' }]);
    expect([...repeated]).toEqual(['New conversation']);
    expect(repeatedTitles([{ title: 'a' }, { title: 'b' }]).size).toBe(0);
  });
});

describe('attachments (spec §2, §5)', () => {
  it('accepts images, .txt, .csv and .json up to 10MB, with the §5 toasts otherwise', () => {
    expect(attachmentKind({ name: 'a.png', type: 'image/png' })).toBe('image');
    expect(attachmentKind({ name: 'notes.txt', type: '' })).toBe('text');
    expect(attachmentKind({ name: 'a.svg', type: 'image/svg+xml' })).toBeNull();
    expect(checkAttachment({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual(FILE_TOASTS.unsupported);
    expect(checkAttachment({ name: 'a.csv', type: 'text/csv', size: 10 * 1024 * 1024 + 1 })).toEqual(FILE_TOASTS.tooLarge);
    expect(checkAttachment({ name: 'a.json', type: 'application/json', size: 10 * 1024 * 1024 })).toBeNull();
    expect(FILE_TOASTS.tooLarge.join(': ')).toBe('File too large: Please select a file smaller than 10MB');
    expect(FILE_TOASTS.unsupported.join(': ')).toBe('Unsupported file type: Please upload an image (JPEG, PNG, GIF, WebP) or text file (TXT, CSV, JSON)');
  });

  it("turns the server's refusal into the §5 toast, and anything else into 'Upload failed'", () => {
    expect(uploadFailureToast(FILE_TOASTS.unsupported.join(': '))).toEqual(FILE_TOASTS.unsupported);
    expect(uploadFailureToast(FILE_TOASTS.tooLarge.join(': '))).toEqual(FILE_TOASTS.tooLarge);
    expect(uploadFailureToast('Internal Server Error')).toEqual(['Upload failed', 'Failed to process the uploaded file']);
    expect(uploadFailureToast(undefined)).toEqual(FILE_TOASTS.uploadFailed);
  });
});

describe('the coach reply as safe text (no raw HTML, no remote images)', () => {
  it('renders lists and bold, and shows markup as text', async () => {
    const { container } = render(
      <Markdown text={'Hello **Alex**\n\n- one\n- two\n\n<img src="https://evil.test/x.png" onerror="alert(1)"> ![pic](https://evil.test/y.png) [link](https://evil.test)'} />,
    );
    expect((await screen.findByText('Alex')).tagName).toBe('STRONG');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText(/<img src=/)).toBeTruthy();
  });
});

describe('voice input (spec §4, §8)', () => {
  class FakeRecognition {
    static last: FakeRecognition | undefined;
    static failOnStart = false;
    continuous = false;
    interimResults = true;
    lang = '';
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    started = false;
    stopped = false;
    constructor() {
      FakeRecognition.last = this;
    }
    start() {
      if (FakeRecognition.failOnStart) throw new Error('busy');
      this.started = true;
    }
    stop() {
      this.stopped = true;
    }
    abort() {
      this.stopped = true;
    }
  }
  const w = window as unknown as { SpeechRecognition?: unknown };
  afterEach(() => {
    delete w.SpeechRecognition;
    FakeRecognition.last = undefined;
    FakeRecognition.failOnStart = false;
    vi.restoreAllMocks();
  });

  it('is unsupported (the microphone is hidden) where the browser lacks speech recognition', () => {
    const { result } = renderHook(() => useSpeechInput(() => {}));
    expect(result.current.supported).toBe(false);
  });

  it('records continuously in en-US, toasts, hands over final text, and the second click stops and releases it', () => {
    w.SpeechRecognition = FakeRecognition;
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const heard: string[] = [];
    const { result } = renderHook(() => useSpeechInput((t) => heard.push(t)));
    expect(result.current.supported).toBe(true);
    act(() => result.current.toggle());
    const rec = FakeRecognition.last!;
    expect(rec).toMatchObject({ continuous: true, lang: 'en-US', started: true });
    expect(result.current.listening).toBe(true);
    expect(info).toHaveBeenCalledWith(...SPEECH_TOASTS.listening);
    expect(SPEECH_TOASTS.listening[1]).toBe('Recording audio...');
    act(() => rec.onresult!({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: ' we argue about chores ' } }] }));
    expect(heard).toEqual(['we argue about chores']);
    act(() => result.current.toggle());
    expect(rec.stopped).toBe(true);
    expect(result.current.listening).toBe(false);
  });

  it('shows the §8 toasts: microphone denied, and any other error', () => {
    w.SpeechRecognition = FakeRecognition;
    vi.spyOn(toast, 'info').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useSpeechInput(() => {}));
    act(() => result.current.toggle());
    act(() => FakeRecognition.last!.onerror!({ error: 'not-allowed' }));
    expect(error).toHaveBeenLastCalledWith('Microphone access denied', 'Please allow microphone access to use voice input');
    expect(result.current.listening).toBe(false);
    for (const code of ['no-speech', 'audio-capture', 'network']) {
      act(() => result.current.toggle());
      act(() => FakeRecognition.last!.onerror!({ error: code }));
      expect(error).toHaveBeenLastCalledWith('Speech recognition error', 'Unable to process voice input. Please try again.');
      expect(result.current.listening).toBe(false);
    }
    FakeRecognition.failOnStart = true;
    error.mockClear();
    act(() => result.current.toggle());
    expect(error).toHaveBeenCalledWith(...SPEECH_TOASTS.error);
    expect(result.current.listening).toBe(false);
  });
});

describe('what the composer promises for an attachment (issue 29, item 10)', () => {
  it('promises AI analysis only with a model, and says what the offline coach really does', () => {
    expect(attachmentPromise('image', 'anthropic', true)).toBe('Image will be analyzed by AI');
    expect(attachmentPromise('text', 'openai', false)).toBe('Text content will be analyzed by AI');
    expect(attachmentPromise('image', 'openai', false)).not.toMatch(/analyzed by AI/);
    expect(attachmentPromise('image', 'builtin', false)).not.toMatch(/analyzed by AI/);
    expect(attachmentPromise('text', 'builtin', false)).not.toMatch(/analyzed by AI/);
    expect(attachmentPromise('image', undefined, false)).toBe('Image attached');
  });
});
