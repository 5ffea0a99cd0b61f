import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ComponentType } from 'react';
import {
  IconAward,
  IconCompass,
  IconConfetti,
  IconDiamond,
  IconFlame,
  IconHandStop,
  IconHeartHandshake,
  IconMoodHappy,
  IconNotes,
  IconSeedling,
  IconSparkles,
  IconStar,
  IconTarget,
  IconTrophy,
  type IconProps,
} from '@tabler/icons-react';

type Icon = ComponentType<IconProps>;

/** The reactions of §9, drawn with the app's icon set (emoji depend on the device's fonts). */
const reactionLabels = defineMessages({
  welcome: { id: 'socialHub.reaction.welcome', defaultMessage: 'Welcome' },
  excited: { id: 'socialHub.reaction.excited', defaultMessage: 'Excited' },
  support: { id: 'socialHub.reaction.support', defaultMessage: 'Support' },
  congratulate: { id: 'socialHub.reaction.congratulate', defaultMessage: 'Congratulate' },
  celebrate: { id: 'socialHub.reaction.celebrate', defaultMessage: 'Celebrate' },
  proud: { id: 'socialHub.reaction.proud', defaultMessage: 'Proud' },
  cheer: { id: 'socialHub.reaction.cheer', defaultMessage: 'Cheer' },
});

export const REACTIONS: Record<string, { icon: Icon; label: MessageDescriptor }> = {
  welcome: { icon: IconHandStop, label: reactionLabels.welcome },
  excited: { icon: IconConfetti, label: reactionLabels.excited },
  support: { icon: IconHeartHandshake, label: reactionLabels.support },
  congratulate: { icon: IconAward, label: reactionLabels.congratulate },
  celebrate: { icon: IconSparkles, label: reactionLabels.celebrate },
  proud: { icon: IconTrophy, label: reactionLabels.proud },
  cheer: { icon: IconMoodHappy, label: reactionLabels.cheer },
};

/** Achievement icons by the name the server gives. */
export const ACHIEVEMENT_ICONS: Record<string, Icon> = {
  compass: IconCompass,
  seedling: IconSeedling,
  notes: IconNotes,
  flame: IconFlame,
  star: IconStar,
  trophy: IconTrophy,
  handshake: IconHeartHandshake,
  target: IconTarget,
  sparkles: IconSparkles,
  diamond: IconDiamond,
};

export { IconFlame as StreakIcon };
