import MiniSearch from 'minisearch';
import type { ChatAction, ChatAnswer, ChatMessage } from '../../src/schemas/chat';
import { actions, assistantCopy, defaultSuggestions } from './copy';
import { buildKnowledge, type Passage } from './knowledge';
import { fold, indexTerm, type QueryWord, queryWords, words } from './text';

/** An answer, and the passages it was built from (an LLM provider gets them as its context). */
export interface AssistantReply extends ChatAnswer {
  passages: Passage[];
}

/** An answer is at most this long, so that a client can send it back within the request's limits. */
const ANSWER_MAX_LENGTH = 900;
/** A passage longer than this is cut down to its sentences that match the question. */
const PASSAGE_MAX_LENGTH = 450;
/**
 * How much of a question's meaning (its words weighted by how rare they are in the site's content)
 * a passage must match to be given as the answer: all of its rare words, roughly. A question on a
 * core topic (price, plazos, demo...) needs less, and leaves out the words the site never uses
 * (the visitor's trade or town): '¿qué me costaría renovar la página de mi peluquería?' asks the price.
 */
const MIN_COVERAGE = 0.6;
const MIN_COVERAGE_ON_TOPIC = 0.2;
/** A second passage joins a short answer when it scores this close to the first and matches more of the question. */
const SECOND_PASSAGE_RATIO = 0.6;
const SHORT_ANSWER = 250;
/** A question this short after another one is read as a follow-up ('¿y en plazos?'). */
const FOLLOW_UP_MAX_WORDS = 3;
/** The previous question's words count for this much in a follow-up. */
const FOLLOW_UP_WEIGHT = 0.8;

const GREETING = /^(hola|buenas|buenos|dias|tardes|noches|hey|hi|hello|saludos|que|tal|como|estas)$/;
/** A greeting before a question ('Buenos días, ¿cuánto cuesta?'), left out of the question. */
const GREETING_FIRST =
  /^[\s¡!]*(hola|buen[oa]s( d[ií]as| tardes| noches)?|hey|hi|hello|saludos)\b[\s,.!¡:;]*(?=\S)/i;
const THANKS = /^(gracias|muchas|mil|thanks|thank|you|perfecto|genial|vale|ok|okay|de|acuerdo|entendido)$/;
const CHECKOUT_INTENT =
  /\b(contrat(ar|arlo|arla|aros|amos|acion)|compr(ar|arlo|arla|o)|adquirir(lo)?|encargar(lo|la)?|apuntarme|buy|purchase|hire|sign up)\b/;
const DEMO_INTENT = /\b(demo|probar(lo|la)?|prueba|trial|me interesa|interesad[oa])\b/;
const AMOUNT_QUESTION = /\b(cuant[oa]|how (much|long))\b/;
const AMOUNT = /^(\d.*|ilimitad[oa]s?|gratis|gratuit[oa]|ningun[oa]?)$/;
/** Words that ask for an amount rather than name what it is of. */
const AMOUNT_TOPICS = new Set(['price', 'instalments', 'delivery', 'time']);
/** A word this common ('web', 'negocio') names no subject. */
const SUBJECT_MIN_RARITY = 2;
/** Question words ('¿dónde?') count when no known word of the question is this rare ('Renueva' is not). */
const HINT_MAX_RARITY = 5;
const COUNT_QUESTION = /^(cuantos|cuantas|many)$/;

/** How well one passage matches a question. */
interface Match {
  passage: Passage;
  score: number;
  /** For each question word it matches, the passage's terms that matched it (its own, a synonym, a typo away). */
  words: Map<QueryWord, Set<string>>;
}

/**
 * The assistant's offline engine: the site's content cut into passages, indexed with MiniSearch, and
 * answers made of the passages that match the question best. It never writes a fact of its own: an
 * answer is the passages' text, and when no passage matches well enough it says it does not know.
 */
