/**
 * The hobby / interest catalogue (spec §2 progressive assessment phase 2, §3 hobby category, §9 interest ratings)
 * and the interest profile derived from a person's ratings. Pure data and functions, no I/O.
 */
import type { HobbyActivity, HobbyCategory, HobbyCategoryAnswer } from './types.js';

export const HOBBY_CATEGORIES: HobbyCategory[] = [
  {
    id: 'outdoors_movement',
    name: 'Outdoors & Movement',
    description: 'Getting outside, moving your body and feeling a bit of fresh air or healthy effort.',
    color: 'green',
    icon: '🥾',
    activities: [
      { id: 'hiking', name: 'Hiking & walking', description: 'Trails, coastal paths or long wanders through town.' },
      { id: 'running', name: 'Running', description: 'Jogging, park runs, races or just clearing your head.' },
      { id: 'cycling', name: 'Cycling', description: 'Road rides, mountain biking or cycling to get around.' },
      { id: 'swimming', name: 'Swimming', description: 'Pools, lakes or the sea, for fitness or for fun.' },
      { id: 'gym_training', name: 'Gym & strength training', description: 'Lifting, classes or a regular workout routine.' },
      { id: 'team_sports', name: 'Team sports', description: 'Football, basketball, netball, volleyball and the like.' },
      { id: 'racket_sports', name: 'Racket sports', description: 'Tennis, badminton, squash or padel.' },
      { id: 'climbing', name: 'Climbing & bouldering', description: 'Indoor walls or real rock, solving routes with your hands.' },
      { id: 'camping', name: 'Camping', description: 'Nights under canvas, campfires and simple living.' },
      { id: 'water_sports', name: 'Water sports', description: 'Surfing, kayaking, paddleboarding or sailing.' },
      { id: 'snow_sports', name: 'Snow sports', description: 'Skiing, snowboarding or a winter trip to the mountains.' },
      { id: 'dancing', name: 'Dancing', description: 'Classes, social dancing or moving to music at home.' },
    ],
  },
  {
    id: 'creative_arts',
    name: 'Creative Arts',
    description: 'Making things that express something: with your hands, your voice, words or images.',
    color: 'grape',
    icon: '🎨',
    activities: [
      { id: 'drawing_painting', name: 'Drawing & painting', description: 'Sketchbooks, watercolours, acrylics or digital art.' },
      { id: 'photography', name: 'Photography', description: 'Capturing people, places and details worth keeping.' },
      { id: 'creative_writing', name: 'Creative writing', description: 'Stories, poems, journaling with a creative twist.' },
      { id: 'playing_music', name: 'Playing an instrument', description: 'Guitar, piano, drums or whatever you pick up.' },
      { id: 'singing', name: 'Singing', description: 'Choirs, karaoke or singing loudly in the car.' },
      { id: 'crafts', name: 'Crafts & DIY making', description: 'Knitting, sewing, pottery, woodwork and other handmade things.' },
      { id: 'acting_theatre', name: 'Acting & theatre', description: 'Performing, improv or helping out backstage.' },
      { id: 'film_video', name: 'Filmmaking & video', description: 'Shooting, editing and sharing your own videos.' },
      { id: 'design', name: 'Design', description: 'Graphic design, interiors, fashion or making things look right.' },
      { id: 'music_production', name: 'Music production', description: 'Making beats, recording or mixing tracks.' },
      { id: 'digital_creation', name: 'Digital creating', description: 'Blogging, streaming, podcasts or building a small online project.' },
    ],
  },
  {
    id: 'food_home',
    name: 'Food & Home',
    description: 'The everyday pleasures of cooking, eating, growing things and making a place feel like home.',
    color: 'orange',
    icon: '🍳',
    activities: [
      { id: 'cooking', name: 'Cooking', description: 'Trying recipes, making comfort food or cooking for others.' },
      { id: 'baking', name: 'Baking', description: 'Bread, cakes, pastries and the patience they take.' },
      { id: 'eating_out', name: 'Eating out', description: 'New restaurants, street food and favourite local spots.' },
      { id: 'coffee_tea', name: 'Coffee & tea', description: 'Cafés, brewing at home and tasting different kinds.' },
      { id: 'wine_beer', name: 'Wine, beer & mixing drinks', description: 'Tasting, pairing or making a good drink at home.' },
      { id: 'gardening', name: 'Gardening', description: 'Growing flowers, vegetables or a windowsill of herbs.' },
      { id: 'houseplants', name: 'Houseplants', description: 'Keeping a small indoor jungle alive and thriving.' },
      { id: 'home_decor', name: 'Home decorating', description: 'Arranging, styling and refreshing your space.' },
      { id: 'home_improvement', name: 'Home improvement', description: 'Repairs, renovation and projects around the house.' },
      { id: 'hosting_dinners', name: 'Hosting dinners', description: 'Having people over for food and long conversations.' },
      { id: 'pets', name: 'Pets & animals', description: 'Caring for, training and spending time with animals.' },
      { id: 'markets', name: 'Markets & food shopping', description: 'Farmers markets, delis and browsing for ingredients.' },
    ],
  },
  {
    id: 'mind_learning',
    name: 'Mind & Learning',
    description: 'Feeding your curiosity with reading, puzzles, ideas and new skills.',
    color: 'blue',
    icon: '📚',
    activities: [
      { id: 'reading_fiction', name: 'Reading fiction', description: 'Novels, short stories and getting lost in another world.' },
      { id: 'reading_nonfiction', name: 'Reading non-fiction', description: 'History, science, biographies and big ideas.' },
      { id: 'podcasts', name: 'Podcasts & audiobooks', description: 'Learning or listening on walks, commutes and chores.' },
      { id: 'languages', name: 'Learning languages', description: 'Apps, classes or chatting with native speakers.' },
      { id: 'puzzles', name: 'Puzzles & brain teasers', description: 'Crosswords, sudoku, jigsaws and logic puzzles.' },
      { id: 'chess_strategy', name: 'Chess & strategy games', description: 'Thinking several moves ahead against a worthy opponent.' },
      { id: 'science_tech', name: 'Science & technology', description: 'Following discoveries, gadgets and how things work.' },
      { id: 'coding', name: 'Coding & building tech', description: 'Programming, electronics or tinkering with software.' },
      { id: 'history_culture', name: 'History & culture', description: 'Museums, documentaries and understanding the past.' },
      { id: 'courses', name: 'Courses & workshops', description: 'Taking a class just to learn something new.' },
      { id: 'debate_discussion', name: 'Debate & discussion', description: 'Talking through ideas, politics or philosophy.' },
      { id: 'investing', name: 'Personal finance & investing', description: 'Budgets, markets and planning for the future.' },
    ],
  },
  {
    id: 'social_community',
    name: 'Social & Community',
    description: 'Time with other people, from a big night out to quietly helping your neighbourhood.',
    color: 'pink',
    icon: '🤝',
    activities: [
      { id: 'parties', name: 'Parties & nights out', description: 'Going out, celebrating and meeting new people.' },
      { id: 'small_gatherings', name: 'Small get-togethers', description: 'A few close friends, good food and easy conversation.' },
      { id: 'volunteering', name: 'Volunteering', description: 'Giving time to a cause or organisation you care about.' },
      { id: 'community_events', name: 'Community events', description: 'Local fairs, meetups, clubs and neighbourhood life.' },
      { id: 'travel', name: 'Travel', description: 'Exploring new places, near or far.' },
      { id: 'festivals', name: 'Festivals', description: 'Music, food or cultural festivals with a crowd.' },
      { id: 'board_games', name: 'Board & card games', description: 'Game nights, party games and friendly competition.' },
      { id: 'family_time', name: 'Family time', description: 'Visits, traditions and time with relatives.' },
      { id: 'mentoring', name: 'Mentoring & teaching', description: 'Helping someone else learn or grow.' },
      { id: 'activism', name: 'Activism & causes', description: 'Campaigning, organising or standing up for change.' },
      { id: 'faith_community', name: 'Faith or belief community', description: 'Gathering with people who share your beliefs.' },
    ],
  },
  {
    id: 'entertainment_media',
    name: 'Entertainment & Media',
    description: 'Stories, games and shows you enjoy, on your own or together.',
    color: 'indigo',
    icon: '🎬',
    activities: [
      { id: 'movies', name: 'Movies', description: 'Cinema trips, film nights and favourite directors.' },
      { id: 'tv_series', name: 'TV series', description: 'Binge-watching, weekly episodes and talking about them.' },
      { id: 'video_games', name: 'Video games', description: 'Console, PC or mobile, solo or with others.' },
      { id: 'live_music', name: 'Live music & concerts', description: 'Gigs, orchestras and small venues.' },
      { id: 'listening_music', name: 'Listening to music', description: 'Playlists, albums and discovering new artists.' },
      { id: 'theatre_shows', name: 'Theatre & shows', description: 'Plays, musicals, comedy and dance performances.' },
      { id: 'sports_watching', name: 'Watching sports', description: 'Following a team, big matches and the drama of a game.' },
      { id: 'anime_comics', name: 'Anime & comics', description: 'Manga, graphic novels, anime and comic series.' },
      { id: 'social_media', name: 'Social media & online culture', description: 'Memes, creators and online communities.' },
      { id: 'trivia_quizzes', name: 'Trivia & quiz nights', description: 'Pub quizzes, quiz shows and knowing random facts.' },
      { id: 'tabletop_rpg', name: 'Tabletop role-playing', description: 'Building stories together around a table.' },
    ],
  },
  {
    id: 'wellness_spirituality',
    name: 'Wellness & Spirituality',
    description: 'Practices that calm the mind, care for the body and connect you to something bigger.',
    color: 'teal',
    icon: '🧘',
    activities: [
      { id: 'yoga', name: 'Yoga', description: 'Stretching, breathing and moving with intention.' },
      { id: 'meditation', name: 'Meditation & mindfulness', description: 'Quiet practice to settle and notice the present.' },
      { id: 'journaling', name: 'Journaling & reflection', description: 'Writing to understand your own thoughts and feelings.' },
      { id: 'spa_selfcare', name: 'Self-care & pampering', description: 'Baths, massages, skincare and slow evenings.' },
      { id: 'nature_time', name: 'Time in nature', description: 'Parks, forests and the sea, simply to be there.' },
      { id: 'healthy_eating', name: 'Healthy eating', description: 'Cooking and eating in a way that feels good for you.' },
      { id: 'prayer_faith', name: 'Prayer & faith practice', description: 'Personal or shared spiritual practice.' },
      { id: 'personal_growth_reading', name: 'Personal growth', description: 'Books, talks and exercises to become who you want to be.' },
      { id: 'breathwork', name: 'Breathwork & relaxation', description: 'Breathing techniques and ways to unwind.' },
      { id: 'sleep_rest', name: 'Rest & good sleep', description: 'Protecting sleep, naps and unhurried mornings.' },
      { id: 'retreats', name: 'Retreats', description: 'Time away to recharge, reflect or practise.' },
      { id: 'tai_chi', name: 'Tai chi & qigong', description: 'Slow, flowing movement for balance and calm.' },
    ],
  },
];

