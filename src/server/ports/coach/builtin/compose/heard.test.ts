/**
 * Issue 29: intense but ordinary messages (grief, exhaustion, a joke about murder, a family day to dread, a coworker
 * who broke your work, being done with organising for everyone) are answered for what the member wants, through the
 * same path the app uses; look-alikes that ask for a plan or words keep their route, and a real crisis still gets the
 * safety screen's answer through the whole API. Every wording here is our own.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { DEMO_PASSWORD } from '../../../../test/demo-world.js';
import { checkSafety } from '../../../../features/coach/engine/safety.js';
import { coachContext, coachPerson } from '../test-context.js';
import { readHeard } from '../read/heard.js';

const { world, thread } = demoCoach();
const CRISIS_LINES = /helpline|988|911|Samaritans|116 123|TelefonSeelsorge|crisis/i;
const LOVE_TEMPLATE = /receives? love through|feels (?:most )?loved through|Quality Time|Words of Affirmation|Acts of Service/;
const STOCK_GRIEF = /Not being able to focus, sleep or care/;
const MENU = /Which would help most\?/;

describe('intense but ordinary: the want is answered', () => {
  it('"is that weird?" after a loss gets a plain no, and why, not the stock grief list', async () => {
    const [reply] = await thread('Jordan', 'my dad died in the spring and i still make his chilli every sunday and chat to him while it simmers. is that weird?');
    expect(reply).toMatch(/^I'm so sorry about your dad\. And no, it isn't weird\./);
    expect(reply).toMatch(/keep someone close/);
    expect(reply).not.toMatch(STOCK_GRIEF);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('a loss without a question about it keeps the grief answer', async () => {
    const [reply] = await thread('Jordan', 'my dad died in the spring. how do i get through his birthday next week');
    expect(reply).not.toMatch(/isn't weird/);
    expect(reply).toMatch(/dad/);
  });

  it('getting through tonight: small steps for tonight and words for the boss, not long-term overwork advice', async () => {
    const [reply] = await thread('Sam', 'this quarter is killing me. two deadlines tomorrow and my manager wants the report by 9am. how do i get through tonight');
    expect(reply).toMatch(/Tonight is about getting through/);
    expect(reply).toMatch(/sleep/);
    expect(reply).toMatch(/To your boss: "/);
    expect(reply).not.toMatch(/this week with facts|see a GP/);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('a joke about murder over food gets a light answer and a line to send, never a love-language template', async () => {
    const [reply] = await thread('Maya', 'gonna murder sam 😂 he finished the last of my leftover pizza and put the empty box back');
    expect(reply).toMatch(/empty box/);
    expect(reply).toMatch(/Sam replaces it/);
    expect(reply).toMatch(/A line you could send: "[^"]+pizza\."/);
    expect(reply).not.toMatch(LOVE_TEMPLATE);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('wanting to be alone while a partner tries to help: how to say so, in words from the member', async () => {
    const [reply] = await thread('Maya', 'my cat died on friday. sam keeps trying to distract me with plans but honestly i just want to be left alone for a bit');
    expect(reply).toMatch(/not shutting Sam out/);
    expect(reply).toMatch(/Tell Sam plainly, in a line you could send or say: "I know you're trying/);
    expect(reply).toMatch(/bowl and bed/);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('resting alone all weekend: "is that selfish" answered plainly, with a heads-up to send', async () => {
    const [reply] = await thread('Jordan', 'completely knackered after this month. planning to stay in bed all weekend and see nobody, is that selfish?');
    expect(reply).toMatch(/^No, it's not selfish\./);
    expect(reply).toMatch(/heads-up[^"]+"I'm completely wiped/);
    expect(reply).not.toMatch(/Planning what to say|calm moment/);
  });

  it('tired and asking about a relationship is not read as wanting rest', () => {
    const ctx = coachContext([coachPerson('Lee', 'couple')]);
    expect(readHeard('lately i feel drained, is it weird that i am dating someone who loves parties every night?', ctx)).toBeNull();
    expect(readHeard('completely drained, want to stay in all weekend and see no one. is that weird?', ctx)?.want).toBe('permission');
  });

  it('a family day to dread gets a survival plan for that day, not a confrontation template', async () => {
    const [reply] = await thread('Priya', "if my partner's family makes us play charades for three hours again i'll lose my mind lol. how do i get through christmas day");
    expect(reply).toMatch(/For Christmas Day:/);
    expect(reply).toMatch(/Give yourself a job/);
    expect(reply).not.toMatch(/I can't see|calm, private moment/);
  });

  it('a coworker who broke your work: fix it first, then words for them, not a generic workplace template', async () => {
    const [reply] = await thread('Theo', 'could throttle my coworker. she rewrote my whole slide deck without asking the night before the pitch and broke all the charts');
    expect(reply).toMatch(/put the earlier version back/);
    expect(reply).toMatch(/"Hey, the changes to my work/);
    expect(reply).not.toMatch(/fish|At work the aim is/);
  });

  it('done with organising for everyone: heard, with words to ask for it back, not a menu', async () => {
    const [reply] = await thread('Priya', "honestly i'm done. always the one who organises the group dinners and nobody ever plans anything for me");
    expect(reply).toMatch(/^Of course you're done\./);
    expect(reply).toMatch(/You could send: "/);
    expect(reply).not.toMatch(MENU);
  });

  it('made to sit through a partner\'s shows again: a fair trade and a light line, not a menu', async () => {
    const [reply] = await thread('Sam', 'maya made me binge six hours of reality tv yesterday and wants round two tonight. i am so dead 😩');
    expect(reply).toMatch(/Another marathon of reality TV/);
    expect(reply).toMatch(/Trade picks: one night Maya chooses/);
    expect(reply).not.toMatch(MENU);
    expect(reply).not.toMatch(CRISIS_LINES);
  });

  it('a club that keeps choosing the same: a way to choose and options to bring, not a confrontation template', async () => {
    const [reply] = await thread('Theo', 'our running club voted for the 6am hill session again. i am going to throttle the captain. how do i get them to pick something saner');
    expect(reply).toMatch(/When the running club keeps choosing/);
    expect(reply).toMatch(/take turns, or vote/);
    expect(reply).not.toMatch(/calm, private moment/);
  });

  it('a home job failing again: why it fails and what to do differently, not a menu', async () => {
    const [reply] = await thread('Jordan', 'this flat-pack wardrobe is killing me. rebuilt the door three times and it still wobbles');
    expect(reply).toMatch(/the method is wrong for the spot/);
    expect(reply).not.toMatch(MENU);
    const [tub] = await thread('Jordan', 're-did the silicone round the shower tray three times and it still cracks, this bathroom is killing me');
    expect(tub).toMatch(/flexible sanitary silicone/);
  });

  it('an idiom with no cause it knows is left alone', () => {
    const ctx = coachContext([coachPerson('Lee', 'couple')]);
    expect(readHeard('i could kill for a quiet night in, what films would lee and i both like?', ctx)).toBeNull();
  });
});

describe('look-alikes keep their route', () => {
  it('a plan asked for in so many words is not read as wanting to be heard', async () => {
    const ctx = coachContext([coachPerson('Lee', 'couple')]);
    expect(readHeard("We're hosting christmas for my in-laws and I'm exhausted already, can you make a plan for the day?", ctx)).toBeNull();
    // Rest for two is a plan for two, not time alone.
    expect(readHeard('any ideas for a lazy sunday for lee and me? we are both shattered after the move', ctx)).toBeNull();
    expect(readHeard('we are both shattered, want to stay in all weekend and see no one, is that weird?', ctx)).toBeNull();
    const [reply] = await thread('Priya', 'three deadlines this week and i am exhausted. make me a plan for the week');
    expect(reply).not.toMatch(/Tonight is about getting through|It's not antisocial/);
  });

  it('a draft asked for keeps the words answer', async () => {
    const [reply] = await thread('Theo', "i'm going to kill my housemate, he ate my birthday cake. help me write a message to him");
    expect(reply).not.toMatch(/read out at the trial/);
    expect(reply).toMatch(/"[^"]{20,}"/);
  });

  it('a later turn in a thread is left to the thread', () => {
    const ctx = coachContext([], [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello.' }]);
    expect(readHeard('gonna murder him, he ate the last of my cake and left the empty box', ctx)).toBeNull();
  });

  it('a real crisis still gets the crisis answer through the whole pipeline', async () => {
    const text = "my mum died last year and i talk to her every night. i've been saving up my pills so i can be with her soon. is that weird";
    expect(checkSafety(text).kind).toBe('crisis');
    const login = await world.t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'jordan@demo.attune', password: DEMO_PASSWORD } });
    const token = (login.json() as { token: string }).token;
    const { id } = (await world.t.request({ method: 'POST', url: '/api/chat/conversations', token, body: {} })).json() as { id: string };
    const res = await world.t.request({ method: 'POST', url: `/api/chat/conversations/${id}/messages`, token, body: { content: text } });
    const reply = res.json().assistantMessage.content as string;
    expect(reply).toMatch(CRISIS_LINES);
    expect(reply).not.toMatch(/isn't weird|keep someone close/);
  });
});