export function createAssistant(knowledge: Passage[] = buildKnowledge()) {
  const passages = new Map(knowledge.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ['heading', 'text'],
    tokenize: words,
    processTerm: indexTerm,
    searchOptions: {
      boost: { heading: 1.5 },
      prefix: (term) => term.length >= 4,
      // Terms are already folded and stemmed: see `queryWords`.
      processTerm: (term) => term,
      tokenize: (term) => [term],
    },
  });
  index.addAll(knowledge);

  // How many passages each term appears in: a question's rare words weigh more in its coverage.
  const documentFrequency = new Map<string, number>();
  for (const passage of knowledge) {
    const terms = new Set(words(`${passage.heading} ${passage.text}`).map(indexTerm));
    for (const term of terms) if (term) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const known = (term: string) => documentFrequency.has(term);
  // Squared, so that a question's rare words (its subject) outweigh its common ones ('web', 'negocio').
  const rarity = (word: QueryWord) => {
    const frequency = Math.max(
      0,
      ...[...word.variants.keys()].map((term) => documentFrequency.get(term) ?? 0),
    );
    return Math.log(1 + knowledge.length / (1 + frequency)) ** 2;
  };

  const termResults = new Map<string, ReturnType<typeof index.search>>();
  /** The passages matching a term; typos are forgiven on the visitor's own words, not on their synonyms. */
  const searchTerm = (term: string, own: boolean) => {
    const key = `${own}:${term}`;
    let results = termResults.get(key);
    if (!results) {
      results = index.search(term, { fuzzy: own && term.length >= 6 ? (term.length >= 10 ? 2 : 1) : false });
      termResults.set(key, results);
    }
    return results;
  };

  /**
   * Each passage scores, for each question word, its best match among the word and its synonyms, and
   * half its second best: a passage that says it two ways is more about it, but one full of synonyms
   * of one word does not outweigh one that matches every word.
   */
  function search(weighted: { word: QueryWord; weight: number }[]): Match[] {
    const matches = new Map<string, Match>();
    for (const { word, weight } of weighted) {
      const scores = new Map<string, number[]>();
      for (const [term, boost] of word.variants) {
        for (const result of searchTerm(term, boost === 1)) {
          const id = result.id as string;
          let match = matches.get(id);
          if (!match) {
            match = { passage: passages.get(id) as Passage, score: 0, words: new Map() };
            matches.set(id, match);
          }
          const terms = match.words.get(word) ?? new Set();
          for (const matched of result.terms) terms.add(matched);
          match.words.set(word, terms);
          scores.set(id, [...(scores.get(id) ?? []), result.score * boost * weight * match.passage.priority]);
        }
      }
      for (const [id, found] of scores) {
        const [first = 0, second = 0] = found.sort((a, b) => b - a);
        (matches.get(id) as Match).score += first + second / 2;
      }
    }
    return [...matches.values()].sort((a, b) => b.score - a.score);
  }

  /** The share of the question's meaning (its words, by rarity) a match covers, and whether it is on a core topic. */
  function coverage(match: Match, question: QueryWord[], unknown: Set<QueryWord>) {
    const core = question.some((word) => word.core && match.words.has(word));
    let total = 0;
    let covered = 0;
    for (const word of question) {
      // On a core topic, words the site never uses are the visitor's context (a trade, a town), not the question.
      if (core && unknown.has(word)) continue;
      const weight = rarity(word);
      total += weight;
      if (match.words.has(word)) covered += weight;
    }
    return { share: total === 0 ? 0 : covered / total, core };
  }

  /**
   * A passage, or, when it is long, its one or two sentences that match the question best, in their
   * order (a sentence that introduces a list keeps its list).
   */
  function excerpt(match: Match, question: QueryWord[]): string {
    const { text } = match.passage;
    if (text.length <= PASSAGE_MAX_LENGTH) return text;
    const scored = text.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡])/u).map((sentence, position) => {
      const terms = new Set(words(sentence).map(indexTerm));
      const score = question
        .filter((word) => [...(match.words.get(word) ?? [])].some((term) => terms.has(term)))
        .reduce((sum, word) => sum + rarity(word), 0);
      return { sentence, position, score };
    });
    const [top, ...others] = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
    if (!top) return text;
    const chosen = [top];
    const next = others.find((other) => other.score > 0 && other.score * 2 >= top.score);
    if (next && top.sentence.length + next.sentence.length <= PASSAGE_MAX_LENGTH) chosen.push(next);
    return chosen
      .sort((a, b) => a.position - b.position)
      .map((part) => part.sentence)
      .join(' ');
  }

  /** A question's words, with its question words ('¿dónde?') only when no other word names a subject. */
  function subject(found: QueryWord[]): QueryWord[] {
    const named = found.filter((word) => !word.hint);
    const names = (word: QueryWord) =>
      rarity(word) >= HINT_MAX_RARITY && [...word.variants.keys()].some(known);
    return named.some(names) ? named : found;
  }

  function reply(messages: ChatMessage[]): AssistantReply {
    const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
    const last = (questions.at(-1) ?? '').replace(GREETING_FIRST, '');
    const previous = questions.at(-2);
    const asked = subject(queryWords(last, known));

    if (asked.length === 0) {
      const said = words(last);
      if (said.length > 0 && said.every((word) => GREETING.test(word)))
        return smallTalk(assistantCopy.greeting);
      if (said.length > 0 && said.every((word) => THANKS.test(word))) return smallTalk(assistantCopy.thanks);
      return declined();
    }

    const weighted = asked.map((word) => ({ word, weight: 1 }));
    if (previous && asked.length <= FOLLOW_UP_MAX_WORDS) {
      for (const word of subject(queryWords(previous, known)))
        weighted.push({ word, weight: FOLLOW_UP_WEIGHT });
    }
    // Ranked by score and by how much of the question each passage covers (a coordination factor).
    const found = search(weighted);
    const unknown = new Set(asked.filter((word) => !found.some((match) => match.words.has(word))));
    const matches = found
      .map((match) => ({ match, ...coverage(match, asked, unknown) }))
      .map((ranked) => ({ ...ranked, rank: ranked.match.score * ranked.share }))
      .sort((a, b) => b.rank - a.rank);
    const confident = matches.filter(
      ({ share, core }) => share >= (core ? MIN_COVERAGE_ON_TOPIC : MIN_COVERAGE),
    );
    const chosen = confident
      .slice(0, 3)
      .map(({ match }) => ({ match, text: excerpt(match, asked) }))
      .find(({ match, text }) => statesQuantity(last, asked, match, text));
    if (!chosen) return declined();
    const best = chosen.match;
    const first = chosen.text;

    const parts = [{ passage: best.passage, text: first }];
    const second = matches
      .map(({ match }) => match)
      .find(
        (match) =>
          match.score >= best.score * SECOND_PASSAGE_RATIO &&
          match.passage.href !== best.passage.href &&
          asked.some((word) => match.words.has(word) && !best.words.has(word)),
      );
    if (second && first.length <= SHORT_ANSWER) {
      const text = excerpt(second, asked);
      if (first.length + text.length < ANSWER_MAX_LENGTH) parts.push({ passage: second.passage, text });
    }
    const used = parts.map((part) => part.passage);
    return {
      answer: parts.map((part) => part.text).join(' '),
      sources: unique(
        used.map(({ title, href }) => ({ title, href })),
        (source) => source.href,
      ),
      action: intent(last, asked),
      answered: true,
      suggestions: suggestions(
        matches.map(({ match }) => match),
        used,
        last,
      ),
      passages: used,
    };
  }

  /**
   * A question of how much is answered by an amount ('¿cuánto cuesta?': '999 €'), next to what it
   * asks about ('¿cuánto cuesta el mantenimiento?': 'el mantenimiento cuesta 149 €'); one of how many
   * by a number of the thing asked about ('¿cuántas revisiones?': 'revisiones ilimitadas'). Not by a
   * passage that merely shares its words ('¿cuántos clientes tenéis?': '...a tus clientes las 24 horas').
   */
  function statesQuantity(question: string, asked: QueryWord[], match: Match, text: string): boolean {
    const said = words(question);
    const answer = words(text);
    /** Whether a term matching `word` has an amount within `before` words before it or `after` words after it. */
    const near = (
      word: QueryWord,
      before: number,
      after: number,
      isAmount: (neighbour: string) => boolean,
    ) => {
      const terms = new Set([...word.variants.keys(), ...(match.words.get(word) ?? [])]);
      return answer.some((candidate, i) => {
        const term = indexTerm(candidate);
        if (!term || !terms.has(term)) return false;
        return [...answer.slice(Math.max(0, i - before), i), ...answer.slice(i + 1, i + after + 1)].some(
          isAmount,
        );
      });
    };
    const count = said.findIndex((word) => COUNT_QUESTION.test(word));
    const counted = count < 0 ? undefined : asked.find((word) => said.indexOf(word.word) > count);
    // '3 plazos', '48 horas', 'revisiones ilimitadas'.
    if (
      counted &&
      !near(counted, 2, 0, (n) => /^\d/.test(n)) &&
      !near(counted, 0, 1, (n) => /^ilimitad/.test(n))
    )
      return false;
    const amountQuestion =
      AMOUNT_QUESTION.test(said.join(' ')) || asked.every((word) => word.topics.includes('price'));
    if (!amountQuestion) return true;
    const subjects = asked.filter(
      (word) =>
        !word.topics.some((topic) => AMOUNT_TOPICS.has(topic)) &&
        rarity(word) >= SUBJECT_MIN_RARITY &&
        match.words.has(word),
    );
    const isAmount = (neighbour: string) => AMOUNT.test(neighbour);
    return subjects.length === 0
      ? answer.some(isAmount)
      : subjects.some((word) => near(word, 10, 10, isAmount));
  }

  return { reply, knowledge };
}

