/**
 * Blind round 20's everyday situations, mended after grading, with wordings of our own beside the round's: a go-between
 * between separated parents, work changed without a word first, a message unkind about someone sent to them, and the
 * words for a wish said instead of a hollow greeting. Demo world as in predicament.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';

const { thread } = demoCoach();

describe('the go-between (round 20 q18)', () => {
  it('answers stepping out of the middle, with words for each parent', async () => {
    const [reply] = await thread('Jordan', "my mum and dad are divorced and I'm always the messenger between them. how do I stop without upsetting either of them?");
    expect(reply).toMatch(/go-between/);
    expect(reply).toMatch(/stop passing news between you/);
    expect(reply).not.toMatch(/speech|toast/);
  });
});

describe('work changed without asking (round 20 t03)', () => {
  it('asks for the reason and a heads-up next time, then gives those words as the email', async () => {
    const [first, , email] = await thread('Theo',
      "Sam reassigned one of my tasks to someone else in the team meeting today without asking me first. I'm annoyed. How do I raise it without it turning into a thing",
      "He's in Toronto and I'm in Berlin, we overlap maybe 2 hours a day. Email or call?",
      'Ok write the email. Max 5 sentences.');
    expect(first).toMatch(/"Sam, quick one about the task that was reassigned in today's meeting/);
    expect(first).not.toMatch(/Would a 20-minute call once a week help/);
    expect(email).toMatch(/^Here it is, ready to send as an email:/);
    expect(email).toMatch(/heads-up before a change to my work/);
    expect(email).not.toMatch(/I've been thinking about you/);
    const [rewrote] = await thread('Sam', 'my manager rewrote my section of the report behind my back and sent it to the client. should i say something or let it go');
    expect(rewrote).toMatch(/^Say something, once and soon/);
  });
});

describe('something unkind sent to the person it was about (round 20 q34 and s11)', () => {
  it('is an apology to that person, not a joke for the wrong chat', async () => {
    const [voice] = await thread('Priya', "I sent a voice note moaning about my flatmate-turned-lodger's washing-up habits... TO HIM. Instead of my sister. He's heard it (blue ticks). What do I say?? Exact words please");
    expect(voice).toMatch(/"I owe you an apology\. That message wasn't meant for you/);
    expect(voice).not.toMatch(/wrong chat!/);
    const [notes] = await thread('Maya', 'i accidentally sent my rant about my manager to my manager. she has read it. what do i do');
    expect(notes).toMatch(/Go to the person it was about yourself/);
  });
});

describe('the words for a wish, not a hollow greeting (round 20 q13)', () => {
  it('thanks for the present named and asks for what is wanted instead', async () => {
    const [reply] = await thread('Maya', "can you give me the exact text to send priya. she sent me ANOTHER present (a candle set) and i love her but what i actually want is for us to just talk on the phone sometimes. i don't want to sound ungrateful. she's in london so the time difference is annoying");
    expect(reply).toMatch(/"Hey Priya! Thank you for the candle set, you're so thoughtful\. What I'd love most is for us to just talk on the phone sometimes\. I know the time difference/);
    expect(reply).not.toMatch(/I've been thinking about you and wanted to say something/);
  });
});

describe('a holiday alone (round 20 q37)', () => {
  it('answers the second thoughts, and gives the days a shape with some company, not a plan "together"', async () => {
    const [reply] = await thread('Theo', "Everyone in my office is going home for Christmas. I'm staying in Berlin on my own, which was my choice. Now it's getting close and I'm less sure I chose well. 24-26 Dec, what would you do?");
    expect(reply).toMatch(/^Having second thoughts as the days come closer is normal/);
    expect(reply).toMatch(/Put one bit of company on the calendar now/);
    expect(reply).not.toMatch(/\btogether\b|two of you/);
    const [hosting] = await thread('Maya', 'we are hosting christmas for 10, menu ideas?');
    expect(hosting).not.toMatch(/holiday on your own/);
  });
});

describe("everyday moments with people close (round 20 q10, q20, q25, q29, q39, q24)", () => {
  it('a name said wrong is owned lightly, with words to send', async () => {
    const [reply] = await thread('Sam', "help. had dinner at maya's dads last night and I called him Dave instead of Don. twice. do i say something or just pretend it never happened");
    expect(reply).toMatch(/^Say something, briefly and lightly/);
    expect(reply).toMatch(/"I'm still cringing that I got your name wrong/);
    const [own] = await thread('Priya', 'I got my new boss’s name wrong in front of the whole team. should i mention it?');
    expect(own).toMatch(/name slip/);
  });

  it('a friend in crisis who wants every evening gets a rhythm, and the partner protected time', async () => {
    const [reply] = await thread('Sam', "my best friend just got dumped and she wants me to come over literally every night. i love her but maya's starting to feel neglected. how do i not be a terrible friend");
    expect(reply).toMatch(/^You are not a terrible friend for having limits/);
    expect(reply).toMatch(/Tuesday and Friday/);
  });

  it('"it\'s fine" that is not fine gets a text that names it gently', async () => {
    const [reply] = await thread('Sam', "maya said 'it's fine' when i told her i'm going to the festival this weekend without her and i KNOW it's not fine. what do i text her rn");
    expect(reply).toMatch(/"Maya, I know you said it's fine, but I don't want to go off this weekend with you feeling left out/);
    expect(reply).not.toMatch(/Texting and calling habits/);
  });

  it('the words for a card, not gift ideas', async () => {
    const [reply] = await thread('Jordan', "Maya's birthday is next week and I'm terrible at cards. What do I write? She's my closest friend");
    expect(reply).toMatch(/"Hey Maya, happy birthday! All these years on, you're still one of the first people/);
    expect(reply).not.toMatch(/cookbook|bottle from a region/);
  });

  it('a sibling who gets the fuss: not petty, and how to ask to be noticed', async () => {
    const [reply] = await thread('Jordan', 'my parents make a huge fuss over my younger sister for doing the bare minimum. nobody said a word when I helped them move. is that petty');
    expect(reply).toMatch(/^It isn't petty\./);
  });

  it('days without a spoken word: worth noticing, and small daily contact', async () => {
    const [reply] = await thread('Jordan', "I work from home and live alone and I just realised I haven't said a word out loud since thursday. it's monday. not sad exactly, just noticed it");
    expect(reply).toMatch(/^It is worth noticing, even if you are not sad/);
    expect(reply).not.toMatch(/Which would help most/);
  });
});

describe('a guest who reorganises the home, and a breakup one ended (round 20 q05 and q11)', () => {
  it('sets it up before the visit, with a job to help with, not the answer to a remark', async () => {
    const [reply] = await thread('Priya', "My mother-in-law is staying with us for ten days over Christmas. Every visit she reorganises my kitchen. How do I set a boundary without starting World War 3? My husband just says 'she means well'");
    expect(reply).toMatch(/^You can, by setting it up before the visit/);
    expect(reply).toMatch(/Agree with your partner first/);
    expect(reply).not.toMatch(/A remark that keeps coming/);
  });

  it('meets the one who ended it, and names no plans the member did not mention', async () => {
    const [reply] = await thread('Theo', "Broke up with my girlfriend of 3 years, two weeks ago. It was my decision. So why do I feel worse than she apparently does? She's already posting party photos.");
    expect(reply).toMatch(/^Ending it yourself does not spare you the grief/);
    expect(reply).not.toMatch(/plans|a future you/i);
  });
});

describe('a yes said too fast, guests who do not speak, a helper who takes over (round 20 t04 and t06)', () => {
  it('offers a smaller yes early, and the same words when asked for the text', async () => {
    const [first, , text] = await thread('Jordan',
      "Maya asked if I could help her retile her bathroom next weekend and I said yes on the spot. But I'm already way behind on everything and I'm dreading it",
      "what if she gets upset though. she's been planning this for weeks",
      'ok what do I actually text her');
    expect(first).toMatch(/"Maya, I said yes too fast about the weekend/);
    expect(text).toMatch(/"Maya, I said yes too fast about the weekend/);
  });

  it('seats feuding relatives apart with an ally, then gives the organiser a whole job', async () => {
    const [, seating, help] = await thread('Maya',
      "i'm hosting dinner for my dad's 60th at the end of february, 10 people at our place. first time hosting something this big. where do i start",
      'complication: dad and his brother haven\'t spoken in two years and both are coming. seating?? and what do i do if it kicks off',
      "and priya's flying in for it and staying with us. she's the organiser type and i love her but i don't want her taking over. how do i let her help");
    expect(seating).toMatch(/^You can host two people who do not speak/);
    expect(help).toMatch(/"Priya, I'd love your help with this/);
    expect(help).not.toMatch(/Priya's type is/);
  });
});

describe("a visitor's free evenings (round 20 q03)", () => {
  it('is an evening showing them around, with one evening not the host\'s to fill', async () => {
    const [reply] = await thread('Theo', 'My colleague Sam is coming to Berlin for a conference in December and has 2 free evenings. I feel I should host him. He is extremely outgoing, I am the opposite. Budget maybe 60€ for my side. What do I do with him without dying of social exhaustion');
    expect(reply).toMatch(/^\*\*An evening showing Sam around Berlin/);
    expect(reply).toMatch(/You don't have to host every evening/);
    expect(reply).not.toMatch(/raise a pattern privately/);
  });
});

describe("a night to forget at the partner's work do (round 20 s15)", () => {
  it('owns it to the partner with a light apology, after the idiom, not a work-stress script', async () => {
    const [reply] = await thread('Sam', "so hungover i want to die. last night was maya's work party and i may have challenged her boss to an arm wrestle. and lost. what do i say to her lol");
    expect(reply).toMatch(/"Maya, I'm cringing about last night/);
    expect(reply).not.toMatch(/work stress|988|ending your life/i);
  });
});

describe('a coeliac guest (round 20 q32)', () => {
  it('makes the whole menu gluten-free, not a line beside pasta, bread and tiramisu', async () => {
    const [reply] = await thread('Jordan', "hosting dinner for 6 saturday at my place in toronto. $120 CAD total for food + wine. one guest is celiac, one doesn't eat pork. menu please");
    expect(reply).toMatch(/Kept to: C\$120 in all, gluten-free food/);
    const food = reply!.slice(reply!.indexOf('**The food**'), reply!.indexOf('**What you buy**'));
    expect(food).not.toMatch(/pasta|ragù|good bread|tiramisu|crumble|lasagne/i);
  });
});

describe('what helps an attachment style, one need a line (round 20 q08)', () => {
  it('lists the needs as bullets, so one need holding an "and" does not run into the next', async () => {
    const [reply] = await thread('Jordan', 'why does my result say fearful avoidant. anxiety 86 AND avoidance 95?? that sounds bad. explain it like a normal person pls');
    expect(reply).toMatch(/What helps you:\n- Patience and consistency over time\.\n- Someone who stays calm when you pull back and welcomes you when you come close\.\n- Gentle, explicit reassurance without pressure\./);
  });
});
