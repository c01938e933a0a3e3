import MiniSearch from 'minisearch';
import { type Classification, type Classifier, createClassifier } from './classifier';
import {
  type AnswerRef,
  type AssistantContent,
  declineKindOf,
  type Intent,
  intentsOf,
  isOutOfScope,
  type KnownPassage,
  names,
  passagesOf,
} from './content';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatAction, type ChatAnswer, type ChatMessage } from './contract';
import { createReader, fold, indexTerm, type QueryWord, sentencesOf, stem, words } from './text';

type Passage = KnownPassage;

/** An answer, and the passages it was built from (an LLM provider gets them as its context). */
export interface AssistantReply extends ChatAnswer {
  passages: Passage[];
}

/** A passage longer than this is cut down to its sentences that answer the question. */
const PASSAGE_MAX_LENGTH = 450;
/** Intents this close to the best one are told apart by the conversation. */
const TIE = 0.05;
/** The most intents one message is answered with: a visitor rarely asks more than three things at once. */
const MAX_PARTS = 3;
/** The visitor's earlier messages that are read to follow the conversation. */
const HISTORY_TURNS = 6;
/** Question words ('¿dónde?') count when no known word of the question is this rare ('Renueva' is not). */
const HINT_MAX_RARITY = 5;
/** How much likelier than the next kind of decline the likeliest must be to be said as such. */
const KIND_MARGIN = 2;

/**
 * How sure the assistant must be to answer: the cheapest for a visitor by cross-validation over
 * every example (`pnpm assistant:curve --tuning-wrong 14`), where a wrong answer costs most, of the
 * policies that answer no more questions of the tuning part wrongly than the engine before issue 31
 * (14).
 */
export interface Policy {
  /** When the classifier counts as sure of an intent (one of the three readings, see `confident`). */
  sure: number;
  /** How close to the search's first passage the intent's passage must score for the search to agree. */
  agreement: number;
  /**
   * When no reading is sure (see `unsure`), the next topics are offered in a question back only
   * when they are this close to the likeliest, as two readings of the message; anything else is
   * declined plainly, with the closest topics as suggestions.
   */
  close: number;
  /**
   * How sure the classifier must be of an intent for it to be the answer at all, and how much of the
   * question's meaning may be words it never saw in training; past either the assistant says it does
   * not know rather than answer something else.
   */
  minScore: number;
  maxUnseen: number;
  /**
   * How much of a question's meaning (its words weighed by rarity) the answer must say, in the same
   * words, their synonyms or its topic's vocabulary, for the answer to be given: below it the
   * assistant asks back.
   */
  minCoverage: number;
}
/** Renueva's policy, chosen on its tuning part. */
export const defaultPolicy: Policy = {
  sure: 0.45,
  agreement: 0.75,
  close: 0.85,
  minScore: 0.4,
  maxUnseen: 0.3,
  minCoverage: 0.2,
};
/** The options a question back offers: a visitor compares three at a glance. */
const MAX_OPTIONS = 3;
/** The most words of a short question, which its head words may settle. */
const SHORT_QUESTION = 5;

const GREETING = /^(hola|buenas|buenos|dias|tardes|noches|hey|hi|hello|saludos|que|tal|como|estas)$/;
/** A greeting before a question ('Buenos días, ¿cuánto cuesta?'), left out of the question. */
const GREETING_FIRST =
  /^[\s¡!]*(hola|buen[oa]s( d[ií]as| tardes| noches)?|hey|hi|hello|saludos)\b[\s,.!¡:;]*(?=\S)/i;
const THANKS = /^(gracias|muchas|mil|thanks|thank|you|perfecto|genial|vale|ok|okay|de|acuerdo|entendido)$/;
const CHECKOUT_INTENT =
  /\b(contrat(ar|arlo|arla|aros|amos|acion)|compr(ar|arlo|arla|o)|adquirir(lo)?|encargar(lo|la)?|apuntarme|buy|purchase|hire|sign up)\b/;
const ASKS_COUNT = /\b(cuantos|cuantas|how many)\b/;
/** A number, in figures or in words ('4', 'cuatro'): what a question of how many needs in its answer. */
const NUMBER = /\d|\b(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|cien)\b/;
/**
 * A clause in which visitors say what their business is ('tengo una peluquería en Murcia', 'somos
 * una clínica'): it tells who asks, not what.
 */
