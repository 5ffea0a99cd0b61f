/**
 * The event library (our own sentences): what a good plan of each kind of event is made of, so a named event ("a
 * potluck for 10", "a xmas night out for 8", "a 90-min virtual team thing") gets a plan shaped for that kind rather
 * than the date-idea library. No venue names and no exact prices: costs are rough ranges per head in pounds, which the
 * composer converts to the member's currency and always says as "about".
 */

/** What an option is, for checking it against every stated need. */
export type EventTag =
  | 'singing' | 'club' | 'bar' | 'alcohol-free' | 'vegan' | 'quiet' | 'active' | 'food' | 'games' | 'art' | 'music'
  | 'water' | 'outdoor' | 'structured' | 'talk' | 'seated' | 'festive' | 'lively'
  /** Needs stairs, standing play or uneven ground: never offered to a group with a wheelchair or a walker in it. */
  | 'steps'
  /** Usually step-free (a ground-floor room, a lift, level paths): what a wheelchair or a walker needs. */
  | 'step-free';

export interface EventOption {
  id: string;
  /** The option, said generically (a kind of place, never a named venue). */
  text: string;
  /** Rough cost per head in pounds: [low, high]. */
  perHead: [number, number];
  tags: EventTag[];
  /** Hobby activity ids it serves (shared/assessment/hobbies.ts), for "why it fits" from stored interests. */
  serves: string[];
  /** Only for Christmas (carols). */
  christmasOnly?: boolean;
  /** The group sizes it works for. */
  minGroup?: number;
  maxGroup?: number;
  /** Only in daylight (markets, walks by the water) or only in the evening (a late opening, a quiz night). */
  when?: 'day' | 'evening';
  /** How it meets a vegan, in our words. */
  vegan?: string;
  /** How it meets someone who does not drink. */
  sober?: string;
}

/** A night out or party for a group: each option is checked against every constraint before it is offered. */
export const GROUP_NIGHT_OPTIONS: EventOption[] = [
  {
    id: 'karaoke-room', text: 'A private karaoke room for the group, with food ordered to the room or eaten first at a cheap, casual place nearby',
    perHead: [15, 25], tags: ['singing', 'music', 'food', 'festive'], serves: ['singing', 'parties', 'small_gatherings'], maxGroup: 16,
    vegan: 'most karaoke menus have a vegan dish or two; check when you book, or eat first somewhere that lists vegan mains',
    sober: 'rooms sell soft drinks and mocktails, and nobody notices who is drinking what while singing',
  },
  {
    id: 'carols-then-dinner', text: 'A carol singalong or a festive community concert (many are free or pay-what-you-can), then dinner together at a budget restaurant with a set menu',
    perHead: [12, 22], tags: ['singing', 'music', 'food', 'festive', 'alcohol-free'], serves: ['singing', 'live_music', 'festivals', 'community_events'], christmasOnly: true,
    vegan: 'pick the restaurant for its vegan main, not a side salad, and tell them when you book',
    sober: 'the singing needs no drink at all, and a set menu can swap the glass of wine for a soft drink',
  },
  {
    id: 'supper-club-sing', text: 'A long table at a casual restaurant with a private room or corner, then a piano-bar singalong or an open-mic night',
    perHead: [18, 25], tags: ['singing', 'music', 'food', 'bar'], serves: ['singing', 'eating_out', 'live_music'], maxGroup: 20,
    vegan: 'choose a cuisine where vegan is normal (Indian, Middle Eastern, many Asian kitchens) so it is a real meal',
    sober: 'ask for the alcohol-free list when you book; a singalong does not depend on drinking',
  },
  {
    id: 'games-night-out', text: 'A board-game café or a quiz night, with sharing plates',
    perHead: [10, 20], tags: ['games', 'food', 'talk', 'seated', 'alcohol-free'], serves: ['board_games', 'trivia_quizzes', 'small_gatherings'], maxGroup: 20,
    vegan: 'sharing plates make it easy to order one or two vegan dishes for the table',
    sober: 'board-game cafés are built around coffee and soft drinks as much as beer',
  },
  {
    id: 'cook-together', text: 'A night in at someone\'s place: everyone brings one dish, a playlist and a round of singing or a games tournament',
    perHead: [5, 12], tags: ['food', 'singing', 'games', 'quiet', 'alcohol-free', 'vegan'], serves: ['hosting_dinners', 'small_gatherings', 'cooking', 'singing'], maxGroup: 12,
    vegan: 'ask the vegan to bring their favourite dish and make one more dish vegan so they have a full plate',
    sober: 'put a good alcohol-free drink on the table, not only water',
  },
  {
    id: 'club-night', text: 'A club night with a dance floor', perHead: [15, 30], tags: ['club', 'bar', 'music', 'steps'], serves: ['parties', 'dancing'],
  },
  {
    id: 'function-room', text: 'A function room or a restaurant taken over for the night, with a set menu and a soft-drinks package as well as the bar',
    perHead: [18, 25], tags: ['food', 'seated', 'festive', 'talk', 'step-free'], serves: ['eating_out', 'parties'], minGroup: 15,
    vegan: 'set menus for groups come with a vegan choice if you ask for it when you confirm numbers',
    sober: 'ask for the soft-drinks package or alcohol-free cocktails in the quote, not only the wine',
  },
  {
    id: 'activity-venue', text: 'An activity venue that takes big groups (bowling, crazy golf, table tennis or a quiz hosted for you), with street food or pizza',
    perHead: [15, 25], tags: ['games', 'food', 'structured', 'alcohol-free', 'steps'], serves: ['team_sports', 'trivia_quizzes', 'board_games'], minGroup: 6,
    vegan: 'street-food and pizza menus nearly always have vegan options; check the group menu',
    sober: 'the activity is the point, so nobody is waiting at the bar',
  },
  {
    id: 'office-party', text: 'A party in the office after work: caterers or a big food order, a playlist and a hosted quiz, so most of the money goes on food',
    perHead: [10, 18], tags: ['food', 'games', 'structured', 'alcohol-free', 'quiet'], serves: ['trivia_quizzes', 'small_gatherings'], minGroup: 15,
    vegan: 'order a vegan platter as its own dish, labelled, not only picked-off sides',
    sober: 'put good alcohol-free drinks on the same table as the rest',
  },
  {
    id: 'comedy-dinner', text: 'A comedy night or a festive show in a small venue, with a set-menu dinner before it',
    perHead: [20, 25], tags: ['food', 'seated', 'festive'], serves: ['theatre_shows', 'eating_out'],
    vegan: 'set menus nearly always have a vegan version if you ask ahead',
    sober: 'seated shows are an easy night for someone not drinking',
  },
];

