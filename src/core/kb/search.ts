/**
 * Ranking one language's index for a question: a candidate stage over the inverted index (BM25-style
 * term weights with field weights, over the query terms of query-terms.ts), a rerank of a few hundred
 * candidates with library awareness, then the purpose and neighbour routes joined in, diversity and a
 * confidence cut.
 */
import { FIELD_DOC, FIELD_LAST, FIELD_LIB, FIELD_PARENT, FLAG_DEPRECATED, FLAG_HAS_DOC, type LangIndex } from './inverted-index';
import { scoreIntents, type IntentModel } from './intents';
import { apisNamedIn, pathNamesIn, recordsNamedByPath, withNamedKept, withPathsAdded } from './named';
import { librariesChosenIn, libraryMembersSpelledIn, libraryRecordsNamedIn, toolLibraryPlaces } from './tool-libraries';
import { withNamedLookAlikes } from './look-alikes';
import { nearestExamples, voteFor, type NeighbourModel } from './neighbours';
import { clausesFrom, idf, phraseNamesIn, queryTerms, termsByPiece, withoutInstructions, withoutLiterals, withoutIdioms } from './query-terms';
import { scratchOf } from './search-scratch';
import { SPELLED_NAME_LEADS, spelledNamesIn } from './spelled-names';
import { applyStaples, isStaple } from './staples';
import { addEverydayTasks } from './everyday-tasks';
import { plainWordsAdded } from './everyday-tasks/plain-wording';
import { lowerUiToolkits } from './ui-toolkits';
import { StageOrder } from './stage-order';
import { lowerOtherSenses } from './word-senses';
import { lowerOffTopic } from './topic-gates';
import { sortedBestFirst } from './sort-order';
import { topK } from './top-k';
import { stem, textTerms } from './tokenize';
import { lookupTable } from '../../shared/lookup';

export interface SearchOptions {
  question: string;
  /** Earlier user turns, newest last: they add context at a lower weight. */
  history?: readonly string[];
  /** Libraries named in the question/history (boosted strongly) and preferred by the host (mildly). */
  mentionedLibs?: ReadonlySet<string>;
  preferredLibs?: ReadonlySet<string>;
  k: number;
  allowWeak: boolean;
}

export interface ScoredRecord {
  index: number;
  score: number;
  confident: boolean;
}

/** Postings longer than this are words so common in a language that they only cost time. */
const MAX_POSTINGS = 40000;
const MAX_DOC_POSTINGS = 3000;
const CANDIDATES = 400;
/** How many of the neighbours' most voted records join the ranking. */
const NEIGHBOUR_CANDIDATES = 300;
/** How much the usage prior can lift a candidate (×1 for unused … ×(1+USAGE_WEIGHT) for the most used). */
const USAGE_WEIGHT = 2;
/** How many of the name route's first records may be named by a word inside a library the question uses (tool-libraries.ts). */
const NAME_ROUTE_BEST = 3;
/**
 * Confidence, in units of a maximally specific term (idf normalised by its largest value in this
 * language, so the cut means the same in a small base and a large one): a result is shown to a model
 * when specific question words match its name, or enough of them match it anywhere.
 */
const CONFIDENT_NAME = 0.45;
const CONFIDENT_TOTAL = 1.2;

/** How the routes are joined and the results spread (mutable only for the benchmark's sweeps). */
export const TUNING = {
  /**
   * Diversity: members of one class or module (everyday APIs aside), and APIs of one name across libraries,
   * shown at most. Staples were held to the four of their parent until 2026-11-27: JavaScript's `Math.pow`
   * and Java's `Math.ceil` lost their places to a fifth `Math` member (dev-multi, without the limit for
   * staples: JavaScript .82/.64 → .85/.67 and .79/.56 → .79/.60, Java recall .36 → .37 and .31 → .33).
   */
  perParent: 4,
  perLastName: 2,
  /** How many of the intent route's APIs enter the fusion, and how much usage lifts them. */
  intentCandidates: 100,
  intentUsageWeight: 3,
  /** An intent match is confident when its summed associations reach this (≈ two words, each ×8 likelier). */
  intentConfident: 4,
  /** Reciprocal-rank fusion: the lexical route's share, and the rank offset that flattens the top. */
  lexicalShare: 0.4,
  fusionK: 10,
  fusion: 'sum' as 'rrf' | 'sum',
  /** The nearest examples' share of the final score (the fused routes have the rest). */
  neighbourShare: 0.5,
  /**
   * A neighbour model of fewer examples than this has its share scaled down by the square root of the
   * ratio: a question's hundred nearest examples out of a few hundred (C's 600 man-page programs) are
   * mostly far from it, and their calls outvote the name, documentation and intent matches. Every
   * model above it (Go, Java, JavaScript, Rust, Python: 9,000 to 216,000 examples) keeps its share.
   */
  neighbourFullAt: 5000,
  /** A record only the neighbours found is confident at this share of the strongest vote. */
  neighbourConfident: 0.25,
  /** The weight of each clause's own nearest examples beside those of the whole question (0: none). */
  clauseShare: 1,
  /**
   * The clauses that bring their own examples, first to last: a task's first steps say what it does,
   * its later sentences mostly details (a format, an error to raise). Each costs a neighbour search.
   */
  maxClauses: 4,
};