const SELF_DESCRIPTION =
  /(?:^|(?<=[,.;:!?¿¡]|\by\b))\s*(?:yo\s+)?(?:tengo|tenemos|soy|somos|llevo|llevamos|regento|trabajo en|mi negocio es)\s+(?:un|una|unos|unas|el|la|mi|dos|tres)\b[^,.;:!?¿¡]*/giu;
/** A word the site never uses after one of these ('la web de mi peluquería') is the visitor's context. */
const POSSESSIVE = /^(mi|mis|nuestro|nuestra|nuestros|nuestras)$/;
/** How a follow-up starts ('¿y...?', 'vale, ¿...?') or points back ('eso', 'lo'). */
const FOLLOW_UP =
  /^\s*[¿¡]?\s*(y|e|and|vale|ok|okay|entonces|pues|bueno|oye|perfecto|genial|de acuerdo|y si|y para)\b|\b(eso|esto|ese|esa|este|esta|aquello|lo mismo)\b/i;
/** What a turn of the conversation asked: its intents and the subject a follow-up refers to. */
interface Turn {
  intents: string[];
  asked: QueryWord[];
  subject: string | undefined;
  /** The topics the message may ask, likeliest first: what a question back offers. */
  likely: Classification[];
}

/** How well one passage matches a question. */
interface Match {
  passage: Passage;
  score: number;
}

/**
 * The assistant's offline engine. A message is read for its intents (what the visitor wants to
 * know) by a classifier trained on visitors' ways of asking each one; each intent is answered with
 * the passages of the site's content that answer it. Follow-ups take their subject from the turn
 * before; a message that asks two things gets both answered; a short one is settled by its head
 * words ('¿iva?'). The engine never writes a fact of its own. When it is not sure, it asks back
 * only when two readings are close, with those as one-tap questions, and otherwise declines
 * plainly; what the site does not answer it declines, in words that fit what was asked. `policy`
 * says how sure is sure enough.
 */
