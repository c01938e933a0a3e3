import {
  type AssistantContent,
  createAssistant,
  defaultPolicy,
  intentsOf,
  type Policy,
} from '@renueva/assistant';
import { actions, assistantCopy, declines, defaultSuggestions } from './copy';
import { siteOutOfScope, topicIntents } from './intents';
import type { Subject } from './intents/types';
import { buildKnowledge } from './knowledge';
import { vocabulary } from './vocabulary';

/** Words that name a subject: a follow-up that names another one starts a new topic. */
const subjects: Record<Subject, RegExp> = {
  plan: /\b(plan|premium|web|pagina)\b/,
  maintenance: /\b(mantenimiento|cuota|mensualidad)\b/,
  demo: /\b(demo|prueba)\b/,
  offer: /\b(oferta|promo|promocion)\b/,
  chat: /\bchat\b/,
  voice: /\bvoz\b/,
  avatar: /\b(avatar|video)\b/,
  assistant: /\b(asistente|chatbot|bot)\b/,
};

/**
 * What Renueva's assistant answers from: the site's content as passages, the intents written for
 * its visitors (intents/), what it declines, its own words and its visitors' vocabulary. The engine
 * is @renueva/assistant's; everything here is Renueva's.
 */
export const assistantContent: AssistantContent = {
  passages: buildKnowledge(),
  intents: topicIntents,
  outOfScope: siteOutOfScope,
  declines,
  copy: assistantCopy,
  suggestions: defaultSuggestions,
  actions,
  vocabulary,
  conversation: {
    subjects,
    generic: ['web', 'pagina', 'servicio', 'renueva', 'todo', 'total'],
    selfDescription: 'business_fit',
  },
};

/** Every intent the site's assistant is trained on, the declined ones among them: what its tests read. */
export const siteIntents = intentsOf(assistantContent);

/** Renueva's assistant (with another policy, for `pnpm assistant:curve`). */
export const createSiteAssistant = (policy: Policy = defaultPolicy) =>
  createAssistant(assistantContent, policy);
