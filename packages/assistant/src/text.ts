/**
 * Spanish text normalisation for the assistant's search: case and accents folded, stop words
 * dropped, a light stemmer for plurals, gender, enclitic pronouns and the common verb endings, and
 * synonyms: the words visitors use for what the site's content says in its own words.
 */

/** Lowercase, without accents or diacritics ('Cuánto' → 'cuanto', 'diseño' → 'diseno'). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a text, folded: runs of letters and digits ('99,9' stays one word, '2–4' is two). */
export const words = (text: string): string[] => fold(text).match(/\p{L}+|\d+(?:[.,]\d+)*/gu) ?? [];

/**
 * Words that carry no topic, in Spanish and English: articles, pronouns, prepositions, adverbs of
 * place and time, question words, the light verbs a question is built with ('tenéis', 'puedo',
 * 'quiero saber', 'usáis', '¿qué pasa si...?', '¿lleva IVA?') and fillers.
 */
const STOP_WORDS = new Set(
  `a al algo alguien algun alguna algunas alguno algunos ante aqui asi aun bien cada cerca como con conmigo
  contigo cual cuales cualquier cuando cuanta cuantas cuanto cuantos de debajo del delante demas dentro
  desde detras donde dos e el ella ellas ello ellos en encima entonces entre era eres es esa esas ese eso
  esos esta estais estamos estan estar estas este esto estos estoy fuera fue ha habeis haber hace haceis
  hacen hacer hacemos hago han has hay he hola la las le les lejos lo los mas me mi mia mio mis mucha
  muchas mucho muchos muy nada ni no nos nosotros nuestra nuestro nuestros o os otra otro otros para pero
  poco podeis podemos poder podre podria podriais por porque puede pueden puedes puedo pues que queria
  quien quienes quiero quieres saber se sea ser si sin sobre sois somos son soy su sus tal tambien tan
  tanto te teneis tenemos tener tengo ti tiene tienen tienes toda todas todo todos tu tus un una unas uno
  unos usa usais usan usar usamos usted ustedes vais vamos ver vera vere veo voy vosotros vuestra vuestras
  vuestro vuestros y ya yo q k ke xq pq porfa favor gracias buenas buenos hey vale ok antes despues luego
  ahora todavia siempre nunca pronto pasa pasar pasaria ocurre ocurrir lleva llevan llevar entra entran da
  dais dan dar doy hara haria haran hasta estaria estara seria sera necesito necesitaria necesitamos
  quisiera busco buscamos sirve sirven servir pido pedir pides dime decir dice dicen cuentame explicame
  sabeis sabes casi suele suelen soler normalmente normalita normalito exactamente realmente basicamente
  aproximadamente bastante
  a an and any are be can could did do does for from get have how i if in is it me my need of on or our so
  take that the there to want we much many what when where which who will with would you your please
  until`.split(/\s+/),
);

/** Pronouns joined to an infinitive or a gerund ('probarlo', 'pasaros'), or two to an imperative ('explícamelo'). */
const ENCLITIC =
  /(?<=(?:ar|er|ir|ando|iendo))(?:lo|la|los|las|le|les|me|te|se|nos|os)$|(?<=[aei])(?:melo|mela|melos|telo|selo|sela|noslo)$/;

/** Endings the stemmer removes, longest first: derivations, verb forms, then plural and gender. */
const SUFFIXES =
  `amientos imientos aciones iciones amiento imiento ariamos eriamos iriamos ariais eriais iriais arian erian
  irian arias erias irias aremos eremos iremos areis ereis ireis acion icion
  mente ables ibles aria eria iria able ible iendo ando ados adas idos idas amos emos imos ado ada ido ida
  ais eis ara era es as os an en ar er ir a e o s`.split(/\s+/);

/** A light Spanish stemmer: one ending off, leaving at least three letters ('precios' → 'preci', 'tardáis' → 'tard'). */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  const bare = word.replace(ENCLITIC, '');
  const suffix = SUFFIXES.find((ending) => bare.endsWith(ending) && bare.length - ending.length >= 3) ?? '';
  const root = bare.slice(0, bare.length - suffix.length);
  // 'ejercer' and 'ejerzo', 'veces' and 'vez': the z of a root is written c before e and i.
  return /^[ei]/.test(suffix) ? root.replace(/c$/, 'z') : root;
}

/** A text's sentences (a list joined with semicolons is one). */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}¿¡\d])/u);

/** The indexed form of a word, or null for a stop word. */
export const indexTerm = (word: string): string | null => (STOP_WORDS.has(word) ? null : stem(word));

/**
 * The words a business's visitors use for what its content says in its own words, in groups of one
 * idea ('precio cuesta tarifa'): a word of a question also searches for the other words of its group,
 * with a lower weight. A word marked ~ leads to its group but is not searched for from the others,
 * because it also means something else ('plazos' are instalments, but a 'plazo' is a deadline). Core
 * groups are the topics the assistant is there for: a question on one of them is answered even when
 * it also says things the content does not know about, such as the visitor's trade or town.
 */
export interface SynonymGroup {
  /** The idea the group names ('price'): the classifier reads it as a feature of the question. */
  topic: string;
  core: boolean;
  /** The group's words, separated by spaces. */
  words: string;
}

/** How a business's visitors say what its content says: see `createReader`. */
export interface Vocabulary {
  synonyms?: readonly SynonymGroup[];
  /**
   * Question words that point at a word of the content when a question has no other word
   * ('¿cuánto?': 'precio', '¿dónde?': 'domicilio').
   */
  hints?: Readonly<Record<string, string>>;
}

/** A synonym group as the reader uses it: the stems a word of the group searches for. */
interface Group {
  topic: string;
  core: boolean;
  terms: string[];
}

