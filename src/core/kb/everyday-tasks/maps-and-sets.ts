/**
 * Everyday tasks of maps, sets and objects: counting occurrences, grouping by a key, walking, merging and
 * sorting a map, a key and value put in it, a key's default, presence or removal, set algebra, a set made from a list,
 * deep copies, a value's type, a map made from pairs. Asked "group a
 * list of objects by a field", every language had found look-alikes (Python `urllib.parse.parse_qs`, Java
 * `Matcher.group` and `ReentrantLock.newCondition`).
 */
import { COUNT_SUBSTRING } from './strings';
import { COUNT_A_VALUE } from './list-queries';
import { type EverydayTask, W, anyOf } from './task';

export const MAP_AND_SET_TASKS: readonly EverydayTask[] = [
  {
    // "Hash from two arrays. Given one array of keys and another of values … build a hash map that pairs them up" (a
    // blind Rust task) found HashMap::new and insert, and no zip: the two are zipped into the map.
    task: 'build a map from keys and values',
    pattern: /\b(?:hash(?:\s*map)?|map|dictionary|dict|object)\s+from\s+two\s+(?:arrays|lists|vectors|slices|sequences)\b|\b(?:array|list|vector|slice)\s+of\s+keys\s+and\s+(?:another|one|a\s+second|an?)\s+(?:(?:array|list|vector|slice)\s+)?of\s+values\b/i,
    calls: {
      java: ['java.util.HashMap', 'java.util.Map.put'],
      javascript: ['Object.fromEntries', 'Array.map'],
      rust: ['std::iter::Iterator::zip', 'std::iter::Iterator::collect'],
    },
  },
  {
    task: 'count occurrences in a map',
    pattern: /\b(?:count|counts|counting|tally|tallies)\s+(?:the\s+|how\s+often\s+)?(?:\w+\s+)?(?:occurrences?|frequenc(?:y|ies)|appearances)\b|\bhow\s+many\s+times\b|\bhow\s+often\s+(?:each|every)\b|\b(?:letter|character|word)\s+frequenc(?:y|ies)\b|\bfrequenc(?:y|ies)\s+of\s+(?:each|every)\b|\b(?:hash\s*maps?|hash\s*tables?|associative\s+arrays?|key[\s-]value\s+pairs?)\b/i,
    unless: anyOf(COUNT_SUBSTRING, COUNT_A_VALUE),
    calls: {
      java: ['java.util.HashMap', 'java.util.Map.getOrDefault', 'java.util.Map.merge'],
      javascript: ['Map', 'Map.set', 'Map.get'],
      rust: ['std::collections::HashMap::new', 'std::collections::HashMap::entry', 'std::collections::HashMap::insert'],
      python: ['collections.Counter'],
    },
  },
  {
    // "Deep copy an object" found JavaScript's `Object.keys` and `Object.create`, no `structuredClone`;
    // Rust's `ptr::copy_nonoverlapping`, no `Clone::clone`. Python's and Java's routes answer it already.
    task: 'copy an object deeply',
    pattern: /\bdeep(?:ly)?[\s-]*(?:copy|copies|copied|copying|clone|clones|cloned|cloning)\b|\b(?:copy|copies|clone|clones)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:objects?|structs?|structures?)\s+(?:deeply|recursively)\b/i,
    calls: {
      c: ['memcpy'],
      javascript: ['structuredClone', 'JSON.parse', 'JSON.stringify'],
      rust: ['std::clone::Clone::clone'],
      python: ['copy.deepcopy'],
    },
  },
  {
    task: 'group items by a key',
    pattern: /\bgroup(?:s|ed|ing)?\s+(?:(?:the|a|an|all|its)\s+)?(?:[\w-]+\s+){0,4}?by\b|\bgroup[\s-]+by\b/i,
    calls: {
      java: ['java.util.stream.Collectors.groupingBy', 'java.util.stream.Stream.collect'],
      javascript: ['Object.groupBy', 'Array.reduce'],
      rust: ['std::collections::HashMap::entry', 'itertools::Itertools::group_by'],
      // Not Python: its questions group DataFrames, and `itertools.groupby` took places from pandas there.
    },
  },
  {
    // Two arrays or lists taken as sets: "Returns the difference between two arrays", "an array of elements that
    // appear in both arrays" (blind Java snippets) had `System.arraycopy` and `Math.min` first, JavaScript's
    // `Date` and `Math.abs`, Rust's `f64::abs`: the elements are put in a set and tested against the other. Not
    // Python, whose arrays are numpy's (its routes find `numpy.setdiff1d`, `numpy.intersect1d`, or the difference
    // of two arrays is elementwise), nor Go or C, whose standard libraries have no set.
    task: 'combine two arrays as sets',
    pattern: new RegExp(
      [
        `\\b(?:union|intersection|(?:symmetric\\s+)?difference)\\s+(?:of|between)\\s+(?:the\\s+)?(?:two\\s+|both\\s+)?(?:given\\s+)?(?:arrays|lists|vectors|collections)\\b`,
        `\\b(?:elements?|items?|values?|numbers?)\\s+(?:that\\s+|which\\s+)?(?:appear|appears|occur|occurs|exist|exists|are\\s+present|is\\s+present)\\s+in\\s+(?:both|either|any)\\s+(?:of\\s+)?(?:the\\s+)?(?:two\\s+)?(?:arrays|lists|vectors|collections)\\b`,
        `\\bcommon\\s+(?:elements|items|values)\\s+(?:of|in|between)\\s+(?:the\\s+)?two\\s+(?:arrays|lists|vectors|collections)\\b`,
      ].join('|'),
      'i',
    ),
    // Arrays subtracted element by element are no sets.
    unless: /\belement[\s-]*(?:wise|by[\s-]+element)\b|\belementwise\b/i,
    calls: {
      java: ['java.util.HashSet', 'java.util.Set.retainAll', 'java.util.Set.removeAll', 'java.util.Set.addAll', 'java.util.Set.contains'],
      javascript: ['Set', 'Set.has', 'Array.filter', 'Array.includes'],
      rust: ['std::collections::HashSet::intersection', 'std::collections::HashSet::union', 'std::collections::HashSet::difference', 'std::iter::Iterator::collect'],
    },
  },
  {
    // "The union and intersection of two sets" found Java's `Math.abs` and `Math.min` first, JavaScript's
    // `Math.sqrt`, Python's `pandas.Index.union` (the word is its name), Go's `math.Abs`: set algebra is
    // done with the language's set type. Go has none (a map of empty structs, no calls) and C none at all.
    task: 'combine two sets',
    pattern: new RegExp(
      [
        `\\b(?:union|unions|intersection|intersections|intersect|(?:symmetric\\s+)?differences?|subsets?|supersets?|disjoint)${W(4)}(?:two\\s+|both\\s+|the\\s+|these\\s+)?(?:hash\\s*)?sets\\b`,
        `\\bsets\\b${W(6)}(?:union|intersection|symmetric\\s+difference)\\b`,
        `\\bset\\s+(?:union|intersection|difference|operations?|algebra)\\b|\\b(?:is|are)\\s+(?:a\\s+)?(?:subset|superset)s?\\s+of\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      java: ['java.util.HashSet', 'java.util.Set.retainAll', 'java.util.Set.addAll', 'java.util.Set.removeAll', 'java.util.Set.containsAll'],
      javascript: ['Set', 'Set.has', 'Array.filter'],
      rust: ['std::collections::HashSet::intersection', 'std::collections::HashSet::union', 'std::collections::HashSet::difference', 'std::collections::HashSet::symmetric_difference', 'std::collections::HashSet::is_subset'],
      python: ['builtins.set.intersection', 'builtins.set.union', 'builtins.set.difference', 'builtins.set.symmetric_difference', 'builtins.set.issubset'],
    },
  },
  {
    task: 'walk a map',
    pattern: /\b(?:keys|values|entries)\s+of\s+(?:a|an|the|this)\s+(?:hash\s*)?(?:map|dictionary|dict|object|hashtable)\b|\b(?:iterate|iterates|iterating|loop|loops|looping)\s+(?:over|through)\s+(?:a|an|the|this)\s+(?:hash\s*)?(?:map|dictionary|dict|hashtable)\b/i,
    calls: {
      java: ['java.util.Map.entrySet', 'java.util.Map.keySet'],
      javascript: ['Object.entries', 'Object.keys', 'Map.forEach'],
      rust: ['std::collections::HashMap::iter', 'std::collections::HashMap::keys'],
      python: ['builtins.dict.items'],
    },
  },
  {
    // "Get a value from a map with a default" found Java's `HashMap` and `Map.put` and no `getOrDefault`.
    task: 'look up a key with a default',
    pattern: new RegExp(
      [
        `\\b(?:get|gets|getting|look\\s*up|lookup|looks\\s+up|read|reads|fetch|fetches|return|returns)${W(5)}(?:with|or)\\s+(?:a\\s+|the\\s+)?default\\b`,
        `\\bdefault\\s+values?\\s+(?:for|if|when)\\s+(?:a\\s+|the\\s+)?(?:missing|absent|unknown)\\s+keys?\\b|\\b(?:missing|absent)\\s+keys?\\b`,
      ].join('|'),
      'i',
    ),
    calls: {
      java: ['java.util.Map.getOrDefault'],
      javascript: ['Map.get', 'Map.has'],
      rust: ['std::collections::HashMap::get', 'std::option::Option::unwrap_or', 'std::collections::HashMap::entry'],
      python: ['builtins.dict.get'],
    },
  },
  {
    // "Merge two maps" found Java's `List.add`, Go's `reflect.MakeMap`, Rust's `mem::forget`.
    task: 'merge two maps',
    pattern: /\b(?:merge|merges|merging|combine|combines|combining)\s+(?:(?:two|the|these|both|several|multiple)\s+)?(?:[\w-]+\s+)?(?:maps|dictionaries|dicts|hash\s*maps|hashes)\b/i,
    calls: {
      java: ['java.util.Map.putAll', 'java.util.Map.merge'],
      javascript: ['Object.assign', 'Map'],
      go: ['maps.Copy'],
      rust: ['std::collections::HashMap::extend'],
    },
  },
  {
    // "Convert a list to a set" found Java's `ArrayList` and `Collections.emptyList`, Go's
    // `strconv.ParseBool`, Rust's `CString::new`. Go has no set type (a map, no call).
    task: 'turn a collection into a set',
    pattern: /\b(?:convert|converts|converting|turn|turns|make|makes|transform)\s+(?:(?:a|an|the|this|my)\s+)?(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|sequence)\s+(?:in)?to\s+(?:a\s+)?(?:hash\s*)?set\b/i,
    calls: {
      java: ['java.util.HashSet'],
      javascript: ['Set'],
      rust: ['std::collections::HashSet', 'std::iter::Iterator::collect'],
      python: ['builtins.set'],
    },
  },
  {
    // "Sort a map by its values" found Java's `Arrays.sort` and `Collections.sort` and none of the entries'
    // comparators; a map is sorted as its entries.
    task: 'sort a map by its values',
    pattern: /\bsort(?:s|ed|ing)?\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?(?:map|dictionary|dict|hash\s*map|object)\s+by\s+(?:its\s+|the\s+)?(?:values?|keys?)\b/i,
    calls: {
      java: ['java.util.Map.Entry.comparingByValue', 'java.util.Map.entrySet', 'java.util.stream.Stream.sorted'],
      go: ['sort.Slice', 'slices.SortFunc'],
      javascript: ['Object.entries', 'Array.sort'],
      rust: ['slice::sort_by', 'std::collections::HashMap::iter'],
      python: ['builtins.sorted', 'builtins.dict.items'],
    },
  },
  {
    // "Check if a key exists in a dictionary" found Python's `os.path.exists` (a file's), Java's and
    // Rust's routes only map constructors.
    task: 'test whether a map has a key',
    pattern: /\b(?:a|the|this|that|given)\s+key\s+(?:exists|is\s+present|is\s+in)\b|\b(?:contains?|has|have)\s+(?:a|the|this|that|given)\s+key\b|\bkey\s+exists\s+in\b/i,
    calls: {
      java: ['java.util.Map.containsKey'],
      javascript: ['Map.has', 'Object.hasOwn'],
      rust: ['std::collections::HashMap::contains_key'],
      python: ['builtins.dict.get'],
    },
  },
  {
    // "Get the keys of a map" found Go's `reflect.Type.Key`, Python's `collections.defaultdict`.
    task: "list a map's keys",
    pattern: /\b(?:get|gets|list|lists|return|returns|extract|collect|print|iterate\s+over)\s+(?:all\s+)?(?:the\s+)?keys\s+(?:of|from|in)\s+(?:a|an|the|this|each)\s+(?:[\w-]+\s+)?(?:map|dictionary|dict|hash\s*map|object)\b/i,
    calls: {
      java: ['java.util.Map.keySet'],
      javascript: ['Object.keys', 'Map.keys'],
      go: ['maps.Keys', 'slices.Sorted'],
      rust: ['std::collections::HashMap::keys'],
      python: ['builtins.dict.keys'],
    },
  },
  {
    // "Deep compare two objects" found JavaScript's `Object.keys` and `String.localeCompare`, no
    // `util.isDeepStrictEqual`. Python and Rust compare deeply with `==` (no call).
    task: 'compare two values deeply',
    pattern: /\bdeep(?:ly)?[\s-]*(?:compare|compares|comparing|comparison|equal(?:ity|s)?)\b|\b(?:compare|compares|comparing)\s+(?:two\s+)?(?:[\w-]+\s+)?(?:objects|structs|maps|arrays|lists)\s+(?:deeply|recursively|for\s+(?:deep\s+)?equality)\b|\bstructural\s+equality\b/i,
    calls: {
      go: ['reflect.DeepEqual'],
      java: ['java.util.Objects.deepEquals', 'java.util.Arrays.deepEquals', 'java.util.Objects.equals'],
      javascript: ['util.isDeepStrictEqual', 'assert.deepStrictEqual'],
    },
  },
  {
    // "Remove a key from a map" had found Python's `os.remove` and `re.sub`, JavaScript's `Array.splice`.
    // Go removes with the `delete` builtin, which the base does not list.
    task: 'remove a key from a map',
    pattern:
      /\b(?:remove|removes|removing|delete|deletes|deleting|drop|drops|dropping)\s+(?:an?\s+|the\s+)?(?:keys?|entry|entries|items?)\s+(?:\w+\s+)?from\s+(?:an?\s+|the\s+|this\s+)?(?:\w+\s+)?(?:maps?|dict(?:ionary|ionaries)?|hash\s*maps?|hashes|tables?|objects?)\b/i,
    calls: {
      java: ['java.util.Map.remove'],
      javascript: ['Map.delete'],
      rust: ['std::collections::HashMap::remove'],
      python: ['builtins.dict.pop'],
    },
  },
  {
    // A value that may be missing, not a map's key: Rust's "provide a default when a value is missing" had
    // `Command::arg` and `CString::new`, Python's `SimpleImputer` (a dataset's missing values are the next
    // question). JavaScript's `??` and Go's zero values are syntax, no call.
    task: 'use a default for a missing value',
    pattern:
      /\bdefault\s+(?:value\s+)?(?:when|if|for)\s+(?:a\s+|the\s+|an?\s+)?(?:\w+\s+)?(?:is\s+)?(?:missing|absent|null|none|nil|empty|undefined|not\s+(?:set|present|found))\b|\b(?:null|nil)[\s-]+coalesc\w*|\bfall\s*back\s+(?:value|to\s+a\s+default)\b/i,
    unless: /\b(?:datasets?|data\s*frames?|columns?|impute\w*)\b/i,
    calls: {
      java: ['java.util.Optional.orElse', 'java.util.Objects.requireNonNullElse'],
      rust: ['std::option::Option::unwrap_or', 'std::option::Option::unwrap_or_default'],
      python: ['builtins.dict.get'],
    },
  },
  {
    // "Insert a key-value pair into a map" had Java's `HashMap` and `getOrDefault` before `put`.
    task: 'put a key and value in a map',
    pattern:
      /\b(?:insert|inserts|inserting|add|adds|adding|put|puts|putting|store|stores|storing)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:key[\s-]+(?:and\s+|-?\s*)?value(?:\s+pairs?)?|key[\s-]+value\s+pairs?|entry|entries|pairs?)\s+(?:in(?:to)?|to)\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?(?:maps?|dictionar(?:y|ies)|dicts?|hash\s*maps?|hash\s*tables?)\b/i,
    calls: {
      java: ['java.util.Map.put', 'java.util.HashMap.put'],
      javascript: ['Map.set'],
      rust: ['std::collections::HashMap::insert'],
    },
  },
  {
    // "Get the type of a variable" found Go's `os.Getenv` (an environment variable), Rust's `env::var`,
    // Java's `List.get`, Python's `typing.TypeVar`.
    task: 'find the type of a value',
    pattern: /\b(?:type|class)\s+of\s+(?:a|an|the|this|that|each|any|some)\s+(?:given\s+)?(?:variables?|values?|objects?|expressions?|instances?)\b|\b(?:runtime|dynamic)\s+type\s+of\b/i,
    calls: {
      java: ['java.lang.Object.getClass', 'java.lang.Class.getName'],
      go: ['reflect.TypeOf'],
      rust: ['std::any::type_name'],
      python: ['builtins.type', 'builtins.isinstance'],
    },
  },
  {
    // "Convert a list of pairs to a map" found Java's `ArrayList` and `HashMap.put`, Rust's `HashMap::new`: a loop's
    // pieces, not the one call that collects the pairs.
    task: 'make a map from pairs',
    pattern:
      /\b(?:lists?|arrays?|sequences?|vectors?|slices?)\s+of\s+(?:key[\s-]+value\s+)?(?:pairs|tuples|entries)\s+(?:in)?to\s+(?:an?\s+|the\s+)?(?:map|dict(?:ionary)?|hash\s*map|object)\b|\b(?:key[\s-]+value\s+)?pairs\s+(?:in)?to\s+(?:an?\s+|the\s+)?(?:map|dict(?:ionary)?|hash\s*map)\b/i,
    calls: {
      java: ['java.util.stream.Collectors.toMap'],
      javascript: ['Object.fromEntries', 'Map'],
      rust: ['std::iter::Iterator::collect', 'std::collections::HashMap::from'],
      python: ['builtins.dict'],
    },
  },
  {
    // "Make a list immutable" found Python's `copy.deepcopy`, JavaScript's `Object.isFrozen` (the test, not the freeze).
    task: 'make a collection immutable',
    pattern:
      /\b(?:immutable|unmodifiable|read[\s-]*only|frozen)\s+(?:lists?|arrays?|collections?|maps?|sets?|objects?|copies|views?|dict(?:ionar(?:y|ies))?)\b|\bmake\s+(?:an?\s+|the\s+|this\s+|it\s+)?(?:[\w-]+\s+)?(?:immutable|unmodifiable|read[\s-]*only)\b|\bfreeze\s+(?:an?\s+|the\s+)?objects?\b/i,
    calls: {
      java: ['java.util.List.of', 'java.util.Collections.unmodifiableList', 'java.util.List.copyOf'],
      javascript: ['Object.freeze'],
      python: ['builtins.tuple', 'types.MappingProxyType'],
    },
  },
];
