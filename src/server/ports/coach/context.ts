import type { Locale } from '../../../shared/locales.js';
/**
 * The input every coach provider gets (builtin, or any hosted model behind it).
 * Pure data: the server assembles it from storage before calling a provider.
 */
import type {
  HobbyCategoryAnswer,
  RelationshipType,
  SurveyEvidence,
  SurveyResults,
  VibeResult,
} from '../../../shared/assessment/types.js';

/** The result fields a person may keep from their connections (Settings › Privacy): attachment, love languages, stability. */
export type PrivateResultField =
  | 'relationshipType'
  | 'loveLanguageGiving'
  | 'loveLanguageReceiving'
  | 'overallStability'
  | 'mentalStability'
  | 'emotionalStability'
  | 'physicalStability'
  | 'socialStability'
  | 'spiritualStability'
  | 'desireStability';

/**
 * A person's results as someone else may see them: the same fields as SurveyResults, with each part the person
 * keeps private absent (never guessed or zeroed). A full SurveyResults is one too (the person's own view).
 * The server's privacy feature (privacy/visibility.ts) decides which parts are present.
 */
export type SharedResults = Omit<SurveyResults, PrivateResultField | 'evidence'> &
  Partial<Pick<SurveyResults, PrivateResultField>> & {
    evidence: Pick<SurveyEvidence, 'axes'> & Partial<Pick<SurveyEvidence, 'attachment' | 'loveLanguages'>>;
  };

export interface CoachPerson {
  firstName: string;
  results: SurveyResults | null;
  hobbies: HobbyCategoryAnswer[] | null;
  /**
   * In a shared ("with") chat the other person reads the coach too: the parts of the person's own results they keep
   * from their connections (Settings › Privacy), which the reply must not mention.
   */
  keptFromAudience?: PrivatePart[];
  /**
   * The parts of the person's own results they keep from all their connections (Settings › Privacy), so the coach can
   * say what each connection sees rather than "unless you keep them private". Absent where it was not loaded.
   */
  keeps?: PrivatePart[];
  /**
   * The person's latest journal reflections, only when they leave "Let the coach use my reflections" on. Private:
   * used in their own coach and "about" chats, never in a chat the other person reads.
   */
  reflections?: CoachReflection[];
  /**
   * Short facts the person asked the coach to remember (coach/memory.ts), newest first. Private like reflections:
   * only in their own coach and "about" chats.
   */
  memories?: string[];
  /** How sure and how recent the person's own results are (issue 32). Private like memories: their own chats only. */
  measurement?: CoachMeasurement;
}

export interface CoachMeasurement {
  /** Labels of the scales the person's own answers left unclear (they pulled both ways). */
  unclearScales: string[];
  /** The attempt before the latest, for "what changed since last time?"; null after one attempt. */
  previousAttempt: { completedAt: string; results: SurveyResults } | null;
}

export interface CoachReflection {
  actionTitle: string;
  stabilityType: string;
  content: string;
  insights: string | null;
  createdAt: string;
}

export type PrivatePart = 'attachment' | 'loveLanguages' | 'stability';

export interface CoachConnection {
  firstName: string;
  lastName: string;
  relationshipType: RelationshipType;
  /**
   * Their results as the person may see them (privacy/visibility.ts): the parts they keep private are absent, and
   * the coach must neither state nor guess them.
   */
  results: SharedResults | null;
  /** The Vibe with the reasons that would reveal a private part withheld (visibleVibe). */
  vibe: VibeResult | null;
  /** Their interests, when the caller loaded them (ideas for time together start from what you share). */
  hobbies?: HobbyCategoryAnswer[] | null;
  /**
   * The pronouns they gave ("she/her"), when the data has them. Absent means unknown: a "her" in a message is then
   * matched to nobody by guess (decide/clarify.ts whoQuestion).
   */
  pronouns?: string | null;
  /**
   * The pair's last revealed daily questions (decision 078), newest first: present only in the person's private
   * chats, and only while both people let the coach use them. Never an answer that is not revealed.
   */
  dailyAnswers?: CoachDailyAnswer[];
}

/** One revealed day of the daily question: the question and both answers (each cut to a bounded length). */
export interface CoachDailyAnswer {
  date: string;
  question: string;
  mine: string;
  theirs: string;
}

/**
 * Someone the person has a pending connection with (either side asked). Only their name and the relationship type:
 * their results are shared only once the request is accepted, so the coach says that instead of guessing.
 */
export interface CoachPendingPerson {
  firstName: string;
  lastName: string;
  relationshipType: RelationshipType;
  /** true when the person sent the request and waits for the other; false when it waits in their own Pending tab */
  sentByMe: boolean;
  /** the asker's type, only on a request waiting for this member (what the Pending tab shows them) */
  personalityType?: string;
}

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachContext {
  coachName: string;
  /** The language the person reads Attune in (decision 071): model providers are told to answer in it. */
  locale?: Locale;
  /**
   * The person's IANA time zone (users.time_zone; UTC until their browser reports one): where they probably are, so
   * crisis help names their country's numbers when no message says where they are (decision 090).
   */
  timeZone?: string;
  person: CoachPerson;
  connections: CoachConnection[];
  /** Pending requests, sent or received (names only). */
  pending?: CoachPendingPerson[];
  history: CoachTurn[];
  /** set in an "about" chat: the connection being discussed */
  focus?: CoachConnection;
}