/**
 * The strongest field's weight plus a quarter of the others'. Written out without a helper closure:
 * this runs once per posting, and a closure over `best` and `rest` boxed every number it assigned
 * (several MB of garbage per query).
 */
function fieldWeight(bits: number, docNorm: number): number {
  let best = 0;
  let rest = 0;
  if (bits & FIELD_LAST) {
    rest += best;
    best = 3;
  }
  if (bits & FIELD_PARENT) {
    if (1.3 > best) {
      rest += best;
      best = 1.3;
    } else rest += 1.3;
  }
  if (bits & FIELD_LIB) {
    if (1.1 > best) {
      rest += best;
      best = 1.1;
    } else rest += 1.1;
  }
  if (bits & FIELD_DOC) {
    if (docNorm > best) {
      rest += best;
      best = docNorm;
    } else rest += docNorm;
  }
  return best + 0.25 * rest;
}

const KIND_FACTOR = lookupTable<number>({
  function: 1, method: 1, class: 1, struct: 1, constructor: 0.95, interface: 0.9, trait: 0.9, enum: 0.9,
  macro: 0.95, type: 0.85, constant: 0.8, variable: 0.8, property: 0.85, field: 0.8, module: 0.7, namespace: 0.75,
});

export function searchIndex(index: LangIndex, options: SearchOptions): ScoredRecord[] {
  const n = index.records.size;
  if (n === 0) return [];
  const asked = withoutInstructions(withoutLiterals(options.question));
  // Every route reads the question without the idioms in which "time" is no clock ("at run time", "n times"; no
  // `time` library either); the everyday tasks read it whole: a size known at run time is one the program is given.
  options = { ...options, question: withoutIdioms(asked) };
  // The routes also read the words the question's plain wording adds ("folder": "directory"; "get rid of": "remove";
  // "dictionary": "map"), the words the code and documents they were mined from use. Not in Python, whose own word
  // for a map is "dictionary": there the rewording cost a reference call on dev (plain-wording.ts, README).
  const added = index.lang === 'python' ? '' : plainWordsAdded(options.question);
  if (added) options = { ...options, question: `${options.question} ${added}` };
  // The question's words, once: the name route, the purpose route and the neighbours all start from them.
  const pieces = termsByPiece(options.question);
  const words = pieces.flat();
  const terms = queryTerms(index, options.question, words, options.history ?? []);
  if (terms.length === 0 && !index.intents) return [];

  const { score, nameWeight, anyWeight, touched } = scratchOf(index, 'lexical');
  const maxIdf = Math.log(1 + (n - 0.5) / 1.5);
  const avg = index.averageDocLength || 1;
  const docLength = index.docLength;
  for (const { id, weight } of terms) {
    const from = index.postingStart[id];
    // A word this common in doc lines says little there; its name matches still count.
    const to = index.postingStart[id + 1] - index.postingSplit[id] > MAX_DOC_POSTINGS ? index.postingSplit[id] : index.postingStart[id + 1];
    if (to - from > MAX_POSTINGS) continue;
    const docs = index.postings.row(id, to);
    const fields = index.postingFields;
    const w = weight * idf(index, id);
    const specific = w / maxIdf;
    for (let p = from; p < to; p++) {
      const d = docs[p - from];
      const bits = fields[p];
      const docNorm = 1 / (0.45 + 0.55 * (docLength[d] / avg));
      if (score[d] === 0) touched.push(d);
      score[d] += w * fieldWeight(bits, Math.min(docNorm, 1.4));
      anyWeight[d] += specific;
      if (bits & (FIELD_LAST | FIELD_PARENT)) nameWeight[d] += specific * (bits & FIELD_LAST ? 1 : 0.5);
    }
  }
  // Keep the strongest few hundred for the rerank.
  const candidates = topK(touched.view(), score, CANDIDATES);
  const queryTermSet = new Set(words);
  const stemmedLastNames = stemmedLastNamesOf(index);
  /** Whether the question names this API outright (its last name is one of the question's words). */
  const namesOutright = (d: number) => queryTermSet.has(stemmedLastNames[index.lastNameOf[d]]);
  const mentioned = options.mentionedLibs ?? new Set<string>();
  const preferred = options.preferredLibs ?? new Set<string>();

  const mentionedIds = new Set<number>();
  for (const lib of mentioned) if (index.libIds.has(lib)) mentionedIds.add(index.libIds.get(lib)!);
  const preferredIds = new Set<number>();
  for (const lib of preferred) if (index.libIds.has(lib)) preferredIds.add(index.libIds.get(lib)!);
  const libraryFactor = (lib: number) => (mentionedIds.has(lib) ? 1.8 : preferredIds.has(lib) ? 1.3 : 1);

  const lexical = candidates.map((d) => {
    const lib = index.libOf[d];
    let s = score[d] * libraryFactor(lib);
    // Larger, well-documented libraries are the ones people use; a gentle prior, capped.
    s *= 1 + 0.03 * Math.min(Math.log1p(index.libSize[lib]), 9);
    s *= KIND_FACTOR[index.kinds[index.kindOf[d]]] ?? 0.8;
    // APIs that real code calls often are the ones an answer should reach for first.
    s *= 1 + USAGE_WEIGHT * index.usage[d];
    s *= 1 / (1 + 0.04 * Math.max(0, index.depth[d] - 2));
    const flags = index.flags[d];
    if (flags & FLAG_DEPRECATED) s *= 0.6;
    if (!(flags & FLAG_HAS_DOC)) s *= 0.9;
    if (namesOutright(d)) s *= 1.25;
    const confident = nameWeight[d] >= CONFIDENT_NAME || anyWeight[d] >= CONFIDENT_TOTAL;
    return { index: d, score: s, confident };
  });
  const lexicalRanked = sortedBestFirst(lexical);
  // The later stages change the ranking in place; the name routes below read the lexical route's own best.
  const fused = index.intents ? fuseRankings(lexicalRanked, intentRanking(index, index.intents, words, options.history ?? [], libraryFactor)) : lexicalRanked.map((r) => ({ ...r }));
  const routed = index.intents?.neighbours ? withNeighbours(index, index.intents.neighbours, fused, words, pieces) : fused;
  // The last stages change scores in place and are sorted once, as their own sorts would have (stage-order.ts).
  const stages = new StageOrder(routed);
  // Everyday APIs first, unless the question names a library outside the standard one (staples.ts).
  const stapled = index.staples !== undefined && applyStaples(index.staples, routed, mentionedIds, index.libOf, namesOutright);
  stages.stapled();
  // What the question asks a program to do in words no API is named by ("ask the user", "sleep").
  const tasked = addEverydayTasks(index, routed, asked);
  stages.taskedBy(tasked);
  // A UI toolkit only for a question about a UI (ui-toolkits.ts).
  const lowered = lowerUiToolkits(index, routed, options.question);
  // A word in the sense the question means: "log" as logging, not the logarithm named so (word-senses.ts).
  const resensed = lowerOtherSenses(index, routed, options.question);
  // APIs a question has to be about: a random draw only for a question about chance, and so on (topic-gates.ts).
  const gated = lowerOffTopic(index, routed, asked, tasked);
  // The library the question chooses before the same API of another (look-alikes.ts).
  const reranked = withNamedLookAlikes(index, stages.sorted(stapled || tasked !== undefined || lowered || resensed || gated), mentionedIds);

  // Diversity: not ten overloads or ten members of one class.
  const perParent = new Map<number, number>();
  const perLastName = new Map<number, number>();
  const out: ScoredRecord[] = [];
  for (const candidate of reranked) {
    if (out.length >= options.k) break;
    if (!options.allowWeak && !candidate.confident) continue;
    const parent = index.parentOf[candidate.index];
    // One name (`sort`, `find`, `mean`) offered by many classes and libraries is shown twice at most; the
    // library the question names has its own two, or "get a logger in Log4j 2" showed `java.util.logging`'s
    // and SLF4J's `getLogger` and dropped Log4j's.
    const lastName = index.lastNameOf[candidate.index];
    const lastKey = mentionedIds.has(index.libOf[candidate.index]) ? -1 - lastName : lastName;
    // An everyday API (a staple: what example programs call) is not held to its parent's share: a
    // program's calls gather in a few namespaces (`Math.floor`, `Math.sqrt`, `Math.pow`; `String.indexOf`,
    // `String.substring`), where the cap is for a library class whose many members share the question's words.
    const everyday = index.staples !== undefined && isStaple(index.staples, candidate.index);
    if (!everyday && (perParent.get(parent) ?? 0) >= TUNING.perParent) continue;
    if ((perLastName.get(lastKey) ?? 0) >= TUNING.perLastName) continue;
    if (!everyday) perParent.set(parent, (perParent.get(parent) ?? 0) + 1);
    perLastName.set(lastKey, (perLastName.get(lastKey) ?? 0) + 1);
    out.push(candidate);
  }
  // A full page gives what the question names a place; a short one has room, and everything the
  // ranking had is already on it: only the records it names by a path, by a library's name and a member's
  // at its opening ("lodash chunk …"), or by a word inside a library it says it uses, and the places of a
  // library it uses that the purpose routes do not know, are added.
  const records = [...recordsNamedByPath(index, pathNamesIn(options.question)), ...libraryMembersSpelledIn(index, options.question, mentionedIds), ...libraryRecordsNamedIn(index, options.question, mentionedIds, lexicalRanked.slice(0, NAME_ROUTE_BEST).map((r) => r.index))];
  const { places: toolPlaces, task: taskPlaces } = toolLibraryPlaces(index, options.question, mentionedIds, lexicalRanked);
  // Names the question spells in words; one that is most of what it says leads the page, as if written as code.
  const spelled = spelledNamesIn(index, options.question, lexicalRanked.slice(0, 1).map((r) => r.index), mentionedIds);
  const leading = [...spelled].filter(([, share]) => share >= SPELLED_NAME_LEADS).map(([name]) => name);
  const page =
    out.length < options.k
      ? withPathsAdded(out, reranked, [...records, ...toolPlaces], options.k)
      : withNamedKept(index, out, reranked, {
          libraries: mentionedIds,
          ...apisNamedIn(index, options.question, leading),
          chosen: librariesChosenIn(index, options.question, mentionedIds, toolPlaces.map((d) => index.libOf[d])),
          globals: new Set(phraseNamesIn(options.question)),
          records,
          toolPlaces,
          taskPlaces,
        }, options.allowWeak);
  return page.map((r) => ({ ...r, score: Math.round(r.score * 1000) / 1000 }));
}

