/**
 * One visitor message to the assistant and what a correct answer to it must (and must not) say.
 * Facts are compared with the answer's text only (not its sources or suggested questions), as
 * substrings, without case or accents.
 */
export interface EvalTurn {
  question: string;
  /**
   * Facts the answer must state. Each entry is one fact; an inner list is a choice of the ways the
   * site's content words that fact, any one of which will do ('2 y 4 semanas' or '2–4 semanas').
   */
  mustContain?: (string | string[])[];
  /** Words of other topics the answer must not drift into (the privacy policy's retention period...). */
  mustNotContain?: string[];
  /** The site's content does not answer it: the assistant must say it does not know. */
  decline?: true;
}

/** A short conversation: each turn is asked after the assistant's own answers to the turns before it. */
export interface EvalConversation {
  /** What the conversation tries, in a few words ('a follow-up on the price of maintenance'). */
  name: string;
  turns: EvalTurn[];
}

export interface EvalSet {
  questions: EvalTurn[];
  conversations: EvalConversation[];
}