export function createAssistant(content: AssistantContent, policy: Policy = defaultPolicy) {
  const { knowledge, intents } = read(content);
  const { copy, declines, actions = {}, conversation = {} } = content;
  /** What to ask next when an answer suggests nothing better. */
  const firstSuggestions = content.suggestions.slice(0, MAX_SUGGESTIONS);
  const queryWords = createReader(content.vocabulary ?? {});
  /** Words a short question may add to a head word and still ask only it ('¿precio de la web?'). */
  const generic = new Set((conversation.generic ?? []).map(stem));
  const subjects = Object.entries(conversation.subjects ?? {});
  const namedSubjects = new Set(subjects.map(([subject]) => subject));
  const passages = new Map(knowledge.map((passage) => [passage.id, passage]));
  /** Each answer reference's passages (see `candidatesOf`). */
  const resolved = new Map<AnswerRef, Passage[]>();
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

  // How many passages each term appears in: a question's rare words weigh more.
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

  // An intent whose passages this knowledge lacks answers nothing.
  const answerable = intents.filter(
    (intent) => isOutOfScope(intent.intent) || answerOf(intent, []).length > 0,
  );
  const { classifier, topics } = trained(
    intents,
    answerable,
    (text) => queryWords(text, known),
    (intent) => answerOf(intent, [])[0]?.passage.id,
  );
  const intentsById = new Map(answerable.map((intent) => [intent.intent as string, intent]));
  /** The intent that answers an aspect of a subject: 'maintenance:price' is the maintenance's price. */
  const bySubjectAspect = new Map(
    answerable.flatMap((intent) =>
      intent.subject
        ? (intent.aspects ?? []).map((aspect) => [`${intent.subject}:${aspect}`, intent] as const)
        : [],
    ),
  );
  /** Two intents answered with the same passages are one answer. */
  const answerKey = (id: string) => JSON.stringify(intentsById.get(id)?.answer ?? id);
  /**
   * Whether an intent may be what a question asks at all: one the site answers, a question whose
   * main words the examples know (a question about something no intent mentions is about none of
   * them) and none of which only the site's declines use, and, for a question of how many
   * ('¿cuántos clientes tenéis?'), an answer that states a number.
   */
  const plausible = (found: Classification, asked: QueryWord[], text: string) => {
    const total = asked.reduce((sum, word) => sum + rarity(word), 0);
    const unseen = asked
      .filter((word) => !classifier.seen(word))
      .reduce((sum, word) => sum + rarity(word), 0);
    return (
      !isOutOfScope(found.intent) &&
      !asked.some((word) => classifier.usedOnlyBy(word, isOutOfScope)) &&
      unseen <= policy.maxUnseen * total &&
      (!ASKS_COUNT.test(words(text).join(' ')) ||
        answerOf(intentsById.get(found.intent) as Intent, []).some((part) => NUMBER.test(fold(part.text))))
    );
  };

  /** Whether a classification is sure enough to answer with: plausible, likely, and two of three readings agree. */
  const confident = (found: Classification, asked: QueryWord[], text: string) =>
    found.score >= policy.minScore && plausible(found, asked, text) && twoOfThreeAgree(found, asked);

  /**
   * Whether the visitors' examples nearest to the question are of the intent's topic: a second
   * reading of the same examples, by likeness rather than by word counts.
   */
  const neighboursAgree = (intent: string, asked: QueryWord[]) => {
    const [nearest] = classifier.neighbours(asked);
    return (
      nearest !== undefined &&
      (topics.get(nearest.intent) ?? nearest.intent) === (topics.get(intent) ?? intent)
    );
  };

  /**
   * Whether a plain search of the content, which knows only the content's words, agrees with the
   * classifier: the intent's passage scores about as high as the one the search finds first. A
   * question of one word is no evidence (many passages say 'precio').
   */
  /**
   * Two of three readings agree: the classifier is sure, a plain search of the content finds its
   * passage, the nearest examples are of its topic (compared with every example, so asked last).
   */
  const twoOfThreeAgree = (found: Classification, asked: QueryWord[]) => {
    const sure = found.score >= policy.sure;
    const searched = searchAgrees(found.intent, asked);
    return (sure && searched) || ((sure || searched) && neighboursAgree(found.intent, asked));
  };

  const searchAgrees = (intent: string, asked: QueryWord[]) => {
    const found = search(asked);
    const [top] = found;
    if (top === undefined || asked.filter((word) => !word.hint).length < 2) return true;
    const refs = intentsById.get(intent)?.answer ?? [];
    const own = found.find((match) => refs.some((ref) => candidatesOf(ref).includes(match.passage)));
    return own !== undefined && own.score >= policy.agreement * top.score;
  };
  const turn = (chosen: string[], asked: QueryWord[]): Turn => ({
    intents: chosen,
    asked,
    subject: chosen.map((id) => intentsById.get(id)?.subject).find((subject) => subject !== undefined),
    likely: asked.length > 0 ? rank(asked) : [],
  });

  /** Each intent's one-tap question, by intent, and the intent each answers when tapped. */
  const optionOf = new Map(
    answerable.flatMap((intent) => (intent.question ? [[intent.intent, intent.question] as const] : [])),
  );
  const tapped = new Map<string, string>();
  for (const [intent, option] of optionOf) if (!tapped.has(fold(option))) tapped.set(fold(option), intent);

  /** Each intent's head words, as the stems a question must say. */
  const heads = answerable
    .flatMap((intent) =>
      (intent.heads ?? []).map((head) => ({
        intent: intent.intent,
        stems: ownStems(queryWords(head, known)),
      })),
    )
    .filter(({ stems }) => stems.some((stem) => !generic.has(stem)));

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
   * The passages that match a question, best first. Each passage scores, for each question word, its
   * best match among the word and its synonyms, and half its second best: a passage that says it two
   * ways is more about it, but one full of synonyms of one word does not outweigh one that matches
   * every word.
   */
  function search(asked: QueryWord[]): Match[] {
    const matches = new Map<string, Match>();
    for (const word of asked) {
      const scores = new Map<string, number[]>();
      for (const [term, boost] of word.variants) {
        for (const result of searchTerm(term, boost === 1)) {
          const id = result.id as string;
          const passage = passages.get(id) as Passage;
          if (!matches.has(id)) matches.set(id, { passage, score: 0 });
          scores.set(id, [...(scores.get(id) ?? []), result.score * boost * passage.priority]);
        }
      }
      for (const [id, found] of scores) {
        const [first = 0, second = 0] = found.sort((a, b) => b - a);
        (matches.get(id) as Match).score += first + second / 2;
      }
    }
    return [...matches.values()].sort((a, b) => b.score - a.score);
  }

  /** A question's words, with its question words ('¿dónde?') only when no other word names a subject. */
  function subject(found: QueryWord[]): QueryWord[] {
    const named = found.filter((word) => !word.hint);
    const names = (word: QueryWord) =>
      rarity(word) >= HINT_MAX_RARITY && [...word.variants.keys()].some(known);
    return named.some(names) ? named : found;
  }

  /** What the visitor says of their own business ('tengo una clínica en Murcia'): context, not the question. */
  function withoutContext(text: string): QueryWord[] {
    const said = words(text);
    return subject(queryWords(text.replace(SELF_DESCRIPTION, ' '), known)).filter((word) => {
      if (word.topics.length > 0 || [...word.variants.keys()].some(known)) return true;
      const before = said[said.indexOf(word.word) - 1];
      return before === undefined || !POSSESSIVE.test(before);
    });
  }

  /**
   * The intent a text asks, if the classifier is sure of one. Intents about as likely as the best
   * are told apart by the turn before: '¿y en plazos?' after the price asks for instalments, not
   * deadlines.
   */
  function classifyText(text: string, asked: QueryWord[], before: Turn | undefined): string | undefined {
    const [best, ...others] = rank(asked);
    if (!best || !confident(best, asked, text)) return undefined;
    const close = [best, ...others.filter((candidate) => candidate.score >= best.score - TIE)];
    if (close.length === 1 || !before) return best.intent;
    const ids = new Set(close.map((candidate) => candidate.intent));
    const inContext = rank([...asked, ...before.asked]).find((candidate) => ids.has(candidate.intent));
    return (inContext ?? best).intent;
  }

  /**
   * The intents the classifier tells apart, each with its likelihood: intents it confuses on their
   * own examples ('vat' and 'price', the company's details on three legal pages) or that answer with
   * the same passage are one topic, whose likelihood is theirs together, answered by the likeliest.
   */
  function rank(asked: QueryWord[]): Classification[] {
    const groups = new Map<string, { lead: Classification; score: number }>();
    for (const found of classifier.classify(asked)) {
      const key = topics.get(found.intent) ?? found.intent;
      const group = groups.get(key);
      if (group) group.score += found.score;
      else groups.set(key, { lead: found, score: found.score });
    }
    return [...groups.values()]
      .map(({ lead, score }) => ({ intent: lead.intent, score }))
      .sort((a, b) => b.score - a.score);
  }

  /** The intents a message asks (one, or one for each part of a message that asks two things), or none. */
  function understand(text: string, before: Turn | undefined): Turn {
    const asked = withoutContext(text);
    if (asked.length === 0)
      return SELF_DESCRIPTION.test(text) && conversation.selfDescription
        ? turn([conversation.selfDescription], asked)
        : turn([], asked);
    const whole = classifyText(text, asked, before) ?? headOfShort(text, asked, before);
    let chosen = whole ? [whole] : [];
    // A message whose parts each ask something else asks two things; one unsure as a whole may
    // still have a part that asks something clearly.
    const parts = unique(
      splitParts(text).flatMap((part) => {
        const said = withoutContext(part);
        return classifyText(part, said, before) ?? headOfShort(part, said, before) ?? [];
      }),
      (intent) => answerKey(intent),
    );
    if (parts.length > 1 || (parts.length === 1 && chosen.length === 0)) chosen = parts;
    // A follow-up ('¿y cuánto vale?') asks its aspect of the subject before it, unless it names another.
    // ...unless it names what only the site's declines speak of ('¿y el logo?' after the price).
    const declinedWord = asked.some((word) => classifier.usedOnlyBy(word, isOutOfScope));
    if (followsUp(text, before) && !declinedWord) {
      // What it asks of the subject: what its intents, or its head words, ask ('¿y cuánto vale?': the price).
      const named = words(text).length <= SHORT_QUESTION ? headed(asked) : undefined;
      const aspects = [...chosen, ...(named ? [named] : [])].flatMap(
        (intent) => intentsById.get(intent)?.aspects ?? [],
      );
      const followed = aspects
        .map((aspect) => bySubjectAspect.get(`${before.subject}:${aspect}`))
        .find((intent) => intent !== undefined);
      if (followed) chosen = [followed.intent];
      else if (chosen.length === 0 || (!namedSubjects.has(before.subject) && FOLLOW_UP.test(fold(text)))) {
        // A subject with no words of its own (a passage's: see `intentsOf`) has no aspects either: a
        // message that says it follows up ('¿y el otro?' after a price, not a short question of its
        // own) is read with the words of the turn before.
        const again = classifyText(text, [...asked, ...before.asked], undefined);
        if (again) chosen = [again];
      }
    }
    return turn(chosen.slice(0, MAX_PARTS), asked);
  }

  /**
   * Whether an answer says what was asked: the share of the question's meaning (its known words,
   * weighed by rarity) that the answer's passages or the intents' examples say, in the same words or
   * their synonyms.
   */
  function addresses(asked: QueryWord[], chosen: Intent[], parts: { passage: Passage; text: string }[]) {
    const said = new Set(
      parts.flatMap((part) =>
        words(`${part.passage.heading} ${part.text}`).flatMap((word) => indexTerm(word) ?? []),
      ),
    );
    const meant = asked.filter((word) => !word.hint && [...word.variants.keys()].some(known));
    const total = meant.reduce((sum, word) => sum + rarity(word), 0);
    if (total === 0) return true;
    const covered = meant
      .filter(
        (word) =>
          [...word.variants.keys()].some((term) => said.has(term)) ||
          chosen.some((intent) => vocabularyOf(intent).has(word.word)),
      )
      .reduce((sum, word) => sum + rarity(word), 0);
    return covered >= policy.minCoverage * total;
  }

  /** The words of an intent's examples, folded: its topic's vocabulary. */
  const vocabularies = new Map<Intent, Set<string>>();
  function vocabularyOf(intent: Intent) {
    let found = vocabularies.get(intent);
    if (!found) {
      found = new Set(intent.examples.flatMap((example) => words(example)));
      vocabularies.set(intent, found);
    }
    return found;
  }

  /** The likeliest topics' one-tap questions, one per answer: at least `share` as likely as the likeliest. */
  function optionsFor(inside: Classification[], share: number): string[] {
    const [best] = inside;
    const offered = inside
      .filter((candidate) => best !== undefined && candidate.score >= share * best.score)
      .flatMap((candidate) => optionOf.get(candidate.intent) ?? []);
    return [...new Set(offered)].slice(0, MAX_OPTIONS);
  }

  /**
   * What the assistant says when none of its readings is sure: what the site does not answer is
   * declined as its kind asks; two close readings are asked back, with those topics as options;
   * anything else is declined plainly, with the closest topics as suggestions.
   */
  function unsure(now: Turn, text: string): AssistantReply {
    const inside = now.likely.filter((candidate) => !isOutOfScope(candidate.intent));
    const closest = optionsFor(inside, 0);
    // What the site does not answer, all kinds together, is declined as such when it is likelier
    // than the best topic; as the likeliest kind only when that is clearly likelier than the others
    // ('Eso no lo hacemos' to a question about the team would mislead).
    const kinds = now.likely.filter((candidate) => isOutOfScope(candidate.intent));
    const outside = kinds.reduce((sum, candidate) => sum + candidate.score, 0);
    const [best] = inside;
    const [first, second] = kinds;
    if (
      first &&
      (outside >= (best?.score ?? 0) || now.asked.some((word) => classifier.usedOnlyBy(word, isOutOfScope)))
    ) {
      const sure = first.score >= KIND_MARGIN * (second?.score ?? 0);
      return declined(sure ? declineKindOf(first.intent) : 'unstated', closest);
    }
    // A message whose words the examples do not know is about none of the topics: nothing to ask back.
    if (!best || !plausible(best, now.asked, text)) return declined('unstated', closest);
    const options = optionsFor(inside, policy.close);
    if (options.length < 2) return declined('unstated', closest);
    return {
      answer: copy.clarify,
      sources: [],
      action: null,
      answered: false,
      suggestions: options,
      passages: [],
    };
  }

  /**
   * A decline, said as its kind asks: what the site does not know gets the contact and the closest
   * topics; what Renueva does not do, or is not for, gets what Renueva does instead.
   */
  function declined(kind: string, closest: string[]): AssistantReply {
    const { answer, action, instead = [] } = declines[kind] ?? declines.unstated;
    const offered = instead.flatMap((intent) => optionOf.get(intent) ?? []);
    const suggestions = kind === 'unstated' && closest.length > 0 ? closest : offered;
    return {
      answer,
      sources: [],
      action: (action && actions[action]) || null,
      answered: false,
      suggestions: suggestions.length > 0 ? suggestions : firstSuggestions,
      passages: [],
    };
  }

  function reply(messages: ChatMessage[]): AssistantReply {
    const questions = messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content.replace(GREETING_FIRST, ''));
    let before: Turn | undefined;
    for (const question of questions.slice(-HISTORY_TURNS, -1)) {
      const previous = understand(question, before);
      if (previous.intents.length > 0) before = previous;
    }
    const last = questions.at(-1) ?? '';
    const option = tapped.get(fold(last));
    const now = option ? turn([option], queryWords(last, known)) : understand(last, before);

    if (now.intents.length === 0) {
      const said = words(last);
      if (said.length > 0 && said.every((word) => GREETING.test(word))) return smallTalk(copy.greeting);
      if (said.length > 0 && said.every((word) => THANKS.test(word))) return smallTalk(copy.thanks);
      return unsure(now, last);
    }
    const asked = now.intents.flatMap((id) => intentsById.get(id) ?? []);
    const parts = asked.flatMap((intent) => answerOf(intent, now.asked));
    if (!option && !addresses(now.asked, asked, parts)) return unsure(now, last);
    const action = asked.map((intent) => intent.action).find((kind) => kind !== undefined);
    return answered(last, parts, action);
  }

  /** The passages an answer reference names: the same for every question, so found once. */
  function candidatesOf(ref: AnswerRef): Passage[] {
    let found = resolved.get(ref);
    if (!found) {
      found = knowledge.filter((passage) => names(ref, passage));
      resolved.set(ref, found);
    }
    return found;
  }

  /** The intent's passages, as the text it answers with. */
  function answerOf(intent: Intent, asked: QueryWord[]): { passage: Passage; text: string }[] {
    return intent.answer.flatMap((ref) => {
      const candidates = candidatesOf(ref);
      const passage = ref.section ? bestOf(candidates, asked) : candidates[0];
      if (!passage) return [];
      if (ref.best) return [{ passage, text: excerpt(passage.text, asked) }];
      if (!ref.sentences) return [{ passage, text: passage.text }];
      const pattern = ref.sentences;
      const text = sentencesOf(passage.text)
        .filter((sentence) => pattern.test(sentence))
        .join(' ');
      return text ? [{ passage, text }] : [];
    });
  }

  /**
   * A passage, or, when it is long, its one or two sentences that say most of the question's words,
   * in their order (a sentence that introduces a list keeps its list).
   */
  function excerpt(text: string, asked: QueryWord[]): string {
    if (text.length <= PASSAGE_MAX_LENGTH || asked.length === 0) return text;
    const scored = sentencesOf(text).map((sentence, position) => {
      const terms = new Set(words(sentence).map(indexTerm));
      const score = asked
        .filter((word) => [...word.variants.keys()].some((term) => terms.has(term)))
        .reduce((sum, word) => sum + rarity(word), 0);
      return { sentence, position, score };
    });
    const [top, ...others] = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
    if (!top || top.score === 0) return text;
    const chosen = [top];
    const next = others.find((other) => other.score > 0 && other.score * 2 >= top.score);
    if (next && top.sentence.length + next.sentence.length <= PASSAGE_MAX_LENGTH) chosen.push(next);
    return chosen
      .sort((a, b) => a.position - b.position)
      .map((part) => part.sentence)
      .join(' ');
  }

  /** Of a section's passages, the one that matches the question best (the first when none does). */
  function bestOf(candidates: Passage[], asked: QueryWord[]): Passage | undefined {
    const ids = new Set(candidates.map((passage) => passage.id));
    const [best] = search(asked).filter((match) => ids.has(match.passage.id));
    return best?.passage ?? candidates[0];
  }

  /** An answer made of passages, kept within the length of a message. */
  function answered(
    question: string,
    parts: { passage: Passage; text: string }[],
    action: string | undefined,
  ): AssistantReply {
    const texts = unique(parts, (part) => part.text).map((part) => part.text);
    let answer = texts.join(' ');
    if (answer.length > CHAT_MESSAGE_MAX_LENGTH) {
      const share = Math.floor(CHAT_MESSAGE_MAX_LENGTH / texts.length) - 1;
      answer = texts.map((text) => shorten(text, share)).join(' ');
    }
    const used = unique(
      parts.map((part) => part.passage),
      (passage) => passage.id,
    );
    return {
      answer,
      sources: unique(
        used.map(({ title, href }) => ({ title, href })),
        (source) => source.href,
      ),
      action: nextStep(question, action),
      answered: true,
      suggestions: suggestions(used, question),
      passages: used,
    };
  }

  /**
   * What a short question ('¿demo sin coste?') names by its head words, unless it says it follows up
   * the turn before ('¿y eso cuánto es?').
   */
  function headOfShort(text: string, asked: QueryWord[], before: Turn | undefined) {
    const followUp = before && FOLLOW_UP.test(fold(text)) && !namesOtherSubject(text, before.subject);
    if (words(text).length > SHORT_QUESTION || followUp) return undefined;
    return headed(asked);
  }

  /**
   * The intent a short question names by its head words: every head word said, and nothing else
   * but generic words. The longest head that matches wins; heads of two intents that match as well
   * name neither.
   */
  function headed(asked: QueryWord[]): string | undefined {
    const said = ownStems(asked);
    const matching = heads
      .filter(({ stems }) => stems.every((stem) => said.includes(stem)))
      .filter(({ stems }) => said.every((stem) => stems.includes(stem) || generic.has(stem)))
      .sort((a, b) => b.stems.length - a.stems.length);
    const [first, second] = matching;
    if (!first || (second && second.stems.length === first.stems.length && second.intent !== first.intent))
      return undefined;
    return first.intent;
  }

  /** The checkout for a visitor who says they want to buy; otherwise the intent's own next step, if any. */
  function nextStep(question: string, action: string | undefined): ChatAction | null {
    if (actions.checkout && CHECKOUT_INTENT.test(words(question).join(' '))) return actions.checkout;
    return (action && actions[action]) || null;
  }

  /** The questions most visitors start with, never the one just answered nor the question asked. */
  function suggestions(used: Passage[], asked: string) {
    const answered = new Set(used.map((passage) => passage.faqQuestion));
    return content.suggestions
      .filter((question) => !answered.has(question) && fold(question) !== fold(asked))
      .slice(0, MAX_SUGGESTIONS);
  }

  /** Whether a message follows up the subject of the turn before ('¿y cuánto vale?') rather than naming another. */
  function followsUp(text: string, before: Turn | undefined): before is Turn & { subject: string } {
    return before?.subject !== undefined && isFollowUp(text) && !namesOtherSubject(text, before.subject);
  }

  /**
   * Whether a message names a subject other than `subject`, or any when there is none (the maintenance,
   * in a follow-up to a question on the price).
   */
  function namesOtherSubject(text: string, subject: string | undefined) {
    const folded = words(text).join(' ');
    return subjects.some(([other, pattern]) => other !== subject && pattern.test(folded));
  }

  function smallTalk(answer: string): AssistantReply {
    return {
      answer,
      sources: [],
      action: null,
      answered: true,
      suggestions: firstSuggestions,
      passages: [],
    };
  }

  return { reply, knowledge, copy };
}