/**
 * The intent route: APIs that real code calls when it says the question's words, each word adding
 * its associations' weights, lifted by the library the question names and by how much code uses them.
 */
function intentRanking(index: LangIndex, model: IntentModel, words: readonly string[], history: readonly string[], libraryFactor: (lib: number) => number): ScoredRecord[] {
  const weights = new Map<string, number>();
  for (const term of words) weights.set(term, 1);
  for (const turn of history.slice(-3)) for (const term of textTerms(turn)) if (!weights.has(term)) weights.set(term, 0.3);
  const { intentScore: evidence, intentRank: ranked, intentTouched: touched } = scratchOf(index, 'intent');
  scoreIntents(model, [...weights].map(([term, weight]) => ({ term, weight })), evidence, touched);
  const found = touched.view();
  const { libOf, usage } = index;
  const usageWeight = TUNING.intentUsageWeight;
  for (const d of found) ranked[d] = evidence[d] * libraryFactor(libOf[d]) * (1 + usageWeight * usage[d]);
  return topK(found, ranked, TUNING.intentCandidates).map((d) => ({ index: d, score: ranked[d], confident: evidence[d] >= TUNING.intentConfident }));
}

/**
 * The nearest examples' votes joined to the fused ranking, each normalised by its best. A record only
 * the neighbours found is confident when the question found anything confident at all (the cut is
 * there for questions nothing in the base answers) and it has a good share of the votes.
 */
