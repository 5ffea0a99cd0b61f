/**
 * The vocabulary of the assessment and the Vibe engine, shared by the server (scoring, storage, coach grounding)
 * and the web (screens). Pure types and constants only: no I/O.
 */

export const SURVEY_CATEGORY_IDS = [
  'communication',
  'conflict_resolution',
  'love_languages',
  'attachment_style',
  'intimacy_preferences',
  'emotional_processing',
  'decision_making',
  'personal_boundaries',
  'relationship_goals',
  'social_preferences',
  'stress_management',
  'life_philosophy',
  'future_planning',
  'personal_growth',
  'intimacy_communication',
] as const;
export type SurveyCategoryId = (typeof SURVEY_CATEGORY_IDS)[number];

export const OPTIONS_PER_CATEGORY = 20;

/** The four type axes. The first letter of each pair is the "first pole" (E, S, T, J). */
export const AXES = ['EI', 'SN', 'TF', 'JP'] as const;
export type Axis = (typeof AXES)[number];
export type TypeLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

export const LOVE_LANGUAGES = [
  'words_of_affirmation',
  'quality_time',
  'acts_of_service',
  'gifts',
  'physical_touch',
] as const;
export type LoveLanguage = (typeof LOVE_LANGUAGES)[number];

export const ATTACHMENT_STYLES = ['secure', 'anxious', 'avoidant', 'fearful_avoidant'] as const;
export type AttachmentStyle = (typeof ATTACHMENT_STYLES)[number];

export const STABILITY_DIMENSIONS = ['mental', 'emotional', 'physical', 'social', 'spiritual', 'desire'] as const;
export type StabilityDimension = (typeof STABILITY_DIMENSIONS)[number];

/** Where each stability area's 0–100 score sits in the results. */
export const STABILITY_RESULT_FIELD = {
  mental: 'mentalStability',
  emotional: 'emotionalStability',
  physical: 'physicalStability',
  social: 'socialStability',
  spiritual: 'spiritualStability',
  desire: 'desireStability',
} as const satisfies Record<StabilityDimension, string>;

/**
 * What choosing one survey option says about a person. Every field is optional; values are small signed numbers
 * (roughly -2..+2) added up over all chosen options and then normalised by the scorer.
 * - axes: positive pushes towards the first pole (E, S, T, J), negative towards the second (I, N, F, P).
 * - anxiety / avoidance: the two attachment dimensions (ECR-R style), positive = more.
 * - giving / receiving: love-language affinities.
 * - stability: positive = more stable in that dimension, negative = a strain.
 */
export interface OptionWeights {
  axes?: Partial<Record<Axis, number>>;
  anxiety?: number;
  avoidance?: number;
  giving?: Partial<Record<LoveLanguage, number>>;
  receiving?: Partial<Record<LoveLanguage, number>>;
  stability?: Partial<Record<StabilityDimension, number>>;
}

export interface SurveyOption {
  /** First-person statement, our own words. */
  text: string;
  weights: OptionWeights;
}

export interface SurveyCategory {
  id: SurveyCategoryId;
  name: string;
  description: string;
  /** Exactly OPTIONS_PER_CATEGORY options; a response stores their indexes. */
  options: SurveyOption[];
}

/** A person's answers: for each category, the sorted indexes of the options they chose. */
export type SurveyAnswers = Partial<Record<SurveyCategoryId, number[]>>;

export interface AxisEvidence {
  axis: Axis;
  /** The letter the person leans to. */
  letter: TypeLetter;
  /** 50..100: how strongly they lean to `letter` ("72% Introverted"). */
  percent: number;
  /** 0..100 towards the first pole (E, S, T, J); 50 is the midpoint. */
  firstPolePercent: number;
  /** Within 10 points of the midpoint. */
  borderline: boolean;
}

export interface SurveyEvidence {
  axes: AxisEvidence[];
  /** 0..100 each. */
  attachment: { anxiety: number; avoidance: number };
  /** 0..100 per language. */
  loveLanguages: { giving: Record<LoveLanguage, number>; receiving: Record<LoveLanguage, number> };
}