const SYNONYM_WEIGHT = 0.4;
const HINT_WEIGHT = 0.3;

/** Whether two words are at most `max` edits apart (Levenshtein, stopped early). */
function near(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...next) > max) return false;
    row = next;
  }
  return (row[b.length] as number) <= max;
}

const COSTS = /^(vale|valen|valdria|sale|salen|saldria)$/;

export interface QueryWord {
  /** The word as folded. */
  word: string;
  /** Terms to search for, each with its weight: the word's stem (1), its synonyms (lower). */
  variants: Map<string, number>;
  /** The topics of its synonym groups ('price', 'delivery'...). */
  topics: string[];
  /** Whether the word belongs to one of the assistant's core topics. */
  core: boolean;
  /** A question word ('¿cuánto?', '¿dónde?') standing for its topic: it counts when nothing else says what the question is about. */
  hint: boolean;
}

/** Reads a question's content words: see `createReader`. */
export type ReadQuestion = (text: string, known?: (term: string) => boolean) => QueryWord[];

/**
 * A reader of questions in one business's words: a question's content words, each with its stem and
 * the stems of its synonyms (`vocabulary`), forgiving a typo in a longer word that the content never
 * uses ('questa' is 'cuesta').
 */
export function createReader({ synonyms = [], hints = {} }: Vocabulary): ReadQuestion {
  /** A word's groups by the word itself ('plazos': payment) before its stem ('plaz': payment and delivery). */
  const groupsByWord = new Map<string, Group[]>();
  const groupsByStem = new Map<string, Group[]>();
  for (const { topic, core, words: list } of synonyms) {
    const entries = list
      .split(' ')
      .map((entry) => ({ word: entry.replace('~', ''), searched: !entry.startsWith('~') }));
    const group: Group = {
      topic,
      core,
      terms: [...new Set(entries.filter((entry) => entry.searched).map((entry) => stem(entry.word)))],
    };
    for (const { word } of entries) {
      groupsByWord.set(word, [...(groupsByWord.get(word) ?? []), group]);
      groupsByStem.set(stem(word), [...new Set([...(groupsByStem.get(stem(word)) ?? []), group])]);
    }
  }

  /**
   * The synonym groups of a word, forgiving a typo in a longer word that the content never uses
   * ('finanziar' → 'financiar', but not 'último' → 'uptime').
   */
  function groupsOf(word: string, term: string, known: (term: string) => boolean): Group[] {
    return meant(word, term, known).groups;
  }

  /**
   * The stem a word stands for and its synonym groups: its own, or, for a longer word that the site's
   * content never uses, those of the stem of a group one typo away ('questa' is 'cuesta').
   */
  function meant(word: string, term: string, known: (term: string) => boolean) {
    const exact = groupsByWord.get(word) ?? groupsByStem.get(term);
    if (exact || term.length < 5 || known(term)) return { term, groups: exact ?? [] };
    return nearGroup(term) ?? { term, groups: [] };
  }

  /** The stem of a group one typo away from the term, and its groups, found once per term: the server reads thousands of examples as it starts. */
  const nearGroups = new Map<string, { term: string; groups: Group[] } | undefined>();
  function nearGroup(term: string) {
    if (!nearGroups.has(term)) {
      const found = [...groupsByStem].find(([other]) => near(term, other, 1));
      nearGroups.set(term, found && { term: found[0], groups: found[1] });
    }
    return nearGroups.get(term);
  }

  /**
   * The content words of a question, each with the terms it searches for. A synonym that is itself
   * another word of the question is left to that word, so that '¿los plazos tienen intereses?' needs a
   * passage that speaks of both.
   */
  function queryWords(text: string, known: (term: string) => boolean = () => false): QueryWord[] {
    const found: QueryWord[] = [];
    // '¿cuánto vale?', '¿por cuánto sale?': 'vale' and 'sale' ask the price only after 'cuánto'.
    const said = words(text).map((word, i, all) =>
      COSTS.test(word) && /^(cuanto|cuanta|que)$/.test(all[i - 1] ?? '') ? 'cuesta' : word,
    );
    const own = new Set(said.map(indexTerm));
    for (const [i, word] of said.entries()) {
      const term = indexTerm(word);
      // '¿cuánto tiempo?', '¿cuánto tardáis?': a question word before a word of another topic asks
      // about that; before a word of its own topic ('¿cuánto cuesta?') it says it again.
      const next = said[i + 1];
      const nextTerm = next === undefined ? null : indexTerm(next);
      const hinted = hints[word];
      const nextGroups = nextTerm === null ? [] : groupsOf(next as string, nextTerm, known);
      const hint =
        hinted === undefined ||
        nextGroups.length === 0 ||
        groupsOf(hinted, stem(hinted), known).some((group) => nextGroups.includes(group))
          ? hinted
          : undefined;
      if (term !== null) {
        const { term: ownTerm, groups: wordGroups } = meant(word, term, known);
        const variants = new Map([[ownTerm, 1]]);
        for (const synonym of wordGroups.flatMap((group) => group.terms))
          if (!variants.has(synonym) && !own.has(synonym)) variants.set(synonym, SYNONYM_WEIGHT);
        found.push({
          word,
          variants,
          topics: wordGroups.map((group) => group.topic),
          core: wordGroups.some((group) => group.core),
          hint: false,
        });
      } else if (hint !== undefined) {
        const hinted = groupsOf(hint, stem(hint), known);
        found.push({
          word,
          variants: new Map(hinted.flatMap((group) => group.terms).map((synonym) => [synonym, HINT_WEIGHT])),
          topics: hinted.map((group) => group.topic),
          core: hinted.some((group) => group.core),
          hint: true,
        });
      }
    }
    return found;
  }

  return queryWords;
}
