export {
  type ChatAction,
  ChatDockButton,
  type ChatDockButtonProps,
  type ChatMessage,
  ChatPanel,
  type ChatPanelProps,
  type ChatSource,
  type ChatStatus,
} from './ChatPanel';
export type { ChatPanelLabels } from './ChatPanel.intl';
