/**
 * Gift ideas tied to one activity a person rates highly (blind round 17: "two vague ideas despite many visible
 * interests"; round 16: a flask and a walk map as a housewarming gift). Prices are typical, in pounds, converted and
 * capped by the gift answer. `home` marks what suits a new home; `work` what suits a colleague (nothing personal
 * or romantic). Our own wording.
 */
export interface ActivityGift {
  what: string;
  pounds: number;
  home?: boolean;
  work?: boolean;
}

export const ACTIVITY_GIFTS: Record<string, ActivityGift[]> = {
  hiking: [{ what: 'a guidebook of day walks near where they live, with one route marked for the two of you', pounds: 15, work: true }, { what: 'merino walking socks and a pocket first-aid kit', pounds: 22 }],
  running: [{ what: 'a race entry for a local 5k or 10k they have mentioned', pounds: 25, work: true }, { what: 'a running belt or reflective vest for dark evenings', pounds: 18, work: true }],
  cycling: [{ what: 'a good bike light set for winter evenings', pounds: 25, work: true }, { what: 'a compact multi-tool for roadside fixes', pounds: 18, work: true }],
  swimming: [{ what: 'anti-fog goggles and a quick-dry towel', pounds: 22, work: true }, { what: 'a pack of sessions at a pool or lido they like', pounds: 25 }],
  gym_training: [{ what: 'a good shaker bottle and a bag of the snack they always buy', pounds: 15, work: true }],
  team_sports: [{ what: 'tickets to a local match of the sport they play', pounds: 25, work: true }],
  racket_sports: [{ what: 'a tube of good balls and a fresh grip for their racket', pounds: 15, work: true }],
  climbing: [{ what: 'a chalk bag with a bag of chalk, or a taster session at a bouldering wall', pounds: 18, work: true }],
  camping: [{ what: 'a head torch and an enamel mug set for the next trip', pounds: 22 }],
  water_sports: [{ what: 'a dry bag for the boat or the board', pounds: 18, work: true }],
  drawing_painting: [{ what: 'a sketchbook of good paper and a small travel watercolour set', pounds: 22, work: true }],
  photography: [{ what: 'a small photo book printed from their own pictures', pounds: 25 }, { what: 'a lens cleaning kit and a spare camera strap', pounds: 15, work: true }],
  creative_writing: [{ what: 'a notebook that lies flat and a pen that writes well', pounds: 18, work: true }],
  playing_music: [{ what: 'a songbook or sheet music for a piece they have wanted to learn', pounds: 15, work: true }],
  singing: [{ what: 'tickets to a choir concert or a singalong screening', pounds: 25 }],
  crafts: [{ what: 'a kit for a craft they have not tried yet (embroidery, lino printing, candle making)', pounds: 22, work: true }],
  acting_theatre: [{ what: 'tickets to a small theatre or a fringe show', pounds: 25, work: true }],
  theatre_shows: [{ what: 'tickets to a play or a comedy night they would pick themselves', pounds: 25 }, { what: 'a voucher for a local theatre, so they choose the show', pounds: 20, work: true }],
  film_video: [{ what: 'a cinema voucher with a note naming a film you think they would love', pounds: 15, work: true }],
  movies: [{ what: 'a cinema voucher and a bag of good popcorn', pounds: 15, work: true }],
  tv_series: [{ what: 'a book of the series they love, or the one it was based on', pounds: 15, work: true }, { what: 'good snacks for the next binge, in a box with a funny card', pounds: 12, work: true }],
  video_games: [{ what: 'a gift card for the platform they play on', pounds: 20, work: true }],
  live_music: [{ what: 'tickets to a small gig by a band they like', pounds: 25 }],
  listening_music: [{ what: 'a record by an artist they have been playing lately', pounds: 22, work: true }],
  anime_comics: [{ what: 'the next volume of a series they read, or an art book of one they love', pounds: 15, work: true }],
  trivia_quizzes: [{ what: 'a trivia card game for the pub or the office', pounds: 15, work: true }, { what: 'a book of odd facts or a quiz book, for the next quiz night', pounds: 12, work: true }],
  tabletop_rpg: [{ what: 'a set of nice dice in a small pouch', pounds: 15, work: true }],
  board_games: [{ what: 'a two-player board game that is quick to learn', pounds: 20, work: true }],
  chess_strategy: [{ what: 'a travel chess set with magnetic pieces', pounds: 18, work: true }, { what: 'a book of chess puzzles or a classic game collection', pounds: 14, work: true }],
  puzzles: [{ what: 'a hard jigsaw or a book of logic puzzles', pounds: 15, work: true }],
  reading_fiction: [{ what: 'a novel you loved, with a note inside on why you thought of them', pounds: 12, work: true }],
  reading_nonfiction: [{ what: 'a non-fiction book on a subject they keep bringing up', pounds: 15, work: true }],
  podcasts: [{ what: 'a book by the host of a podcast they like', pounds: 15, work: true }],
  languages: [{ what: 'a graded reader or a children\u2019s classic in the language they are learning', pounds: 12, work: true }],
  science_tech: [{ what: 'a popular-science book or a small build-it kit', pounds: 20, work: true }],
  coding: [{ what: 'a small electronics kit or a good desk gadget', pounds: 20, work: true }],
  history_culture: [{ what: 'a museum membership or tickets to an exhibition they mentioned', pounds: 25 }, { what: 'a history of the city they live in', pounds: 15, work: true }],
  courses: [{ what: 'a voucher towards a short evening course', pounds: 30 }],
  cooking: [{ what: 'a cookbook from a cuisine they have not cooked yet', pounds: 20, home: true, work: true }, { what: 'a good spice set or a bottle of proper olive oil', pounds: 18, home: true, work: true }],
  baking: [{ what: 'a baking book and a set of good cake tins', pounds: 25, home: true }],
  eating_out: [{ what: 'a voucher for a restaurant they have wanted to try', pounds: 30 }],
  coffee_tea: [{ what: 'a bag of good beans or loose tea from a local roaster, with a mug', pounds: 15, home: true, work: true }],
  wine_beer: [{ what: 'a bottle from a region they have not tried, with a note on why you picked it', pounds: 18, home: true, work: true }],
  gardening: [{ what: 'good gardening gloves and a pack of seeds for the season', pounds: 15, home: true, work: true }],
  houseplants: [{ what: 'a healthy trailing plant in a pot that suits the new room', pounds: 20, home: true, work: true }, { what: 'a mister, a small watering can and plant food', pounds: 15, home: true }],
  home_decor: [{ what: 'a print or a cushion in the colours of the new place', pounds: 22, home: true }],
  home_improvement: [{ what: 'a good cordless screwdriver or a tidy toolbox', pounds: 30, home: true }],
  hosting_dinners: [{ what: 'a set of nice glasses or a serving board for their first dinner there', pounds: 25, home: true }],
  pets: [{ what: 'a toy or treats for their pet, with a card from the pet', pounds: 12, work: true }],
  markets: [{ what: 'a good tote bag and a little something from a market stall you know they would like', pounds: 15, work: true }],
  yoga: [{ what: 'a good yoga mat strap or a class pack at a studio near them', pounds: 25 }],
  meditation: [{ what: 'a meditation cushion or a candle for a quiet corner', pounds: 20, home: true }],
  journaling: [{ what: 'a journal with good paper and a pen that writes well', pounds: 18, work: true }],
  spa_selfcare: [{ what: 'a bath set for a slow evening', pounds: 20, home: true }],
  festivals: [{ what: 'a festival survival kit: poncho, power bank, earplugs and a torch', pounds: 25 }],
  travel: [{ what: 'a travel guide to a place they want to go, or a good passport wallet', pounds: 15, work: true }],
  sports_watching: [{ what: 'a scarf or a shirt of their team', pounds: 25 }],
};