function withNeighbours(index: LangIndex, model: NeighbourModel, ranked: ScoredRecord[], words: readonly string[], pieces: readonly string[][]): ScoredRecord[] {
  const { neighbourVotes: votes, neighbourVoted: voted } = neighbourVotes(index, model, words, pieces);
  const top = maxOf(votes, voted.view());
  if (top === 0) return ranked;
  const share = TUNING.neighbourShare * evidenceScale(model.length.length);
  const topRanked = ranked[0]?.score || 1;
  const answerable = ranked.some((r) => r.confident);
  const merged = new Map<number, ScoredRecord>();
  for (const r of ranked) merged.set(r.index, { index: r.index, score: ((1 - share) * r.score) / topRanked, confident: r.confident });
  // Only the strongest votes can lift a record into the results; the long tail of one-off calls
  // would cost a merge entry each (a question's clauses vote for thousands of records).
  for (const d of topK(voted.view(), votes, NEIGHBOUR_CANDIDATES)) {
    const add = (share * votes[d]) / top;
    const seen = merged.get(d);
    if (seen) seen.score += add;
    else merged.set(d, { index: d, score: add, confident: answerable && votes[d] >= TUNING.neighbourConfident * top });
  }
  return sortedBestFirst([...merged.values()]);
}

/**
 * Each record's vote from the examples nearest the whole question, plus, for a question of several
 * clauses ("split the data, train a model, and plot the confusion matrix"), the best of its votes from
 * the examples nearest each clause alone. The whole question's nearest examples are those matching
 * its most weighty clause; a clause's own neighbours bring the calls of the other steps. Every vote is
 * relative to the best vote of its own list. Left in the scratch's `neighbourVotes` and `neighbourVoted`.
 */
