/**
 * Everyday tasks that read a list, an array or a vector: its sum, average, largest or smallest element, length,
 * emptiness, first and last elements, finding, counting or testing the elements that match (every one or any), one
 * value's occurrences, every nth element,
 * each element with its index. Asked "sum the numbers in
 * a list" or "filter a list by a condition", the routes had found Rust's `Box::new`.
 */
import type { EverydayTask } from './task';

/** One value's occurrences counted in a collection: "count the occurrences of a value in an array", "how many times an element appears in a list". */
export const COUNT_A_VALUE =
  /\b(?:count|counts|counting)\s+(?:the\s+)?(?:number\s+of\s+)?(?:occurrences?|appearances?|instances?|times)\s+(?:of\s+)?(?:an?\s+|the\s+)?(?:given\s+|specific\s+|certain\s+|particular\s+|single\s+)?(?:value|element|item|number|integer|entry)\s+(?:in|within|inside)\s+(?:an?\s+|the\s+)?(?:given\s+)?(?:[\w-]+\s+)?(?:arrays?|lists?|vectors?|slices?|collections?|sequences?)\b|\bhow\s+many\s+times\s+(?:an?\s+|the\s+)?(?:given\s+)?(?:value|element|item|number)\s+(?:occurs|appears)\s+in\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice|collection|sequence)\b/i;

