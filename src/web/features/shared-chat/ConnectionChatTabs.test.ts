import { describe, expect, it } from 'vitest';
import type { SharedMessage } from '../../../server/features/shared-chat/protocol';
import { mergeMessages, starters } from './ConnectionChatTabs';

const m = (id: string, seq: number): SharedMessage => ({
  id,
  seq,
  conversationId: 'c',
  senderId: 'u',
  senderRole: 'user',
  content: id,
  createdAt: '2026-11-22T00:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps each message once, in storage order, whatever order they arrive in', () => {
    const live = mergeMessages(undefined, [m('b', 2)]);
    const afterAck = mergeMessages(live, [m('b', 2)]);
    expect(afterAck).toBe(live); // nothing new: same array, no re-render
    const afterFetch = mergeMessages(afterAck, [m('a', 1), m('b', 2), m('c', 3)]);
    expect(afterFetch.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('starters', () => {
  it('addresses the partner by first name with the three suggested topics', () => {
    expect(starters('Blake').map((s) => s.text)).toEqual([
      'Blake, what are you passionate about that makes you smile?',
      "Blake, what's been on your mind lately?",
      'Blake, what are you looking forward to?',
    ]);
  });
});