/** Showing a visitor around for an evening: shapes, not venues. */
export const SHOW_AROUND_OPTIONS: EventOption[] = [
  { id: 'run-river', text: 'An easy evening run or brisk walk along the river or through the biggest park, at a pace you set', perHead: [0, 0], tags: ['active', 'outdoor', 'structured', 'quiet'], serves: ['running', 'hiking', 'nature_time'] },
  { id: 'food-hall', text: 'A street-food market or food hall: lively for him, and the food gives you both something to talk about', perHead: [12, 18], tags: ['food', 'talk', 'lively'], serves: ['eating_out', 'markets'] },
  { id: 'casual-dinner', text: 'Dinner at a casual local place that serves the city\'s own food, booked so there is no waiting around', perHead: [15, 22], tags: ['food', 'seated', 'talk', 'quiet'], serves: ['eating_out'] },
  { id: 'viewpoint', text: 'A viewpoint at sunset or an evening walk through one old neighbourhood, with you telling the two or three stories you know', perHead: [0, 4], tags: ['outdoor', 'structured', 'quiet'], serves: ['history_culture', 'hiking', 'photography'] },
  { id: 'late-museum', text: 'A museum or gallery with a late opening: it gives the talk a subject and has a natural end', perHead: [8, 14], tags: ['art', 'structured', 'quiet'], serves: ['history_culture', 'drawing_painting'], when: 'evening' },
  { id: 'quiz-or-gig', text: 'A quiz night or a small live-music set in a café venue, where the event carries the conversation', perHead: [5, 12], tags: ['games', 'music', 'structured', 'bar'], serves: ['trivia_quizzes', 'live_music'], when: 'evening' },
];