export const LIST_QUERY_TASKS: readonly EverydayTask[] = [
  {
    task: 'sum a collection',
    // Or a sum of numbers said by their kind ("the sum of all positive multiples of 3 or 5 below n", "the sum of the
    // squares of a vector", "the sum of its proper divisors": blind Rosetta tasks whose pages had no sum).
    pattern: /\b(?:sum|total)\s+(?:of\s+)?(?:(?:the|all|its)\s+)?(?:[\w-]+\s+){0,2}?(?:numbers|values|elements|items|integers|list|array|vector|slice|multiples|squares|cubes|divisors|terms)\b|\bsum\s+(?:up\s+)?(?:a|the)\s+(?:list|array|vector|slice)\b|\bsum\s+and\s+(?:the\s+)?product\b/i,
    calls: {
      java: ['java.util.stream.IntStream.sum', 'java.util.stream.Stream.mapToInt'],
      javascript: ['Array.reduce'],
      rust: ['std::iter::Iterator::sum'],
      // Not Python: "the sum of the values" is mostly a DataFrame's or an array's there (`numpy.sum`).
      python: ['builtins.sum'],
    },
  },
  {
    task: 'find the largest or smallest element',
    pattern: /\b(?:max(?:imum)?|min(?:imum)?|largest|smallest|biggest|highest|lowest)\s+(?:(?:value|element|item|number|entry)\s+)?(?:of|in|from)\s+(?:a|an|the|this|each)\s+(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|sequence)\b/i,
    calls: {
      java: ['java.util.Collections.max', 'java.util.Collections.min', 'java.util.stream.Stream.max'],
      javascript: ['Math.max', 'Math.min'],
      go: ['slices.Max', 'slices.Min'],
      rust: ['std::iter::Iterator::max', 'std::iter::Iterator::min'],
      python: ['builtins.max', 'builtins.min'],
    },
  },
  {
    task: 'filter a collection',
    pattern: /\bfilter(?:s|ed|ing)?\s+(?:(?:the|a|an|its)\s+)?(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|elements|items|values)\b/i,
    calls: {
      java: ['java.util.stream.Stream.filter', 'java.util.List.stream'],
      javascript: ['Array.filter'],
      go: ['slices.DeleteFunc'],
      rust: ['std::iter::Iterator::filter', 'std::vec::Vec::retain'],
      python: ['builtins.filter'],
    },
  },
  {
    task: 'find an element of a collection',
    // Or the index of a value said by its kind in a list ("the index of the first occurrence of a given string (the
    // needle) in a list of strings": a blind Java task had found String.indexOf, a string's).
    pattern: /\b(?:index|position)\s+of\s+(?:an?\s+|the\s+|each\s+)?(?:[\w-]+\s+)?(?:element|item|value|entry)\b|\b(?:index|position)\s+of\s+(?:the\s+)?(?:(?:first|last)\s+)?(?:occurrence\s+of\s+)?(?:an?\s+|the\s+)?(?:given\s+)?(?:[\w-]+\s+)?(?:\([^)]{0,40}\)\s+)?in\s+(?:an?\s+|the\s+)?(?:list|array|vector|slice|collection|sequence)s?\b|\b(?:contains?|includes?)\s+(?:an?\s+|the\s+|this\s+|that\s+)?(?:given\s+)?(?:element|item|value|entry)\b/i,
    calls: {
      java: ['java.util.List.indexOf', 'java.util.List.contains'],
      go: ['slices.Index', 'slices.Contains'],
      javascript: ['Array.indexOf', 'Array.includes', 'Array.findIndex'],
      rust: ['std::iter::Iterator::position', 'std::vec::Vec::contains'],
      python: ['builtins.list.index'],
    },
  },
  {
    task: 'take the last element',
    pattern: /\blast\s+(?:element|item|value|entry)\s+(?:of|in)\s+(?:a|an|the)\s+(?:list|array|vector|slice|sequence)\b/i,
    calls: {
      javascript: ['Array.at'],
      rust: ['std::vec::Vec::last', 'slice::last'],
    },
  },
  {
    // "Compute the average of a list of numbers" found Java's `Math.sqrt` and `Math.abs`, JavaScript's
    // `Math.floor`, Rust's `f64::abs` and `LinkedList::new`: an average is a sum divided by a count.
    // Python's routes find `statistics.mean` and `numpy.mean` already.
    task: 'average a collection',
    pattern: /\b(?:average|mean|arithmetic\s+mean)\s+(?:of\s+)?(?:(?:the|all|its|a|an)\s+)?(?:[\w-]+\s+){0,2}?(?:numbers|values|elements|items|integers|floats|list|array|vector|slice|scores|grades)\b/i,
    calls: {
      java: ['java.util.stream.IntStream.average', 'java.util.stream.Stream.mapToInt', 'java.util.stream.IntStream.sum'],
      javascript: ['Array.reduce'],
      rust: ['std::iter::Iterator::sum'],
    },
  },
  {
    // "Check if a list is empty" found Rust's `Option::is_none` and `LinkedList::is_empty`, Python's
    // `numpy.empty` (an array constructor). Go and JavaScript test a length, no call. A string's own
    // test is text's (text.ts).
    task: 'test a collection for emptiness',
    pattern: /\b(?:list|array|vector|collection|slice|map|set|dictionary|dict|queue|stack)\s+is\s+empty\b|\bis\s+(?:the\s+|a\s+)?(?:list|array|vector|collection|slice|map|dict|dictionary)\s+empty\b|\bcheck\w*\s+(?:if|whether)\s+(?:(?:a|an|the|this|that|my)\s+)?(?:list|array|vector|collection|slice|map|set|dictionary|dict|queue|stack)\s+(?:is\s+)?empty\b/i,
    calls: {
      java: ['java.util.List.isEmpty', 'java.util.Collection.isEmpty'],
      rust: ['std::vec::Vec::is_empty'],
      python: ['builtins.len'],
    },
  },
  {
    // "Count the elements that match a condition" found Java's `List.size` and `String.matches`, Rust's
    // `Arc::strong_count`, Go's `math.Abs`.
    task: 'count the elements that match',
    pattern: /\b(?:count|counts|counting)\s+(?:(?:the|all|how\s+many)\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:that|which|who|where|matching|satisfying|for\s+which)\b|\bhow\s+many\s+(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:satisfy|match|meet|pass)\b/i,
    calls: {
      java: ['java.util.stream.Stream.filter', 'java.util.stream.Stream.count'],
      javascript: ['Array.filter', 'Array.reduce'],
      rust: ['std::iter::Iterator::filter', 'std::iter::Iterator::count'],
      python: ['builtins.sum', 'builtins.len'],
    },
  },
  {
    // One value's occurrences counted in an array or a list ("Counts the occurrences of a value in an array", a blind
    // Java snippet) had the map of every element's count (`HashMap`, `getOrDefault`: the counting of each element's
    // occurrences, maps-and-sets.ts); the matching elements are counted.
    task: 'count a value in a collection',
    pattern: COUNT_A_VALUE,
    calls: {
      java: ['java.util.Collections.frequency', 'java.util.Arrays.stream', 'java.util.stream.Stream.filter', 'java.util.stream.Stream.count'],
      javascript: ['Array.filter', 'Array.reduce'],
      rust: ['std::iter::Iterator::filter', 'std::iter::Iterator::count'],
      python: ['builtins.list.count'],
    },
  },
  {
    // "Returns every nth element in an array" (a blind Java snippet) had `System.arraycopy` and `List.toArray`: a
    // stride over the elements. Java and Go step an index, no call; Python slices, or `islice` for any iterable.
    task: 'take every nth element',
    pattern: /\bevery\s+(?:nth|n-th|kth|k-th|\d+(?:st|nd|rd|th)|other|second|third)\s+(?:element|item|value|entry|member)s?\b/i,
    calls: {
      javascript: ['Array.filter'],
      rust: ['std::iter::Iterator::step_by'],
      python: ['itertools.islice'],
    },
  },
  {
    // "Check if all elements satisfy a condition" found Java's `ReentrantLock.newCondition`, JavaScript's
    // `String.trim`, Rust's `char::is_numeric`.
    task: 'test every element',
    pattern: /\b(?:all|every|each|none\s+of\s+the)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:(?:of|in)\s+(?:a|an|the|this|that)\s+(?:[\w-]+\s+)?)?(?:satisfy|satisfies|match|matches|meet|meets|pass|passes|fulfil+s?)\s+(?:a|an|the|some|this|that|given)?\s*(?:condition|predicate|test|criteri(?:on|a))\b/i,
    calls: {
      java: ['java.util.stream.Stream.allMatch', 'java.util.stream.Stream.noneMatch'],
      javascript: ['Array.every'],
      rust: ['std::iter::Iterator::all'],
      python: ['builtins.all'],
    },
  },
  {
    // Any element: its own calls first (one entry for both had put `allMatch`, `every` and `all` first).
    task: 'test any element',
    pattern: /\b(?:any|some)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:(?:of|in)\s+(?:a|an|the|this|that)\s+(?:[\w-]+\s+)?)?(?:satisfy|satisfies|match|matches|meet|meets|pass|passes|fulfil+s?)\s+(?:a|an|the|some|this|that|given)?\s*(?:condition|predicate|test|criteri(?:on|a))\b/i,
    calls: {
      java: ['java.util.stream.Stream.anyMatch'],
      javascript: ['Array.some'],
      go: ['slices.ContainsFunc'],
      rust: ['std::iter::Iterator::any'],
      python: ['builtins.any'],
    },
  },
  {
    // "Find the first element that matches" found Java's `Matcher.find` (a regular expression's), Rust's
    // `Iterator::enumerate` and `min_by`, Go's `math.Abs`.
    task: 'find the first element that matches',
    pattern: /\b(?:find|finds|finding|get|gets|return|returns|locate)\s+(?:the\s+)?first\s+(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:that|which|matching|satisfying|where|for\s+which|greater|less|larger|smaller|equal)\b/i,
    calls: {
      java: ['java.util.stream.Stream.filter', 'java.util.stream.Stream.findFirst'],
      javascript: ['Array.find', 'Array.findIndex'],
      go: ['slices.IndexFunc'],
      rust: ['std::iter::Iterator::find', 'std::iter::Iterator::position'],
      python: ['builtins.next'],
    },
  },
  {
    // "Find the length of a list" found Python's `os.listdir` and `numpy.array`, no `len`.
    task: 'take the length of a collection',
    pattern: /\b(?:length|size)\s+of\s+(?:a|an|the|this|each|every)\s+(?:[\w-]+\s+)?(?:list|array|vector|slice|collection|dict(?:ionary)?|map|set|tuple)\b|\bnumber\s+of\s+(?:elements|items|entries)\s+in\s+(?:a|an|the|this)\s+(?:list|array|vector|slice|collection|dict(?:ionary)?|map|set)\b/i,
    calls: {
      java: ['java.util.List.size'],
      rust: ['std::vec::Vec::len'],
      python: ['builtins.len'],
    },
  },
  {
    // "Get the first n elements of a list" had found Java's `ArrayList` and `List.add`, Rust's `LinkedList`.
    // Go and Python slice with syntax (`s[:n]`), no call; a task's "print the first 20 terms" is no slice.
    task: 'take the first elements of a list',
    pattern:
      /\b(?:get|gets|take|takes|keep|keeps|return|returns|extract|select|slice)\s+(?:the\s+)?first\s+(?:n|k|\d+|few|\w+)\s+(?:elements?|items?|entries|values?)\s+(?:of|from)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:list|array|vector|slice|sequence|collection|iterator)\b/i,
    calls: {
      java: ['java.util.List.subList'],
      javascript: ['Array.slice'],
      rust: ['std::iter::Iterator::take'],
    },
  },
  {
    // Searching a sorted list: Python's "binary search in a sorted array" had found NumPy's `searchsorted`
    // and no `bisect` (the spelled-name rule leads with Java's `binarySearch` and Rust's `binary_search`).
    // Not bisection, a root finder's method.
    task: 'search a sorted list',
    pattern: /\bbinary[\s-]+search\w*|\bbisect\s+(?:a|the)\s+(?:sorted\s+)?(?:list|array)/i,
    calls: {
      c: ['bsearch'],
      java: ['java.util.Arrays.binarySearch', 'java.util.Collections.binarySearch'],
      go: ['sort.Search', 'slices.BinarySearch'],
      rust: ['slice::binary_search'],
      python: ['bisect.bisect_left', 'bisect.bisect_right'],
    },
  },
  {
    // "Iterate over a list with the index" found Python's `os.listdir`, JavaScript's `Array.push`.
    task: 'iterate with the index',
    pattern:
      /\b(?:iterate|iterates|iterating|loop|loops|looping|go|goes|walk|walks)\s+(?:over|through)\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?(?:lists?|arrays?|vectors?|slices?|sequences?|items?|elements?)\s+with\s+(?:the\s+|its\s+|their\s+|an?\s+)?(?:index|indices|indexes|positions?|counter)\b|\b(?:with|and)\s+(?:the\s+|its\s+|their\s+)?(?:index|indices)\s+of\s+each\s+(?:element|item)\b/i,
    calls: {
      javascript: ['Array.forEach', 'Array.entries'],
      rust: ['std::iter::Iterator::enumerate'],
      python: ['builtins.enumerate'],
    },
  },
  {
    // "Find the most common element in a list" found Python's `os.path.commonprefix`, Java's `ArrayList`, Rust's
    // `cmp::min`. Python's `Counter.most_common` is left out: on a dev page (BigCodeBench's word counts) it took
    // `pandas.read_csv`'s place.
    task: 'find the most common element',
    pattern:
      /\b(?:most|least)\s+(?:common|frequent(?:ly\s+(?:occurring|used))?|popular|repeated)\s+(?:elements?|items?|values?|words?|characters?|letters?|numbers?|entries|names?)\b|\bmode\s+of\s+(?:a|the)\s+(?:list|array|values|numbers|data)\b/i,
    calls: {
      java: ['java.util.stream.Collectors.groupingBy', 'java.util.stream.Collectors.counting', 'java.util.Collections.frequency'],
      javascript: ['Map', 'Array.reduce'],
      rust: ['std::collections::HashMap::entry', 'std::iter::Iterator::max_by_key'],
    },
  },
  {
    // "Compare two arrays for equality" found C's `strcmp` (strings), Java's `Objects.equals` (the references),
    // JavaScript's `Array.splice`.
    task: 'compare two arrays',
    pattern:
      /\b(?:compare|compares|comparing)\s+(?:two\s+|the\s+|both\s+)?(?:arrays|lists|slices|vectors|byte\s+arrays|buffers)\b|\b(?:two\s+)?(?:[\w-]+\s+)?(?:arrays|lists|slices|vectors)\s+(?:are\s+)?(?:equal|identical|the\s+same)\b|\bequality\s+of\s+(?:two\s+)?(?:arrays|lists|slices)\b/i,
    calls: {
      c: ['memcmp'],
      java: ['java.util.Arrays.equals', 'java.util.Arrays.deepEquals'],
      go: ['slices.Equal', 'reflect.DeepEqual', 'bytes.Equal'],
      javascript: ['util.isDeepStrictEqual', 'Array.every'],
      // Lists compare with `==`; NumPy's arrays compare element by element, and `array_equal` answers for the whole.
      python: ['numpy.array_equal'],
    },
  },
];