/** The results of §3 plus the evidence behind them. */
export interface SurveyResults {
  /** Four letters, e.g. "INFJ". */
  personalityType: string;
  /** The attachment style (the spec calls the field relationshipType and shows it as Attachment Style). */
  relationshipType: AttachmentStyle;
  loveLanguageGiving: LoveLanguage;
  loveLanguageReceiving: LoveLanguage;
  overallStability: number;
  mentalStability: number;
  emotionalStability: number;
  physicalStability: number;
  socialStability: number;
  spiritualStability: number;
  desireStability: number;
  evidence: SurveyEvidence;
}

export interface PersonalityTypeInfo {
  code: string; // "INFJ"
  nickname: string;
  description: string;
  /** How they love, argue and repair: one paragraph, our words. */
  inLove: string;
  mostCompatible: string[]; // four codes
  challenging: string[]; // four codes
}

export interface HobbyActivity {
  id: string;
  name: string;
  description: string;
}

export interface HobbyCategory {
  id: string;
  name: string;
  description: string;
  /** A Mantine colour name, e.g. "teal". */
  color: string;
  /** An emoji used as the category icon. */
  icon: string;
  activities: HobbyActivity[];
}

export const HOBBY_FREQUENCIES = ['rarely', 'sometimes', 'often', 'always'] as const;
export type HobbyFrequency = (typeof HOBBY_FREQUENCIES)[number];
export const HOBBY_INTENSITIES = ['casual', 'moderate', 'intense'] as const;
export type HobbyIntensity = (typeof HOBBY_INTENSITIES)[number];

export interface HobbySelection {
  activityId: string;
  /** 1..5 */
  interest: number;
  frequency: HobbyFrequency;
  intensity: HobbyIntensity;
}

export interface HobbyCategoryAnswer {
  category: string;
  selections: HobbySelection[];
  preferences: { topThree: string[]; notes: string };
}

export const WEIGHT_PREFERENCES = ['personality_focused', 'balanced', 'lifestyle_focused'] as const;
export type WeightPreference = (typeof WEIGHT_PREFERENCES)[number];

export interface CompatibilityWeights {
  personalityWeight: number;
  lifestyleWeight: number;
  preference: WeightPreference;
}

export const RELATIONSHIP_TYPES = ['professional', 'friend', 'family', 'couple', 'crush'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** What the Vibe engine knows of one person. */
export interface VibePerson {
  firstName: string;
  results: SurveyResults;
  /** null when the person has not done the hobby assessment. */
  hobbies: HobbyCategoryAnswer[] | null;
}

export interface VibeInput {
  /** The viewing person: the reasons are written to them. */
  viewer: VibePerson;
  other: VibePerson;
  /** The weights the score uses: the pair's weights (pairWeights, decision 012) so both people read one number. */
  weights: Pick<CompatibilityWeights, 'personalityWeight' | 'lifestyleWeight'>;
  /** The viewer's own weights, for the secondary "weighted your way" figure; omitted → no such figure. */
  viewerWeights?: Pick<CompatibilityWeights, 'personalityWeight' | 'lifestyleWeight'>;
  relationshipType: RelationshipType;
}

export type VibeBand = 'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Low';

export interface VibePart {
  id: 'type_match' | 'axes' | 'attachment' | 'love_languages' | 'stability' | 'shared_activities' | 'category_overlap';
  label: string;
  /** 0..100 */
  score: number;
  /** Relative weight of this part inside its component (0..1, the parts of a component sum to 1). */
  weight: number;
  /** One-line explanations, written to the viewer ("You both recharge alone"). At least one. */
  reasons: string[];
  /** The reason of this part that is a watch-out (the one to quote as a weak spot), or null when none is. */
  watchOut: string | null;
  /** Set when the other person keeps what is behind this part private: its reasons are replaced by a note. */
  withheld?: true;
}

export interface VibeComponent {
  /** 0..100 */
  score: number;
  /** Percent of the total this component carries (the pair's weight). */
  weight: number;
  parts: VibePart[];
}

export interface VibeResult {
  /** 0..100 integer. */
  score: number;
  band: VibeBand;
  personality: VibeComponent;
  /** null when either person has no hobby answers; then personality carries 100%. */
  lifestyle: VibeComponent | null;
  /** The three or four reasons most worth showing first. */
  highlights: string[];
  /**
   * The score in the viewer's own weights ("weighted your way"), when it differs from the pair's score; null when
   * it is the same, when no viewer weights were given, or when lifestyle is absent (weights then do not apply).
   */
  yourWay: { score: number; personalityWeight: number } | null;
}
