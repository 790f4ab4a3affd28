/**
 * Everyday tasks of collections: what is done to a list's, an array's or a map's elements (sort, group by a
 * key, sum, the largest or smallest, filter, remove duplicates, transform each, find one, walk a map, the
 * last element, fill, copy and join, count occurrences, deep copies). Asked "group a list of objects by a
 * field", "sum the numbers in a list", "filter a list by a condition", every language had found look-alikes
 * (Python `urllib.parse.parse_qs` and `requests.get`, Java `Matcher.group` and `ReentrantLock.newCondition`,
 * Rust `Box::new`), and JavaScript's "concatenate two arrays" no `Array.concat`.
 */
import { type EverydayTask, W } from './task';

export const COLLECTION_TASKS: readonly EverydayTask[] = [
  {
    task: 'count occurrences in a map',
    pattern: /\b(?:count|counts|counting|tally|tallies)\s+(?:the\s+|how\s+often\s+)?(?:\w+\s+)?(?:occurrences?|frequenc(?:y|ies)|appearances)\b|\bhow\s+many\s+times\b|\b(?:hash\s*maps?|hash\s*tables?|associative\s+arrays?|key[\s-]value\s+pairs?)\b/i,
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
    task: 'sum a collection',
    pattern: /\b(?:sum|total)\s+(?:of\s+)?(?:(?:the|all|its)\s+)?(?:[\w-]+\s+){0,2}?(?:numbers|values|elements|items|integers|list|array|vector|slice)\b|\bsum\s+(?:up\s+)?(?:a|the)\s+(?:list|array|vector|slice)\b/i,
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
    task: 'remove duplicates',
    pattern: /\b(?:remove|removes|removing|drop|drops|dropping|eliminat\w*|delete|deletes|deleting)\s+(?:the\s+|all\s+|any\s+)?duplicat\w*|\bdedup\w*|\bde-duplicat\w*/i,
    calls: {
      java: ['java.util.LinkedHashSet', 'java.util.stream.Stream.distinct'],
      javascript: ['Set', 'Array.from'],
      go: ['slices.Compact', 'slices.Sort'],
      rust: ['std::vec::Vec::dedup', 'std::collections::HashSet::new'],
      python: ['builtins.set', 'builtins.dict.fromkeys'],
    },
  },
  {
    task: 'transform each element',
    pattern: /\bapply\s+(?:a|the|this|that)\s+(?:[\w-]+\s+)?function\s+to\s+(?:each|every|all)\b|\b(?:transform|map)\s+(?:each|every)\s+(?:element|item|value|entry)\b/i,
    calls: {
      java: ['java.util.stream.Stream.map', 'java.util.List.stream'],
      javascript: ['Array.map'],
      rust: ['std::iter::Iterator::map', 'std::iter::Iterator::collect'],
      python: ['builtins.map'],
    },
  },
  {
    task: 'find an element of a collection',
    pattern: /\b(?:index|position)\s+of\s+(?:an?\s+|the\s+|each\s+)?(?:[\w-]+\s+)?(?:element|item|value|entry)\b|\b(?:contains?|includes?)\s+(?:an?\s+|the\s+|this\s+|that\s+)?(?:given\s+)?(?:element|item|value|entry)\b/i,
    calls: {
      java: ['java.util.List.indexOf', 'java.util.List.contains'],
      go: ['slices.Index', 'slices.Contains'],
      javascript: ['Array.indexOf', 'Array.includes', 'Array.findIndex'],
      rust: ['std::iter::Iterator::position', 'std::vec::Vec::contains'],
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
    task: 'take the last element',
    pattern: /\blast\s+(?:element|item|value|entry)\s+(?:of|in)\s+(?:a|an|the)\s+(?:list|array|vector|slice|sequence)\b/i,
    calls: {
      javascript: ['Array.at'],
      rust: ['std::vec::Vec::last', 'slice::last'],
    },
  },
  {
    task: 'fill an array',
    pattern: /\bfill\w*\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice|buffer)\s+with\b|\b(?:array|list|vector)\s+of\s+(?:\w+\s+)?zeros\b/i,
    calls: {
      c: ['memset'],
      java: ['java.util.Arrays.fill'],
      javascript: ['Array.fill', 'Array'],
      rust: ['std::vec', 'std::vec::Vec::resize'],
    },
  },
  {
    task: 'copy or join arrays',
    pattern: /\b(?:copy|copies|copying|clone|cloning|duplicate)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice)s?\b|\b(?:concatenat\w*|join|joins|joining|merge|merges|merging|combine|combines|combining)\s+(?:two\s+|the\s+|several\s+|multiple\s+)?(?:[\w-]+\s+)?(?:arrays|lists|vectors|slices)\b/i,
    calls: {
      c: ['memcpy'],
      java: ['java.util.Arrays.copyOf', 'java.lang.System.arraycopy'],
      go: ['slices.Clone', 'slices.Concat'],
      javascript: ['Array.concat', 'Array.slice', 'Array.from'],
      rust: ['slice::to_vec', 'std::vec::Vec::extend_from_slice', 'slice::concat'],
    },
  },
  {
    task: 'sort',
    // A median, a quartile or a percentile is read off the sorted values: the languages without a
    // statistics library (all but Python, which lists no call here) sort first.
    pattern: /\bsort(?:s|ed|ing)?\b|\b(?:ascending|descending|alphabetical|lexicographic(?:al)?)\s+order\b|\b(?:medians?|quartiles?|percentiles?)\b/i,
    calls: {
      c: ['qsort'],
      java: ['java.util.Arrays.sort', 'java.util.Collections.sort', 'java.util.List.sort'],
      go: ['sort.Slice', 'sort.Ints', 'sort.Strings'],
      javascript: ['Array.sort'],
      rust: ['slice::sort', 'slice::sort_by', 'slice::sort_unstable'],
    },
  },
  {
    // "Use a priority queue" found Java's `Thread.getPriority` and `Thread.setPriority` and no
    // `PriorityQueue`; Rust's `Option::is_none` before `BinaryHeap`. JavaScript and C have none built in.
    task: 'use a priority queue',
    pattern: /\bpriority[\s-]+queues?\b|\b(?:min|max|binary)[\s-]?heaps?\b/i,
    calls: {
      java: ['java.util.PriorityQueue', 'java.util.PriorityQueue.offer', 'java.util.PriorityQueue.poll'],
      go: ['container/heap.Init', 'container/heap.Push', 'container/heap.Pop', 'container/heap.Interface'],
      rust: ['std::collections::BinaryHeap::new', 'std::collections::BinaryHeap::push', 'std::collections::BinaryHeap::pop', 'std::cmp::Reverse'],
      python: ['heapq.heappush', 'heapq.heappop'],
    },
  },
  {
    // "Use a queue" found Java's `ReferenceQueue` and `ThreadPoolExecutor.getQueue`, Go's `log.Fatalf`,
    // Rust's `atomic::fence`: the everyday first-in first-out queue is each language's deque.
    task: 'use a queue',
    pattern: /\bfifo\b|\b(?:use|uses|using|implement|implements|implementing|create|make|build|with)\s+(?:a|an)\s+(?:simple\s+|fifo\s+)?queue\b|\b(?:enqueue|dequeue)(?:s|d|ing)?\b|\bdouble[\s-]ended\s+queues?\b|\bdeques?\b/i,
    calls: {
      java: ['java.util.ArrayDeque', 'java.util.Queue.offer', 'java.util.Queue.poll'],
      javascript: ['Array.push', 'Array.shift'],
      go: ['container/list.New', 'container/list.List.PushBack', 'container/list.List.Front', 'container/list.List.Remove'],
      rust: ['std::collections::VecDeque::new', 'std::collections::VecDeque::push_back', 'std::collections::VecDeque::pop_front'],
      python: ['collections.deque', 'collections.deque.append', 'collections.deque.popleft'],
    },
  },
  {
    // "Implement a stack" found Rust's `thread::Builder::stack_size`, C's `alloca`: a stack is a list
    // pushed and popped at one end (Java's `Stack` is its legacy class; `ArrayDeque` is the one it advises).
    task: 'use a stack',
    pattern: /\blifo\b|\b(?:use|uses|using|implement|implements|implementing|create|make|build|with)\s+(?:a|an)\s+(?:simple\s+)?stack\b(?!\s+(?:traces?|overflows?|sizes?|frames?|pointers?))|\bpush\s+and\s+pop\b/i,
    calls: {
      java: ['java.util.ArrayDeque', 'java.util.Deque.push', 'java.util.Deque.pop'],
      javascript: ['Array.push', 'Array.pop'],
      rust: ['std::vec::Vec::push', 'std::vec::Vec::pop'],
      python: ['builtins.list.append', 'builtins.list.pop'],
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
    // "Zip two lists together" found Java's `ZipFile`, Go's `archive/zip`, Python's `zipfile`: archives.
    // Java and JavaScript have no zip; a solution walks the indexes.
    task: 'pair up two sequences',
    pattern: /\bzip(?:s|ped|ping)?\s+(?:up\s+)?(?:(?:two|the|these|both|several|multiple)\s+)?(?:[\w-]+\s+)?(?:lists|arrays|vectors|slices|sequences|iterables|iterators|collections)\b|\b(?:pair|pairs|pairing)\s+(?:up\s+)?(?:the\s+)?(?:elements|items|values)\s+of\s+two\b/i,
    calls: {
      java: ['java.util.stream.IntStream.range'],
      javascript: ['Array.map'],
      rust: ['std::iter::Iterator::zip'],
      python: ['builtins.zip'],
    },
  },
  {
    // "Split a list into chunks" found Rust's `split_whitespace`, Go's `strings.Split`, Python's `re.split`:
    // strings' splits, not a sequence's.
    task: 'split a collection into chunks',
    pattern: new RegExp(`\\b(?:split|splits|splitting|break|breaks|breaking|divide|divides|dividing|partition|partitions|partitioning|process|processes)${W(4)}(?:into|in)\\s+(?:\\w+\\s+)?(?:chunks|batches)\\b|\\b(?:chunks|batches)\\s+of\\s+(?:size\\s+)?(?:n|k|\\d+)\\b`, 'i'),
    calls: {
      go: ['slices.Chunk'],
      java: ['java.util.List.subList'],
      javascript: ['Array.slice'],
      rust: ['slice::chunks'],
      python: ['builtins.range', 'itertools.islice'],
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
    // "Check if all elements satisfy a condition" found Java's `ReentrantLock.newCondition`, JavaScript's
    // `String.trim`, Rust's `char::is_numeric`.
    task: 'test every or any element',
    pattern: /\b(?:all|every|each|any|some|none\s+of\s+the)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:satisfy|satisfies|match|matches|meet|meets|pass|passes|fulfil+s?)\s+(?:a|an|the|some|this|that|given)?\s*(?:condition|predicate|test|criteri(?:on|a))\b/i,
    calls: {
      java: ['java.util.stream.Stream.allMatch', 'java.util.stream.Stream.anyMatch'],
      javascript: ['Array.every', 'Array.some'],
      go: ['slices.ContainsFunc'],
      rust: ['std::iter::Iterator::all', 'std::iter::Iterator::any'],
      python: ['builtins.all', 'builtins.any'],
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
    // "Remove an element from a list" found Go's `os.RemoveAll` and `os.Remove` (files), Rust's
    // `LinkedList::new` and `Vec::swap_remove`.
    task: 'remove an element from a list',
    pattern: /\b(?:remove|removes|removing|delete|deletes|deleting|drop|drops)\s+(?:an?\s+|the\s+|this\s+|that\s+|one\s+|all\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:from|of|in)\s+(?:an?\s+|the\s+|this\s+|my\s+)?(?:[\w-]+\s+)?(?:list|array|vector|slice|collection)\b/i,
    calls: {
      java: ['java.util.List.remove'],
      javascript: ['Array.splice', 'Array.filter'],
      go: ['slices.Delete', 'slices.Index'],
      rust: ['std::vec::Vec::remove', 'std::vec::Vec::retain'],
      python: ['builtins.list.remove', 'builtins.list.pop'],
    },
  },
  {
    // "Insert an element at the start of a list" found Java's `Vector.insertElementAt` and SAX's
    // `Attributes.getValue`, JavaScript no `unshift`, Go `reflect.Type.Elem`, Rust `Vec::with_capacity`.
    task: 'insert an element into a list',
    pattern: /\b(?:insert|inserts|inserting|prepend|prepends|prepending|add|adds|adding|put)\s+(?:an?\s+|the\s+|this\s+|new\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|members?|ones)\s+(?:at|to|in|into)\s+(?:the\s+)?(?:start|front|beginning|head|middle|position|index|a\s+given\s+(?:position|index))\b/i,
    calls: {
      java: ['java.util.List.add', 'java.util.Deque.addFirst'],
      javascript: ['Array.unshift', 'Array.splice'],
      go: ['slices.Insert'],
      rust: ['std::vec::Vec::insert', 'std::collections::VecDeque::push_front'],
      python: ['builtins.list.insert'],
    },
  },
  {
    // "Sort a map by its values" found Java's `Arrays.sort` and `Collections.sort` and none of the entries'
    // comparators; a map is sorted as its entries.
    task: 'sort a map by its values',
    pattern: /\bsort(?:s|ed|ing)?\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?(?:map|dictionary|dict|hash\s*map|object)\s+by\s+(?:its\s+|the\s+)?(?:values?|keys?)\b/i,
    calls: {
      java: ['java.util.Map.entrySet', 'java.util.Map.Entry.comparingByValue', 'java.util.stream.Stream.sorted'],
      javascript: ['Object.entries', 'Array.sort'],
      python: ['builtins.sorted', 'builtins.dict.items'],
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
];