/** Interest labels by rating; index = interest - 1 (spec §9). */
export const INTEREST_LABELS: string[] = ['Not really', 'A little', 'Moderately', 'Very much', 'Absolutely love it!'];

/** Interest at or above this counts as "high interest" (spec §9). */
export const HIGH_INTEREST = 4;

const ACTIVITY_INDEX: Map<string, { category: HobbyCategory; activity: HobbyActivity; order: number }> = (() => {
  const index = new Map<string, { category: HobbyCategory; activity: HobbyActivity; order: number }>();
  let order = 0;
  for (const category of HOBBY_CATEGORIES) {
    for (const activity of category.activities) index.set(activity.id, { category, activity, order: order++ });
  }
  return index;
})();

/** The activity and its category, or undefined for an unknown id. */
export function findActivity(id: string): { category: HobbyCategory; activity: HobbyActivity } | undefined {
  const hit = ACTIVITY_INDEX.get(id);
  return hit ? { category: hit.category, activity: hit.activity } : undefined;
}

/** The category with this id, or undefined. */
export function findHobbyCategory(id: string): HobbyCategory | undefined {
  return HOBBY_CATEGORIES.find((c) => c.id === id);
}

/** The label for an interest rating 1..5 (rounded and clamped), or '' for anything else. */
export function interestLabel(interest: number): string {
  if (!Number.isFinite(interest) || interest < 1) return '';
  return INTEREST_LABELS[Math.min(5, Math.round(interest)) - 1] ?? '';
}

