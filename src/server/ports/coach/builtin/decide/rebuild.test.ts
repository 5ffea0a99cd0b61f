/**
 * "Shorter" or "warmer" after a request whose words the member spelled out: the new draft is rebuilt from that ask
 * (the thread state), not cut from the previous text, so a garbled first draft is not carried on. Threads written for
 * this test, not taken from a round.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { quotedDraft } from '../compose/answers/drafts.js';

const { thread } = demoCoach();

describe('a later change of length or tone rebuilds the words from the ask', () => {
  it('shorter keeps the whole ask, to the same person', async () => {
    const replies = await thread('Jordan', 'can you help me write a text to maya asking for one quiet weekend a month that is just us two, no plans', 'shorter pls');
    const draft = quotedDraft(replies[1]!);
    expect(draft, replies[1]).toBeTruthy();
    expect(draft!).toMatch(/one quiet weekend a month/);
    expect(draft!).toMatch(/\bMaya\b/);
    expect(draft!).not.toMatch(/\bto one\b|\?\s*\w[^?]*\?$/);
  });

  it('warmer keeps what was asked and when', async () => {
    const replies = await thread('Sam', 'write a message to theo asking him to send me the slides by friday', 'make it warmer');
    const draft = quotedDraft(replies[1]!);
    expect(draft, replies[1]).toBeTruthy();
    expect(draft!).toMatch(/slides by Friday/);
    expect(draft!).toMatch(/\bTheo\b/);
  });

  it('a thread whose request said nothing concrete still cuts the last draft', async () => {
    const replies = await thread('Maya', 'i forgot sam’s birthday dinner and he is hurt. write him a text', 'shorter');
    expect(replies[1]).not.toMatch(/\bCould I ask you for\b/);
  });
});