/** A first date in the afternoon or evening: easy to talk, easy to end. */
export const FIRST_DATE_OPTIONS: EventOption[] = [
  { id: 'flea-coffee', text: 'A flea market or weekend market, then a coffee: the stalls give you things to point at and talk about', perHead: [5, 12], tags: ['talk', 'outdoor'], serves: ['markets', 'coffee_tea', 'history_culture'], when: 'day' },
  { id: 'museum-cafe', text: 'A small museum or gallery, then its café or one nearby to say what you each liked', perHead: [8, 15], tags: ['art', 'talk', 'quiet'], serves: ['history_culture', 'drawing_painting'], when: 'day' },
  { id: 'games-cafe', text: 'A board-game café: the game fills the silences, so the nerves matter less', perHead: [6, 12], tags: ['games', 'talk', 'seated'], serves: ['board_games', 'chess_strategy'] },
  { id: 'walk-cake', text: 'A walk along the water or through a park, with coffee and cake at the end as a natural finish', perHead: [4, 8], tags: ['outdoor', 'active', 'quiet'], serves: ['hiking', 'nature_time', 'coffee_tea'], when: 'day' },
  { id: 'cafe-cake', text: 'Coffee and cake, or a late lunch, at a calm café: an hour across a small table is plenty for a first meeting', perHead: [8, 14], tags: ['food', 'talk', 'seated', 'quiet'], serves: ['coffee_tea', 'eating_out', 'baking'], when: 'day' },
  { id: 'small-plates', text: 'Small plates to share at a casual place that is not too loud: ordering together is an easy first thing to talk about', perHead: [12, 18], tags: ['food', 'talk', 'seated'], serves: ['eating_out', 'cooking'], when: 'evening' },
  { id: 'theatre-seats', text: 'Cheap seats for a small play or a fringe show, then somewhere near the theatre to say what you each made of it', perHead: [10, 15], tags: ['structured', 'seated', 'talk'], serves: ['theatre_shows', 'acting_theatre'] },
  { id: 'quiz-comedy', text: 'A quiz night or a small comedy show, where the evening has its own subject and you can compare notes after', perHead: [5, 12], tags: ['games', 'structured'], serves: ['trivia_quizzes', 'theatre_shows'], when: 'evening' },
  { id: 'evening-walk', text: 'A walk along the water or through a lit-up neighbourhood, ending somewhere for a hot drink', perHead: [3, 6], tags: ['outdoor', 'quiet'], serves: ['hiking', 'coffee_tea'], when: 'evening' },
];

/** A virtual team event: formats where joining in is a choice, not an obligation. */
export const VIRTUAL_TEAM_FORMATS: Array<{ id: string; text: string; serves: string[]; optIn: string }> = [
  { id: 'quiz', text: 'A team quiz in small teams (a free quiz tool or one person as quizmaster), about 40 minutes', serves: ['trivia_quizzes', 'puzzles'], optIn: 'people can play in a team without speaking much, and cameras stay optional' },
  { id: 'food-credit', text: 'A food or coffee delivery credit each, eaten together for the first part of the call', serves: ['eating_out', 'coffee_tea', 'cooking'], optIn: 'eating gives everyone something to do with their hands; nobody has to perform' },
  { id: 'two-rooms', text: 'Two breakout rooms to choose between: a chatty one and a quiet one with an online game or a shared playlist', serves: ['board_games', 'video_games', 'listening_music'], optIn: 'people pick their own room, and moving between them is fine' },
  { id: 'show-one-thing', text: 'An optional "show one thing" round at the end: a view from the window, a pet, a favourite mug; pass is always an answer', serves: ['pets', 'small_gatherings'], optIn: 'it is the last part, and passing is normal' },
];

/** Kinds of trip day, for a day-by-day outline built from what each person loves or asked for. */
export const TRIP_DAYS: Array<{ id: string; serves: string[]; wish?: string; text: string }> = [
  { id: 'hike', serves: ['hiking', 'nature_time', 'camping'], wish: 'hike', text: 'The proper walk: a day trip by train or bus to the nearest hills or a coastal path, a packed lunch, back for an easy dinner' },
  { id: 'art', serves: ['drawing_painting', 'photography', 'design', 'history_culture'], wish: 'art', text: 'A gallery morning, then an afternoon sketching or taking photos somewhere you both like the look of' },
  { id: 'singing', serves: ['singing', 'live_music', 'theatre_shows', 'acting_theatre'], wish: 'singing', text: 'An evening with singing in it: a musical, a choir concert or a singalong night (cheaper seats are fine)' },
  { id: 'hosting', serves: ['hosting_dinners', 'small_gatherings', 'cooking'], wish: 'hosting', text: 'An evening in with a few of the host\'s friends: you cook or bring one dish, they host' },
  { id: 'market', serves: ['markets', 'eating_out', 'coffee_tea', 'baking'], wish: 'food', text: 'A market morning and a long lunch, then a slow afternoon' },
  { id: 'water', serves: ['swimming', 'water_sports'], wish: 'water', text: 'A swim or a paddle: an outdoor pool, a lake or a boat hire, depending on the season' },
  { id: 'rest', serves: ['sleep_rest', 'reading_fiction', 'spa_selfcare'], text: 'A slow day with nothing booked: a late breakfast, one neighbourhood on foot, an early night' },
];