export type Assistant = ReturnType<typeof createAssistant>;

/** The most questions an answer suggests next. */
const MAX_SUGGESTIONS = 3;

/** Each content's passages and intents, read once: the classifiers are cached by its intents. */
const contents = new WeakMap<AssistantContent, { knowledge: Passage[]; intents: Intent[] }>();
function read(content: AssistantContent) {
  let found = contents.get(content);
  if (!found) {
    const knowledge = passagesOf(content);
    found = { knowledge, intents: intentsOf(content, knowledge) };
    contents.set(content, found);
  }
  return found;
}

/**
 * Trained classifiers and their topics, by the intents they learnt and the passages their answers
 * start with (the knowledge itself only forgives typos in the examples): a process trains each
 * once, however many assistants the server and the tests create.
 */
const classifiers = new WeakMap<
  readonly Intent[],
  Map<string, { classifier: Classifier; topics: Map<string, string> }>
>();

function trained(
  intents: readonly Intent[],
  answerable: Intent[],
  read: (text: string) => QueryWord[],
  firstPassage: (intent: Intent) => string | undefined,
) {
  const byAnswers = classifiers.get(intents) ?? new Map();
  classifiers.set(intents, byAnswers);
  const key = answerable.map((intent) => `${intent.intent}:${firstPassage(intent)}`).join('\n');
  let found = byAnswers.get(key);
  if (!found) {
    const classifier = createClassifier(answerable, read);
    found = { classifier, topics: topicsOf(answerable, classifier, firstPassage) };
    byAnswers.set(key, found);
  }
  return found;
}

