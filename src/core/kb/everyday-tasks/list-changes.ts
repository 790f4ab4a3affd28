/**
 * Everyday tasks that make or change a list, an array or a vector: sorting (ascending or descending, objects by a
 * field), appending,
 * removing duplicates, transforming
 * each element, filling, copying and joining, zipping and chunking, removing and inserting an element,
 * flattening, combinations, permutations and products, and the lists that are queues, stacks and priority queues;
 * memory allocated for them and a loop counting down. JavaScript's "concatenate two arrays"
 * had found no `Array.concat`.
 */
import { type EverydayTask, W } from './task';

/** A question that sorts from the largest down (its own entry: the plain sort's calls are ascending). */
const SORT_BY_FIELD =
  /\bsort(?:s|ed|ing)?\s+(?:an?\s+|the\s+)?(?:(?:list|array|vector|slice|collection)\s+of\s+)?(?:objects|records|structs|people|persons|users|employees|students|items|entries|dicts|dictionaries|tuples|instances)\s+by\s+(?:an?\s+|the\s+|their\s+|its\s+|each\s+one's\s+)?(?:[\w-]+\s+)?(?:property|field|attribute|key|member|column|name|age|date|price|score)\b/i;
const SORT_DESCENDING = new RegExp(`\\bdescending\\b|\\b(?:decreasing|reverse(?:d)?)\\s+order\\b|\\bsort\\w*${W(5)}(?:largest|highest|biggest)\\s+first\\b`, 'i');

/**
 * A question that implements a sorting algorithm by its name ("Sorting algorithms/Heapsort", "implement bubble sort",
 * "a topological sort"): written by hand, not the library's sort (the plain sort's entry is not its; the library's
 * sorts are lowered for it, topic-gates.ts).
 */
export const SORT_BY_HAND =
  /\bsorting\s+algorithms?\b|\b(?:bubble|insertion|selection|merge|quick|heap|shell|counting|radix|bucket|gnome|cocktail|shaker|comb|pancake|stooge|sleep|bogo|bozo|bead|gravity|strand|patience|cycle|circle|permutation|odd[\s-]even|jort|tree|tim|pigeonhole|smooth|stupid|bitonic|topological)[\s-]?sort\b|\b(?:quick|heap|merge|bogo|shell)sort\b/i;

export const LIST_CHANGE_TASKS: readonly EverydayTask[] = [
  {
    // "Doubly-linked list/Traversal" (a blind Go task) found testing.B and reflect: a linked list is the library's own
    // where the language has one (Go's container/list, Java's LinkedList, Rust's LinkedList).
    task: 'use a linked list',
    pattern: /\b(?:doubly|singly)?[\s-]*linked[\s-]+lists?\b/i,
    calls: {
      java: ['java.util.LinkedList', 'java.util.LinkedList.add'],
      go: ['container/list.New', 'container/list.List.PushBack', 'container/list.List.Front', 'container/list.Element.Next'],
      rust: ['std::collections::LinkedList::new', 'std::collections::LinkedList::push_back'],
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
    pattern: /\bapply\s+(?:a|the|this|that)\s+(?:[\w-]+\s+)?function\s+to\s+(?:each|every|all)\b|\b(?:transform|map)\s+(?:each|every)\s+(?:element|item|value|entry)\b|\bmap\s+(?:a|the|this)\s+(?:\w+\s+)?(?:list|array|vector|collection|sequence|slice)\b/i,
    calls: {
      java: ['java.util.stream.Stream.map', 'java.util.List.stream'],
      javascript: ['Array.map'],
      rust: ['std::iter::Iterator::map', 'std::iter::Iterator::collect'],
      python: ['builtins.map'],
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
      python: ['numpy.full', 'numpy.zeros', 'numpy.ndarray.fill'],
    },
  },
  {
    task: 'copy or join arrays',
    pattern: /\b(?:copy|copies|copying|clone|cloning|duplicate)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:array|list|vector|slice)s?\b|\b(?:concatenat\w*|join|joins|joining|merge|merges|merging|combine|combines|combining)\s+(?:two\s+|the\s+|several\s+|multiple\s+)?(?:[\w-]+\s+)?(?:arrays|lists|vectors|slices)\b/i,
    // A two-dimensional array's copy is its own entry (matrices.ts): a flat copy copies the rows' references.
    unless: /\b(?:copy|copies|copying|clone|cloning|duplicate)\s+(?:an?\s+|the\s+)?(?:2d|two[\s-]dimensional)\b/i,
    calls: {
      c: ['memcpy'],
      java: ['java.util.Arrays.copyOf', 'java.lang.System.arraycopy'],
      go: ['slices.Clone', 'slices.Concat'],
      javascript: ['Array.concat', 'Array.slice', 'Array.from'],
      rust: ['slice::to_vec', 'std::vec::Vec::extend_from_slice', 'slice::concat'],
    },
  },
  {
    // "Sort a list of objects by a property" found Python's `numpy.argsort` and `itemgetter`, Java's `Arrays.sort`.
    task: 'sort objects by a field',
    pattern: SORT_BY_FIELD,
    calls: {
      c: ['qsort'],
      java: ['java.util.Comparator.comparing', 'java.util.List.sort', 'java.util.Collections.sort'],
      go: ['sort.Slice', 'slices.SortFunc'],
      javascript: ['Array.sort'],
      rust: ['slice::sort_by_key', 'slice::sort_by'],
      python: ['builtins.sorted', 'operator.attrgetter'],
    },
  },
  {
    // "Sort a list in descending order" had Java's `Arrays.sort` (ascending) and no reversed comparator,
    // Rust's `slice::sort`, Go's `sort.Slice`.
    task: 'sort in descending order',
    pattern: SORT_DESCENDING,
    calls: {
      c: ['qsort'],
      java: ['java.util.Collections.sort', 'java.util.Collections.reverseOrder', 'java.util.Comparator.reverseOrder'],
      go: ['sort.Slice', 'sort.Sort', 'sort.Reverse'],
      javascript: ['Array.sort'],
      rust: ['slice::sort_by', 'std::cmp::Reverse'],
    },
  },
  {
    task: 'sort',
    // A median, a quartile or a percentile is read off the sorted values: the languages without a
    // statistics library (all but Python, which lists no call here) sort first.
    pattern: /\bsort(?:s|ed|ing)?\b|\b(?:ascending|descending|alphabetical|lexicographic(?:al)?)\s+order\b|\b(?:medians?|quartiles?|percentiles?)\b/i,
    // The two tasks above say which sort: with this one too, an array's sort (Java's `Arrays.sort`) stood
    // beside the comparator a list of objects is sorted with, tied with `Collections.sort`.
    unless: new RegExp(`${SORT_DESCENDING.source}|${SORT_BY_FIELD.source}|${SORT_BY_HAND.source}`, 'i'),
    calls: {
      c: ['qsort'],
      java: ['java.util.Arrays.sort', 'java.util.Collections.sort', 'java.util.List.sort'],
      go: ['sort.Slice', 'sort.Ints', 'sort.Strings'],
      javascript: ['Array.sort'],
      rust: ['slice::sort', 'slice::sort_by', 'slice::sort_unstable'],
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
    pattern: new RegExp(`\\b(?:split|splits|splitting|break|breaks|breaking|divide|divides|dividing|partition|partitions|partitioning|process|processes)${W(4)}(?:into|in)\\s+(?:\\w+\\s+)?(?:chunks|batches)\\b|\\b(?:chunks|batches)\\s+of\\s+(?:size\\s+)?(?:n|k|\\d+)\\b|\\bchunk(?:s|ed|ing)?\\s+(?:an?\\s+|the\\s+)?(?:given\\s+)?(?:array|list|vector|slice|collection|sequence)s?\\b`, 'i'),
    calls: {
      go: ['slices.Chunk'],
      // A list's views, an array's copies.
      java: ['java.util.List.subList', 'java.util.Arrays.copyOfRange'],
      javascript: ['Array.slice'],
      rust: ['slice::chunks'],
      python: ['builtins.range', 'itertools.islice'],
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
    // "Append an element to an array" found Java's `StringBuilder.append`, Rust's `Vec::extend_from_slice`,
    // Python's `numpy.append`.
    task: 'append an element to a list',
    pattern:
      /\b(?:append|appends|appending|add|adds|adding|push|pushes|pushing)\s+(?:an?\s+|the\s+|one\s+|new\s+)?(?:[\w-]+\s+)?(?:elements?|items?|values?|entry|entries|numbers?|strings?|objects?)\s+(?:to|onto|at\s+the\s+end\s+of)\s+(?:an?\s+|the\s+|this\s+)?(?:[\w-]+\s+)?(?:arrays?|lists?|vectors?|slices?|arraylists?|vecs?)\b|\b(?:append|appends|appending|push|pushes|pushing)\s+(?:to|onto)\s+(?:an?\s+|the\s+|this\s+|my\s+)?(?:[\w-]+\s+)?(?:arrays?|lists?|vectors?|slices?|arraylists?|vecs?)\b/i,
    calls: {
      c: ['realloc'],
      java: ['java.util.List.add', 'java.util.ArrayList.add'],
      javascript: ['Array.push'],
      rust: ['std::vec::Vec::push'],
      python: ['builtins.list.append'],
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
    pattern: /\bfifo\b|\b(?:use|uses|using|implement|implements|implementing|create|make|build|with)\s+(?:a|an)\s+(?:simple\s+|fifo\s+)?queue\b|\b(?:enqueue|dequeue)(?:s|d|ing)?\b|\bdouble[\s-]ended\s+queues?\b|\bdeques?\b|\bbreadth[\s-]first\b|\blevel[\s-]order\b/i,
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
    // "Flatten a nested list" had found Java's `ArrayList` and `Stream.of`, JavaScript's `Array.push`,
    // Rust's `thread::spawn` before `flat_map`. C flattens with a loop, Go with `slices.Concat(nested...)`.
    task: 'flatten nested lists',
    pattern:
      /\bflatten(?:s|ed|ing)?\s+(?:(?:a|an|the|this|that|each|arbitrarily|deeply|nested)\s+)*(?:\w+\s+){0,2}?(?:lists?|arrays?|vectors?|sequences?|collections?|iterables?|structures?)\b|\bflat[\s-]?map\b/i,
    calls: {
      java: ['java.util.stream.Stream.flatMap'],
      go: ['slices.Concat'],
      javascript: ['Array.flat', 'Array.flatMap'],
      rust: ['std::iter::Iterator::flatten', 'std::iter::Iterator::flat_map'],
      python: ['itertools.chain.from_iterable'],
    },
  },
  {
    // "Convert an array to a list" had found Java's `List.toArray` (the other way) and Rust's `mem::size_of_val`.
    task: 'turn an array into a list',
    pattern:
      /\b(?:convert|converts|converting|turn|turns|turning|make)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?array\s+(?:in)?to\s+(?:an?\s+)?(?:list|arraylist|vec(?:tor)?)\b/i,
    calls: {
      java: ['java.util.Arrays.asList', 'java.util.List.of'],
      javascript: ['Array.from'],
      rust: ['slice::to_vec'],
      python: ['numpy.ndarray.tolist', 'builtins.list'],
    },
  },
  {
    // A list's own reversal (a string's is strings.ts'): Python's "reverse an array" had found `re.Pattern.sub`
    // and `numpy.flip`. Not "in reverse order", which a task says of its output as often as of its data.
    task: 'reverse a list',
    pattern: /\brevers(?:e|es|ed|ing)\s+(?:an?\s+|the\s+|each\s+|this\s+)?(?:\w+\s+)?(?:lists?|arrays?|vectors?|slices?|sequences?|collections?)\b|\brevers(?:e|es|ed|ing)\s+(?:the\s+)?(?:order|elements|items)\s+of\s+(?:an?\s+|the\s+|this\s+)?(?:\w+\s+)?(?:lists?|arrays?|vectors?|slices?)\b/i,
    calls: {
      java: ['java.util.Collections.reverse'],
      go: ['slices.Reverse'],
      javascript: ['Array.reverse'],
      rust: ['slice::reverse', 'std::iter::Iterator::rev'],
      python: ['builtins.reversed'],
    },
  },
  {
    // A loop that counts down ("Write a for loop which writes a countdown from 10 to 0", a blind Rust task, had
    // `UdpSocket::multicast_loop_v4` for the word "loop"): a range walked backwards (Rust's `rev`, Python's `range`
    // with a negative step or `reversed`). The other languages count down with a loop's own arithmetic.
    task: 'count down in a loop',
    pattern: /\bcount(?:s|ing)?\s*down\s+from\b|\bcountdown\s+from\s+\d|\b(?:loop|iterate|iterates|iterating|count|counts|counting)\s+(?:[\w-]+\s+){0,2}?(?:backwards?|downwards?|in\s+reverse)\s+from\b/i,
    calls: {
      rust: ['std::iter::Iterator::rev'],
      python: ['builtins.range', 'builtins.reversed'],
    },
  },
  {
    // "Swap two elements of an array" had found Java's `System.arraycopy` and `ArrayList.set`.
    task: 'swap two values',
    pattern: /\bswap(?:s|ped|ping)?\s+(?:the\s+)?(?:two|2|values?|variables?|elements?|items?|entries|positions?)\b|\bswap(?:s|ped|ping)?\s+\w+\s+and\s+\w+\b/i,
    calls: {
      java: ['java.util.Collections.swap'],
      rust: ['std::mem::swap', 'slice::swap'],
    },
  },
  {
    // Memory asked for as such: "allocate memory for a struct" had `calloc`, `memset` and `realloc`, and no `malloc`,
    // which C's pages keep to a tenth of its score unless a question names it (staples.ts: nearly every C program
    // calls it). A task that needs memory says what for; only an allocation asked as such is this.
    task: 'allocate memory',
    pattern:
      /\ballocat(?:e|es|ed|ing)\s+(?:some\s+|the\s+|enough\s+)?(?:\w+\s+)?(?:memory|storage|space|bytes|buffers?)\b|\bdynamic(?:ally)?\s+allocat\w*\b|\b(?:dynamic|heap)\s+memory\b|\bmemory\s+allocation\b|\bon\s+the\s+heap\b/i,
    calls: {
      c: ['malloc', 'calloc', 'free'],
      rust: ['std::boxed::Box::new', 'std::vec::Vec::with_capacity'],
    },
  },
  {
    // Memory given back ("release the memory I allocated", "deallocate a buffer"; an asked paraphrase of the tuned
    // half had no `free` in C's first ten): C's `free`, which the pages keep to a tenth of its score unless a question
    // names it, as `malloc` above. (Rust's `drop`, listed too, took the tenth place of dev-multi's "Memory allocation"
    // from its reference call.)
    task: 'free allocated memory',
    pattern:
      /\b(?:free|frees|freeing|release|releases|releasing|deallocat(?:e|es|ed|ing)|de-allocat\w*|give\s+back|reclaim\w*)\s+(?:the\s+|that\s+|this\s+|some\s+|any\s+|all\s+)?(?:\w+\s+)?(?:memory|storage|buffers?|blocks?|allocations?|heap)\b|\bmemory\s+(?:leaks?|deallocation)\b/i,
    calls: {
      c: ['free'],
    },
  },
  {
    // "Grow a dynamic array" had Java's `System.arraycopy`, Rust's `Iterator::partition`, Go's `reflect`: the
    // list types grow themselves (C reallocates; Go's `append` is a builtin the base does not list).
    task: 'grow a dynamic array',
    pattern:
      /\b(?:grow|grows|growing|resize|resizes|resizing|extend|extends|extending)\s+(?:an?\s+|the\s+)?(?:dynamic\s+)?(?:arrays?|lists?|vectors?|buffers?)\b|\bdynamic(?:ally)?\s+(?:sized\s+|growing\s+|resizable\s+)?arrays?\b|\bresizable\s+arrays?\b|\b(?:grows?|extends?|expands?)\s+(?:itself\s+|themselves\s+)?as\s+(?:needed|necessary|required)\b/i,
    calls: {
      c: ['realloc'],
      java: ['java.util.ArrayList', 'java.util.ArrayList.add'],
      javascript: ['Array.push'],
      rust: ['std::vec::Vec::push'],
      python: ['builtins.list.append'],
    },
  },
  {
    // "Generate all combinations of a list" found Rust's `ptr::null_mut` and `RefCell::new`.
    task: 'list the combinations',
    pattern: /\b(?:all\s+)?(?:the\s+)?combinations\s+(?:of|from)\b|\b(?:choose|choosing|pick|picking)\s+(?:k|r|n|\d+|two|three)\s+(?:items?|elements?)\s+(?:of|from)\b|\bn\s+choose\s+k\b/i,
    calls: {
      rust: ['itertools::Itertools::combinations'],
      python: ['itertools.combinations'],
    },
  },
  {
    task: 'list the permutations',
    pattern: /\bpermutations?\s+of\b|\b(?:all\s+)?(?:the\s+)?(?:possible\s+)?orderings\s+of\b/i,
    calls: {
      rust: ['itertools::Itertools::permutations'],
      python: ['itertools.permutations'],
    },
  },
  {
    task: 'take a cartesian product',
    pattern: /\bcartesian\s+products?\b|\b(?:all\s+)?pairs\s+(?:from|of\s+elements\s+from)\s+two\s+(?:lists|arrays|sets)\b/i,
    calls: {
      rust: ['itertools::Itertools::cartesian_product'],
      python: ['itertools.product'],
    },
  },
];
