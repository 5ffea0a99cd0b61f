import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { Hint } from '../../components/Hint';
import { IconSend } from '@tabler/icons-react';
import { defineMessage, useIntl } from 'react-intl';

const m = {
  message: defineMessage({ id: 'chat.composer.message', defaultMessage: 'Message' }),
  send: defineMessage({ id: 'chat.composer.send', defaultMessage: 'Send' }),
};

export interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  /**
   * Enter (without Shift, and not while an input method is composing) or the Send button. Enter calls it even when
   * the button is disabled, so the chat can say why nothing was sent (e.g. the connection is not live).
   */
  onSend(): void;
  /** Enables the Send button. */
  canSend: boolean;
  sending?: boolean;
  placeholder: string;
  maxLength: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Buttons before the text box (attach, voice) and after it (ask the coach). */
  before?: ReactNode;
  after?: ReactNode;
}

/** The message box of every chat: grows to four lines, Enter sends, Shift+Enter starts a new line (spec §2). */
export function ChatComposer({ value, onChange, onSend, canSend, sending, placeholder, maxLength, textareaRef, before, after }: ChatComposerProps) {
  const intl = useIntl();
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend();
    }
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      {before}
      <Textarea
        ref={textareaRef}
        style={{ flex: 1 }}
        aria-label={intl.formatMessage(m.message)}
        placeholder={placeholder}
        autosize
        minRows={1}
        maxRows={4}
        radius="lg"
        styles={{ input: { maxHeight: '6rem' } }}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={maxLength}
      />
      {after}
      <Hint label={intl.formatMessage(m.send)} withArrow>
        <ActionIcon size={36} radius="xl" aria-label={intl.formatMessage(m.send)} onClick={onSend} disabled={!canSend} loading={sending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