export type Assistant = ReturnType<typeof createAssistant>;

/** The next step for a visitor who wants to hire (checkout), or asks about the price or the demo (demo). */
function intent(question: string, asked: QueryWord[]): ChatAction | null {
  const folded = words(question).join(' ');
  if (CHECKOUT_INTENT.test(folded)) return actions.checkout;
  const aboutPrice = asked.some(
    (word) => word.topics.includes('price') || word.topics.includes('instalments'),
  );
  return DEMO_INTENT.test(folded) || aboutPrice ? actions.demo : null;
}

/** The FAQ's questions among the other matches, then the usual ones: never the question just answered. */
function suggestions(matches: Match[], used: Passage[], asked: string) {
  const answered = new Set(used.map((passage) => passage.faqQuestion));
  const related = matches.flatMap((match) => match.passage.faqQuestion ?? []);
  return unique([...related, ...defaultSuggestions], (question) => question)
    .filter((question) => !answered.has(question) && fold(question) !== fold(asked))
    .slice(0, 3);
}

const smallTalk = (answer: string): AssistantReply => ({
  answer,
  sources: [],
  action: null,
  answered: true,
  suggestions: defaultSuggestions.slice(0, 3),
  passages: [],
});

const declined = (): AssistantReply => ({
  answer: assistantCopy.declined,
  sources: [],
  action: actions.contact,
  answered: false,
  suggestions: defaultSuggestions.slice(0, 3),
  passages: [],
});

function unique<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