function neighbourVotes(index: LangIndex, model: NeighbourModel, words: readonly string[], pieces: readonly string[][]) {
  const scratch = scratchOf(index, 'neighbours');
  const { neighbourVotes: votes, neighbourVoted: voted, clauseVotes, clauseVoted, clauseBest, clauseBestAt } = scratch;
  voteFor(model, nearestExamples(model, words), votes, voted);
  const top = maxOf(votes, voted.view());
  const clauses = TUNING.clauseShare > 0 && top > 0 ? clausesFrom(pieces).slice(0, TUNING.maxClauses) : [];
  if (clauses.length < 2) return scratch;
  for (const clause of clauses) {
    voteFor(model, nearestExamples(model, clause), clauseVotes, clauseVoted);
    const clauseTouched = clauseVoted.view();
    const clauseTop = maxOf(clauseVotes, clauseTouched);
    for (const d of clauseTouched) {
      const vote = clauseVotes[d] / clauseTop;
      if (vote > clauseBest[d]) {
        if (clauseBest[d] === 0) clauseBestAt.push(d);
        clauseBest[d] = vote;
      }
      clauseVotes[d] = 0;
    }
    clauseVoted.clear();
  }
  for (const d of voted.view()) votes[d] /= top;
  for (const d of clauseBestAt.view()) {
    if (votes[d] === 0) voted.push(d);
    votes[d] += TUNING.clauseShare * clauseBest[d];
  }
  return scratch;
}

function maxOf(values: Float32Array, at: Int32Array): number {
  let top = 0;
  for (const d of at) if (values[d] > top) top = values[d];
  return top;
}

/**
 * Reciprocal-rank fusion of the lexical and the intent rankings: their scores are on different scales,
 * their ranks are not. An API both routes find rises above one only one of them finds.
 */
function fuseRankings(lexical: ScoredRecord[], intent: ScoredRecord[]): ScoredRecord[] {
  const fused = new Map<number, ScoredRecord>();
  const topLexical = lexical[0]?.score || 1;
  const topIntent = intent[0]?.score || 1;
  const lexicalPart = (r: ScoredRecord, rank: number) =>
    TUNING.fusion === 'rrf' ? TUNING.lexicalShare / (TUNING.fusionK + rank) : (TUNING.lexicalShare * r.score) / topLexical;
  const intentPart = (r: ScoredRecord, rank: number) =>
    TUNING.fusion === 'rrf' ? (1 - TUNING.lexicalShare) / (TUNING.fusionK + rank) : ((1 - TUNING.lexicalShare) * r.score) / topIntent;
  lexical.forEach((r, rank) => fused.set(r.index, { index: r.index, score: lexicalPart(r, rank), confident: r.confident }));
  intent.forEach((r, rank) => {
    const add = intentPart(r, rank);
    const seen = fused.get(r.index);
    if (seen) {
      seen.score += add;
      seen.confident ||= r.confident;
    } else fused.set(r.index, { index: r.index, score: add, confident: r.confident });
  });
  return sortedBestFirst([...fused.values()]);
}

/** The neighbour route's weight by the examples it was mined from: 1 from `neighbourFullAt` up, less below. */
function evidenceScale(examples: number): number {
  return Math.min(1, Math.sqrt(examples / TUNING.neighbourFullAt));
}

const stemmedLastNameCache = new WeakMap<LangIndex, string[]>();

/** Each distinct last name of the index, stemmed like question words, computed once per index. */
function stemmedLastNamesOf(index: LangIndex): string[] {
  let stemmed = stemmedLastNameCache.get(index);
  if (!stemmed) stemmedLastNameCache.set(index, (stemmed = index.lastNames.map((name) => stem(name))));
  return stemmed;
}
