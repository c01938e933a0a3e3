import {
  IconBolt,
  IconCalendar,
  IconChart,
  IconChat,
  IconClock,
  IconDevices,
  IconMail,
  IconSearch,
  IconShield,
  IconSparkles,
} from '@renueva/ui';

/** The icons the landing page's copy names (content stays free of React). */
export const icons = {
  bolt: IconBolt,
  calendar: IconCalendar,
  chart: IconChart,
  chat: IconChat,
  clock: IconClock,
  devices: IconDevices,
  mail: IconMail,
  search: IconSearch,
  shield: IconShield,
  sparkles: IconSparkles,
};

export type IconName = keyof typeof icons;
