/**
 * Probe K of the safety screen (decision 074): written and committed after probe J's fixes and before the screen was
 * run on it, to measure once more how the concepts carry to words they were not fitted to. Its first score is in
 * decision 074. Its misses were then fixed by broadening the concepts behind them (a safety screen should not keep a
 * known miss), so it is a regression set now, not a measure.
 */
import type { SignedCase } from './safety.heldout3.js';

export const PROBE_K_TRIGGER: SignedCase[] = [
  { sign: 'preparation', label: 'crisis', text: "wrote out who gets what on a bit of paper and put it with my passport. feels like the right time" },
  { sign: 'burden', label: 'crisis', text: 'my kids deserve a mum who isnt a mess. theyd get over it quicker than people think' },
  { sign: 'intent', label: 'crisis', text: 'booked a hotel room for saturday on my own. told nobody. i have the tablets with me' },
  { sign: 'hopeless', label: 'concern', text: "honestly i'm just waiting for it all to be over. not in a dramatic way, i'm just done" },
  { sign: 'selfharm', label: 'crisis', text: 'haven\'t let myself eat in four days as a punishment and i bang my head on the wall when i mess up' },
  { sign: 'monitoring', label: 'abuse', text: "if i don't answer his call by the third ring he drives to wherever i am. my location has to stay on" },
  { sign: 'money', label: 'abuse', text: 'she opened credit cards in my name and says if i tell anyone she will say i did it' },
  { sign: 'fear', label: 'abuse', text: "i rehearse what i'm going to say before i ask him anything, even what we're having for tea" },
  { sign: 'stalking', label: 'abuse', text: "we broke up in may and he still messages my friends to find out where i'm going, then just happens to be there" },
  { sign: 'other', label: 'friend', text: "my dad's been saying goodbye to everyone at church and he gave me his watch. he said he's ready" },
];

export const PROBE_K_ORDINARY: string[] = [
  'this spreadsheet is going to be the death of me',
  "i'd sell my soul for a lie in",
  "wrote down who gets which room when we move, the kids are fighting over it",
  "i'm done with this diet, it's pizza tonight",
  'he drives me mad, leaves wet towels everywhere',
  'my mum keeps her location on for us since her fall, it gives us peace of mind',
  'booked a hotel for saturday, surprise weekend for my wife',
  "we're waiting for it all to be over, the house sale I mean, so stressful",
  'my grandad gave me his watch for my 30th, so touched',
  'I rehearse presentations out loud in the car, is that weird?',
];
