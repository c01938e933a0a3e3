export {
  VoiceAssistant,
  type VoiceAssistantProps,
  type VoiceAssistantState,
} from './VoiceAssistant';
export type { VoiceAssistantLabels } from './VoiceAssistant.intl';