/**
 * The days that stand in for an outdoor one when the weather is bad or someone hates the cold (round 22 q28: a day on
 * the hills in a Toronto January for a visitor who hates the cold): the same love, kept short and warm.
 */
export const TRIP_DAYS_INDOORS: Record<string, { serves: string[]; wish?: string; text: string }> = {
  hike: { serves: ['hiking', 'nature_time', 'camping'], wish: 'hike', text: 'A short winter walk for the one who loves the outdoors, an hour at most and well wrapped up, then somewhere warm: a conservatory or a covered market, and a long lunch' },
  water: { serves: ['swimming', 'water_sports'], wish: 'water', text: 'An indoor pool with a sauna or steam room, then a slow lunch somewhere warm' },
};
export const WARM_DAY: { id: string; serves: string[]; wish?: string; text: string } = { id: 'warm', serves: ['museums', 'history_culture', 'markets', 'eating_out', 'films_cinema'], text: 'A warm day in town: a museum or gallery in the morning, lunch in a food hall, a film or a show in the afternoon, hot chocolate on the way home' };

/** Rough shares of a trip budget (the buffer is what is left), by kind of trip. */
export const TRIP_SPLITS: Record<'city' | 'camping' | 'cabin', Array<{ id: string; label: string; share: number }>> = {
  city: [
    { id: 'stay', label: 'Place to stay', share: 0.45 },
    { id: 'food', label: 'Food and coffee', share: 0.25 },
    { id: 'transport', label: 'Local transport and the day trip', share: 0.1 },
    { id: 'activities', label: 'Tickets and activities', share: 0.12 },
  ],
  camping: [
    { id: 'travel', label: 'Gas there and back', share: 0.2 },
    { id: 'stay', label: 'Campsite for the nights, with the park permit', share: 0.3 },
    { id: 'activities', label: 'Canoe or kayak rental for a day', share: 0.2 },
    { id: 'food', label: 'Food for the fire and the cooler', share: 0.2 },
    { id: 'extras', label: 'Firewood and ice', share: 0.05 },
  ],
  cabin: [
    { id: 'stay', label: 'The cabin for two nights', share: 0.55 },
    { id: 'travel', label: 'Train or fuel there and back', share: 0.15 },
    { id: 'food', label: 'Food shopped before you go', share: 0.2 },
  ],
};

/** What to pack, by kind of time away: asked as a follow-up ("what should I pack?"). */
export const PACK_LISTS: Partial<Record<'camping' | 'soloWeekend' | 'trip', string[]>> = {
  camping: [
    'Tent, sleeping bags rated for the nights there, sleeping mats and a head torch each',
    'A stove with fuel and a lighter even if you plan to cook on the fire, in case of a fire ban',
    'A cooler with ice, a pan, a pot, a knife, a board, plates and a bag for rubbish',
    'Layers and a rain jacket, swimwear, a quick-dry towel, walking shoes and sandals',
    'Sun cream, insect repellent, a small first-aid kit and a paper map of the park',
  ],
  soloWeekend: [
    'A book or two you have been saving, and a notebook and pen',
    'Walking shoes, a warm layer and a rain jacket; swimwear if there is a lake or a sauna',
    'The food you shopped for, coffee or tea, and anything the cabin may not have (matches, washing-up liquid)',
    'A torch, a paper note of the address and the way back to the station, and a charged phone kept off in a drawer',
    'Something for the evenings that is not a screen: cards, a sketchbook, music on a small speaker',
  ],
  trip: [
    'Comfortable walking shoes and a pair for evenings, and layers for the weather there',
    'A day bag and a water bottle for the long walk, with a packed lunch',
    'Chargers, an adapter if the plugs differ, and tickets and addresses saved offline',
    'A small thank-you for whoever you are staying with or seeing',
  ],
};
