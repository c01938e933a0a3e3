export {
  VoiceAssistant,
  type VoiceAssistantLabels,
  type VoiceAssistantProps,
  type VoiceAssistantState,
} from './VoiceAssistant';