function validInterest(interest: unknown): number {
  if (typeof interest !== 'number' || !Number.isFinite(interest)) return 0;
  return Math.max(0, Math.min(5, interest));
}

/**
 * The person's interest ratings by activity id (interest 1..5; anything not rated, 0 or unknown is left out).
 * When an activity appears more than once the highest rating wins. Categories are taken from the catalogue,
 * not from the answer's `category` field, so a misfiled selection still counts where it belongs.
 */
export function ratingsByActivity(answers: HobbyCategoryAnswer[] | null | undefined): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const answer of answers ?? []) {
    for (const selection of answer?.selections ?? []) {
      if (!selection || !ACTIVITY_INDEX.has(selection.activityId)) continue;
      const interest = validInterest(selection.interest);
      if (interest <= 0) continue;
      ratings.set(selection.activityId, Math.max(ratings.get(selection.activityId) ?? 0, interest));
    }
  }
  return ratings;
}

/** All top picks (known activity ids), in the order given, without duplicates. */
export function topPicks(answers: HobbyCategoryAnswer[] | null | undefined): string[] {
  const picks: string[] = [];
  for (const answer of answers ?? []) {
    for (const id of answer?.preferences?.topThree ?? []) {
      if (ACTIVITY_INDEX.has(id) && !picks.includes(id)) picks.push(id);
    }
  }
  return picks;
}