/** Of an intent's own examples, the share the classifier must give another intent for the two to be one topic. */
const CONFUSED = 0.2;

/**
 * Each intent's topic (an intent of it stands for the whole): intents whose answers start with the
 * same passage, and intents the classifier confuses on their own examples, share one.
 */
function topicsOf(
  intents: Intent[],
  classifier: Classifier,
  firstPassage: (intent: Intent) => string | undefined,
): Map<string, string> {
  const parent = new Map(intents.map((intent) => [intent.intent, intent.intent]));
  const root = (id: string): string => {
    const up = parent.get(id) ?? id;
    return up === id ? id : root(up);
  };
  const join = (a: string, b: string) => parent.set(root(a), root(b));
  const byPassage = new Map<string, string>();
  for (const intent of intents) {
    const passage = firstPassage(intent);
    if (passage === undefined) continue;
    const other = byPassage.get(passage);
    if (other) join(intent.intent, other);
    else byPassage.set(passage, intent.intent);
  }
  for (const intent of intents) {
    const confused = new Map<string, number>();
    for (const example of intent.examples) {
      const [top] = classifier.classify(classifier.wordsOf(example));
      if (top && top.intent !== intent.intent) confused.set(top.intent, (confused.get(top.intent) ?? 0) + 1);
    }
    for (const [other, count] of confused)
      if (count >= CONFUSED * intent.examples.length && !isOutOfScope(other) && !isOutOfScope(intent.intent))
        join(intent.intent, other);
  }
  return new Map(intents.map((intent) => [intent.intent, root(intent.intent)]));
}

/** A text cut to its first sentences that fit in `max` characters (at least the first, cut at a word). */
function shorten(text: string, max: number): string {
  let kept = '';
  for (const sentence of sentencesOf(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept || `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The parts of a message that may each ask something: its sentences, and the clauses joined by
 * 'y', 'además' or 'también' ('¿qué precio tiene y en cuántas semanas está lista?').
 */
function splitParts(text: string): string[] {
  return text
    .split(/[?¿!;.\n]+|,\s*|\s+(?:y|e|ademas|además|tambien|también|and)\s+/iu)
    .map((part) => part.trim())
    .filter((part) => words(part).some((word) => indexTerm(word) !== null));
}

const isFollowUp = (text: string) =>
  FOLLOW_UP.test(fold(text)) || words(text).filter((word) => indexTerm(word)).length <= 2;

/** A question's own words, as stems (not its question words nor its synonyms). */
const ownStems = (asked: QueryWord[]) =>
  asked.flatMap((word) => {
    const [own] = word.variants.keys();
    return own === undefined || word.hint ? [] : [own];
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
