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
export const REACTIONS: Record<string, { icon: Icon; label: string }> = {
  welcome: { icon: IconHandStop, label: 'Welcome' },
  excited: { icon: IconConfetti, label: 'Excited' },
  support: { icon: IconHeartHandshake, label: 'Support' },
  congratulate: { icon: IconAward, label: 'Congratulate' },
  celebrate: { icon: IconSparkles, label: 'Celebrate' },
  proud: { icon: IconTrophy, label: 'Proud' },
  cheer: { icon: IconMoodHappy, label: 'Cheer' },
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