export interface InterestProfileEntry {
  category: HobbyCategory;
  /** Average interest of the category's rated activities × 20, rounded (0..100). */
  percent: number;
  /** Up to three: top picks first, then by interest (ties in catalogue order). */
  topActivities: HobbyActivity[];
}

/**
 * The interest profile (spec §9): for every category with at least one rated activity or top pick,
 * percent = average interest of its rated activities × 20, and its top 3 activities (top picks first, then by
 * interest). Sorted by percent descending (ties in catalogue order); callers show the first five.
 * Categories the person did not touch are left out rather than shown as 0%.
 */
export function interestProfile(
  answers: HobbyCategoryAnswer[],
): { category: HobbyCategory; percent: number; topActivities: HobbyActivity[] }[] {
  const ratings = ratingsByActivity(answers);
  const picks = topPicks(answers);
  const entries: (InterestProfileEntry & { order: number })[] = [];

  HOBBY_CATEGORIES.forEach((category, order) => {
    const rated = category.activities.filter((a) => ratings.has(a.id));
    const picked = picks.filter((id) => ACTIVITY_INDEX.get(id)?.category.id === category.id);
    if (rated.length === 0 && picked.length === 0) return;

    const sum = rated.reduce((total, a) => total + (ratings.get(a.id) ?? 0), 0);
    const percent = rated.length === 0 ? 0 : Math.round((sum / rated.length) * 20);

    const byInterest = [...rated].sort((a, b) => {
      const diff = (ratings.get(b.id) ?? 0) - (ratings.get(a.id) ?? 0);
      return diff !== 0 ? diff : (ACTIVITY_INDEX.get(a.id)?.order ?? 0) - (ACTIVITY_INDEX.get(b.id)?.order ?? 0);
    });
    const top: HobbyActivity[] = [];
    for (const id of picked) {
      const activity = ACTIVITY_INDEX.get(id)?.activity;
      if (activity && !top.includes(activity)) top.push(activity);
    }
    for (const activity of byInterest) if (!top.includes(activity)) top.push(activity);

    entries.push({ category, percent, topActivities: top.slice(0, 3), order });
  });

  entries.sort((a, b) => (b.percent !== a.percent ? b.percent - a.percent : a.order - b.order));
  return entries.map(({ category, percent, topActivities }) => ({ category, percent, topActivities }));
}
