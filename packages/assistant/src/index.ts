/**
 * @renueva/assistant: a business's virtual assistant from its own content. `createAssistant(content)`
 * answers a conversation with the passages of the content, asks back when it is unsure, and declines
 * what the content does not say; see the README for the content contract.
 */
export { answerChat, type ChatResponse } from './answer';
export { type Classification, createClassifier, type IntentExamples } from './classifier';
export { commonVocabulary, generalOutOfScope } from './common';
export {
  type AnswerRef,
  type AssistantContent,
  type BusinessFacts,
  type Conversation,
  type Decline,
  declineKindOf,
  type FaqItem,
  type Intent,
  type IntentAnswer,
  intentsOf,
  isOutOfScope,
  type KnownPassage,
  names,
  OUT_OF_SCOPE,
  PASSAGE,
  type Passage,
  passagesOf,
} from './content';
export * from './contract';
export {
  type Assistant,
  type AssistantReply,
  createAssistant,
  defaultPolicy,
  type Policy,
} from './engine';
export { type ChatRequest, chatRequestSchema } from './schema';
export {
  createReader,
  fold,
  indexTerm,
  type QueryWord,
  type ReadQuestion,
  type SynonymGroup,
  stem,
  type Vocabulary,
  words,
} from './text';
