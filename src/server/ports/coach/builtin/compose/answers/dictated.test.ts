/**
 * Messages whose words the member dictates (read/dictated.ts, compose/answers/dictated.ts), asked through the provider's
 * own path as the demo members: the clause said to the person, framed for a no, a limit or a practical ask, in the
 * register of the relationship, and the thread's changes ("shorter", "softer", "firmer", "less formal"), the same
 * message to someone else, and what to do when they react. Round 21's two draft threads are here word for word.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../../test/demo-coach.js';
import { draftOf, noSlots } from '../../../../../test/coach-drafts.js';

const { thread } = demoCoach();

describe('a message the member dictates', () => {
  it('a no to a parent: the decision, the reason, missing them and a call offered; shorter keeps all but the extras; a silent reply gets one short answer', async () => {
    const replies = await thread(
      'Maya',
      "Can you help me write a text to my mom saying we won't be at hers for Christmas this year? We're doing Sam's family this time. She's going to take it badly",
      "shorter. she'll read anything long as me being defensive",
      "and if she replies 'fine. do what you want.' and then goes silent?",
    );
    noSlots(replies);
    const first = draftOf(replies[0]!);
    expect(first).toMatch(/^Hi Mom, /);
    expect(first).toContain("We won't be at yours for Christmas this year.");
    expect(first).toContain("We're doing Sam's family this time.");
    // How it may land shapes the words; it is never pasted into them.
    expect(first).not.toMatch(/badly|she'?s going to/i);
    expect(first).toMatch(/a call on the day/);
    const short = draftOf(replies[1]!);
    expect(short.length).toBeLessThan(first.length);
    expect(short).toMatch(/^Hi Mom, we won't be at yours for Christmas this year\./);
    expect(short).not.toContain("Sam's family");
    expect(replies[2]).toMatch(/^If she answers "fine\. do what you want"/);
    expect(replies[2]).toMatch(/day or two/);
    expect(draftOf(replies[2]!)).toMatch(/^I know it's not what you wanted/);
  });

  it('a limit with a friend: care first, the one thing, a change asked; softer adds reassurance; the brother gets his own', async () => {
    const replies = await thread(
      'Jordan',
      'How do I tell Maya that her long voice messages about her problems are a lot for me? I care about her. But 8 minutes every evening is draining.',
      "She's going to take it personally. Make it softer.",
      'And what about my brother? He calls every night at 10 to complain about his job.',
    );
    noSlots(replies);
    const first = draftOf(replies[0]!);
    expect(first).toMatch(/^Hey Maya, I care about you\. Lately your long voice messages about your problems are a lot for me\./);
    expect(first).not.toMatch(/\bher\b/);
    const softer = draftOf(replies[1]!);
    expect(softer.startsWith(first.slice(0, -1))).toBe(true);
    expect(softer).toMatch(/isn't about you doing anything wrong/);
    const brother = draftOf(replies[2]!);
    expect(replies[2]).toMatch(/send your brother/);
    expect(brother).toMatch(/you call every night at 10 to complain about your job/);
    expect(brother).not.toContain('Maya');
    // The thread is about him now: a change or a reaction asked next is his message's, not Maya's.
    const [, , , shorter, quiet] = await thread(
      'Jordan',
      'How do I tell Maya that her long voice messages about her problems are a lot for me? I care about her. But 8 minutes every evening is draining.',
      "She's going to take it personally. Make it softer.",
      'And what about my brother? He calls every night at 10 to complain about his job.',
      'shorter',
      'and what if he goes quiet on me?',
    );
    expect(draftOf(shorter!)).toMatch(/you call every night at 10/);
    expect(shorter).not.toMatch(/Maya|voice messages/);
    expect(quiet).toMatch(/Give him a day or two/);
  });

  it('a practical ask to a landlord: the problem, the deadline, one answer asked, signed; firmer asks for it today', async () => {
    const replies = await thread('Theo', 'what do I text my landlord to say the heating has been broken for 5 days and I need it fixed by friday', 'make it firmer');
    const first = draftOf(replies[0]!);
    expect(first).toBe('Hi, the heating has been broken for 5 days and I need it fixed by Friday. Could you let me know when it can be done? Thanks, Theo');
    expect(draftOf(replies[1]!)).toMatch(/Please confirm today when it will be done\. Thanks, Theo$/);
  });

  it('a no about money to a sibling, then less formal: no occasion missed, no "love you"', async () => {
    const replies = await thread('Sam', 'help me word a message to my sister telling her I can\'t lend her money again', 'less formal pls');
    const first = draftOf(replies[0]!);
    expect(first).toMatch(/^Hey, I can't lend you money again\./);
    expect(first).not.toMatch(/miss it|love you/i);
    expect(draftOf(replies[1]!)).toMatch(/^Hey! /);
  });

  it('keeps what the member offers instead, and says it is not about them when they fear that', async () => {
    const [lunch] = await thread('Maya', "can you help me write a message to priya saying i can't do sunday lunch every week anymore, maybe every other week? i don't want her to think it's about her");
    expect(draftOf(lunch!)).toBe("Hey Priya, I can't do Sunday lunch every week anymore. I'm sorry to miss it. It's nothing to do with you, I promise. Could we do every other week instead?");
    const [hike] = await thread('Maya', "write a text to jordan saying i can't make saturday's hike because of a work deadline, and suggest next weekend instead");
    expect(draftOf(hike!)).toMatch(/Could we do next weekend instead\?$/);
  });

  it('leaves to other answers what it does not dictate: a no at work, news, someone else as the subject', async () => {
    const [work] = await thread('Jordan', "i need to tell my manager i can't take on another project right now");
    expect(work).not.toMatch(/^Here's a message you could send/);
    const [dad] = await thread('Sam', 'and how do i tell my dad she might not come? he\'ll make a whole thing of it');
    expect(dad).not.toMatch(/You might not come/);
    const [love] = await thread('Sam', 'how do i tell maya i love her in a way she actually feels?');
    expect(love).not.toMatch(/in a way you actually feels/);
  });
});
