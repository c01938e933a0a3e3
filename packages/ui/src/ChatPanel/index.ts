export {
  type ChatAction,
  ChatDockButton,
  type ChatDockButtonProps,
  type ChatMessage,
  ChatPanel,
  type ChatPanelLabels,
  type ChatPanelProps,
  type ChatSource,
  type ChatStatus,
} from './ChatPanel';
