import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARING, type SharingChoices } from '../../../shared/privacy.js';
import type { VibeResult } from '../../../shared/assessment/types.js';
import { privateNote, relationFromPair, sharedResults, visibilityOf, visibleVibe, type Relation, type Visibility } from './visibility.js';
import { scoreSurvey } from '../../../shared/assessment/scoring.js';
import { QUIET } from '../../test/connections.js';

const ALL_ON: SharingChoices = { attachment: true, loveLanguages: true, stability: true };
const ALL_OFF: SharingChoices = { attachment: false, loveLanguages: false, stability: false };

const row = (name: boolean, photo: boolean, email: boolean, personalityType: boolean, vibe: boolean, interests: boolean, attachment: boolean, loveLanguages: boolean, stability: boolean): Visibility => ({
  name,
  photo,
  email,
  personalityType,
  vibe,
  interests,
  attachment,
  loveLanguages,
  stability,
});

// The whole table, written out: relation × choices → what the viewer may see.
const TABLE: Array<[Relation, SharingChoices, Visibility]> = [
  ['self', ALL_OFF, row(true, true, true, true, true, true, true, true, true)],
  ['self', ALL_ON, row(true, true, true, true, true, true, true, true, true)],
  ['connection', DEFAULT_SHARING, row(true, true, true, true, true, true, true, true, false)],
  ['connection', ALL_ON, row(true, true, true, true, true, true, true, true, true)],
  ['connection', ALL_OFF, row(true, true, true, true, true, true, false, false, false)],
  ['connection', { attachment: false, loveLanguages: true, stability: true }, row(true, true, true, true, true, true, false, true, true)],
  ['pending_recipient', ALL_ON, row(true, true, false, true, false, false, false, false, false)],
  ['pending_recipient', ALL_OFF, row(true, true, false, true, false, false, false, false, false)],
  ['pending_requester', ALL_ON, row(false, false, false, false, false, false, false, false, false)],
  ['admin', ALL_ON, row(true, false, true, false, false, false, false, false, false)],
  ['stranger', ALL_ON, row(false, false, false, false, false, false, false, false, false)],
  ['stranger', DEFAULT_SHARING, row(false, false, false, false, false, false, false, false, false)],
];

describe('visibilityOf: what viewer V may see of person P', () => {
  it.each(TABLE)('%s with choices %j', (relation, choices, expected) => {
    expect(visibilityOf(relation, choices)).toEqual(expected);
  });

  it('uses the defaults when the person never chose: attachment and love languages on, stability off', () => {
    expect(DEFAULT_SHARING).toEqual({ attachment: true, loveLanguages: true, stability: false });
    expect(visibilityOf('connection')).toEqual(visibilityOf('connection', DEFAULT_SHARING));
  });

  it('never shows anything sensitive to someone who is not an active connection, whatever the choices', () => {
    for (const relation of ['stranger', 'pending_requester', 'pending_recipient', 'admin'] as const) {
      const v = visibilityOf(relation, ALL_ON);
      expect([v.vibe, v.attachment, v.loveLanguages, v.stability, v.interests]).toEqual([false, false, false, false, false]);
    }
  });
});

describe('relationFromPair', () => {
  const pending = { user1_id: 'a', user2_id: 'b', status: 'pending' as const };
  const active = { ...pending, status: 'active' as const };
  it('reads self, both sides of a request, a connection, the admin and a stranger', () => {
    expect(relationFromPair('a', 'a', undefined)).toBe('self');
    expect(relationFromPair('a', 'b', pending)).toBe('pending_requester');
    expect(relationFromPair('b', 'a', pending)).toBe('pending_recipient');
    expect(relationFromPair('a', 'b', active)).toBe('connection');
    expect(relationFromPair('b', 'a', active, true)).toBe('connection');
    expect(relationFromPair('a', 'b', undefined, true)).toBe('admin');
    expect(relationFromPair('a', 'b', undefined)).toBe('stranger');
  });
});

describe('sharedResults', () => {
  const results = scoreSurvey(QUIET);
  it('keeps the type and leanings and drops each hidden part entirely', () => {
    const shared = sharedResults(results, visibilityOf('connection', DEFAULT_SHARING))!;
    expect(shared.personalityType).toBe(results.personalityType);
    expect(shared.evidence.axes).toEqual(results.evidence.axes);
    expect(shared.relationshipType).toBe(results.relationshipType);
    expect(shared.evidence.attachment).toEqual(results.evidence.attachment);
    expect([shared.loveLanguageGiving, shared.loveLanguageReceiving]).toEqual([results.loveLanguageGiving, results.loveLanguageReceiving]);
    expect(Object.keys(shared).filter((k) => k.endsWith('Stability'))).toEqual([]);
    const none = sharedResults(results, visibilityOf('connection', ALL_OFF))!;
    expect(Object.keys(none).sort()).toEqual(['evidence', 'personalityType']);
    expect(Object.keys(none.evidence)).toEqual(['axes']);
    expect(sharedResults(results, visibilityOf('connection', ALL_ON))).toEqual(results);
  });
  it('is nothing at all for someone who may not see the type', () => {
    expect(sharedResults(results, visibilityOf('stranger'))).toBeNull();
    expect(sharedResults(results, visibilityOf('pending_requester'))).toBeNull();
    expect(sharedResults(null, visibilityOf('self'))).toBeNull();
  });
});

describe('visibleVibe', () => {
  const part = (id: VibeResult['personality']['parts'][number]['id'], reason: string) => ({ id, label: id, score: 60, weight: 0.25, reasons: [reason], watchOut: reason });
  const vibe: VibeResult = {
    score: 71,
    band: 'Very Good',
    personality: {
      score: 70,
      weight: 50,
      parts: [part('type_match', 'types fit'), part('attachment', 'Sam worries about closeness'), part('love_languages', 'Sam loves words'), part('stability', 'Sam is on shaky ground')],
    },
    lifestyle: { score: 72, weight: 50, parts: [part('shared_activities', 'you both hike')] },
    highlights: ['types fit', 'Sam worries about closeness', 'Sam is on shaky ground', 'you both hike'],
    yourWay: null,
  };

  it('keeps the one score and replaces the reasons of each hidden part with an honest note', () => {
    const seen = visibleVibe(vibe, visibilityOf('connection', DEFAULT_SHARING), 'Sam')!;
    expect(seen.score).toBe(71);
    const byId = Object.fromEntries(seen.personality.parts.map((p) => [p.id, p.reasons]));
    expect(byId.attachment).toEqual(['Sam worries about closeness']);
    expect(byId.stability).toEqual([privateNote('Sam', 'stability')]);
    expect(privateNote('Sam', 'stability')).toBe("Part of this score comes from Sam's stability scores, which Sam keeps private. It still counts, so you both see the same Vibe; only the details stay with Sam.");
    expect(seen.highlights).toEqual(['types fit', 'Sam worries about closeness', 'you both hike']);
    const none = visibleVibe(vibe, visibilityOf('connection', ALL_OFF), 'Sam')!;
    expect(JSON.stringify(none)).not.toMatch(/worries|loves words|shaky/);
    expect(none.lifestyle!.parts[0]!.reasons).toEqual(['you both hike']);
  });

  it('is the whole Vibe when everything is shared, and nothing for anyone who may not see it', () => {
    expect(visibleVibe(vibe, visibilityOf('connection', ALL_ON), 'Sam')).toBe(vibe);
    expect(visibleVibe(vibe, visibilityOf('pending_recipient', ALL_ON), 'Sam')).toBeNull();
    expect(visibleVibe(null, visibilityOf('connection'), 'Sam')).toBeNull();
  });
});
