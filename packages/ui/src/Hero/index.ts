export { Hero, type HeroBadge, type HeroProps } from './Hero';
export { type ChatMockupMessage, PhoneChatMockup, type PhoneChatMockupProps } from './PhoneChatMockup';
