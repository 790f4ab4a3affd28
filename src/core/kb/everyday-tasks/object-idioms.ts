/**
 * Everyday tasks of shaping a type or a function to fit the language: a variadic function, partial application, a
 * decorator, an abstract class, a custom iterator, an overloaded operator, a sortable or printable type, equality and
 * hash codes overridden, objects compared and turned into strings, serialization to bytes, a downcast. Asked before
 * these entries were written (round eleven, with reflection.ts): "overload the + operator for a struct" found Rust's
 * `String::from`, "make a custom type printable" Rust's `ToString::to_string` and Go's `unicode.IsPrint`, "bind some
 * arguments of a function in advance" Python's `Clock.advance`. Python's answers that are special methods
 * (`__eq__`, `__add__`, `__str__`, `__iter__`) are not records of the base.
 */
import type { EverydayTask } from './task';

export const OBJECT_IDIOM_TASKS: readonly EverydayTask[] = [
  {
    task: 'a function that takes a variable number of arguments',
    pattern: /\bvariable\s+(?:number|count)\s+of\s+(?:arguments|args|parameters)\b|\bvariadic\b|\bvarargs?\b|\bany\s+number\s+of\s+(?:arguments|args|parameters)\b/i,
    calls: {
      c: ['va_start', 'va_arg', 'va_end', 'va_list'],
    },
  },
  {
    // "Bind some arguments of a function in advance" found Python's `twisted...Clock.advance` and `Signature.bind`.
    task: 'partially apply a function',
    pattern: /\bpartial(?:ly)?\s+(?:function\s+)?appl(?:y|ied|ication)\b|\bbind\s+(?:some\s+|the\s+first\s+|fixed\s+)?(?:of\s+(?:the|its)\s+)?(?:arguments?|parameters?)\b|\bcurry(?:ing)?\b|\bpre[\s-]?(?:fill|set|bind)\s+(?:some\s+)?(?:of\s+(?:the|its)\s+)?arguments\b/i,
    // Parameters bound to a query are SQL's (databases.ts).
    unless: /\b(?:sql|query|queries|statements?|prepared|database)\b/i,
    calls: {
      javascript: ['Function.bind'],
      python: ['functools.partial'],
    },
  },
  {
    task: 'serialize an object to bytes',
    pattern:
      /\bserializ(?:e|es|ing|ation\s+of)\s+(?:an?\s+|the\s+)?(?:object|struct|value|instance|class|data\s+structure)s?\s+(?:to|into|as)\s+(?:bytes|a\s+byte\s+(?:array|slice|buffer)|binary|a\s+binary\s+\w+)\b|\bbinary\s+serializ\w*|\b(?:pickle|unpickle)\s+(?:an?\s+)?(?:object|value)\b|\bdeserializ(?:e|ing)\s+(?:an?\s+)?(?:object|struct|value)\s+from\s+bytes\b|\bobject\s+serializ\w*|\bserializ\w*\s+(?:the\s+|these\s+|some\s+)?objects?\s+(?:to|into)\s+(?:an?\s+|the\s+)?(?:binary\s+)?files?\b/i,
    // Said of a format with its own entry, JSON, XML, YAML or CSV, it is that format's.
    unless: /\b(?:json|xml|yaml|csv)\b/i,
    calls: {
      java: ['java.io.ObjectOutputStream.writeObject', 'java.io.ObjectInputStream.readObject'],
      go: ['encoding/gob.NewEncoder', 'encoding/gob.Encoder.Encode'],
      javascript: ['v8.serialize', 'v8.deserialize'],
      rust: ['bincode::serialize'],
      python: ['pickle.dumps', 'pickle.loads'],
    },
  },
  {
    task: 'downcast to a concrete type',
    pattern: /\bdown[\s-]?cast(?:s|ing)?\b|\b(?:trait\s+object|dyn\s+any|box<dyn\s+any>)\s+(?:back\s+)?(?:to|into)\s+(?:an?\s+|the\s+|its\s+)?concrete\s+type\b/i,
    calls: {
      java: ['java.lang.Class.cast'],
      rust: ['std::any::Any::downcast_ref', 'std::boxed::Box::downcast'],
    },
  },
  {
    task: 'wrap a function in another (a decorator)',
    pattern: /\b(?:wrap|wraps|wrapping|decorate|decorates|decorating)\s+(?:an?\s+|the\s+|every\s+|each\s+|existing\s+)?(?:function|method)s?\b|\b(?:function|method)\s+decorators?\b|\bwrite\s+(?:an?\s+)?decorator\b/i,
    calls: {
      javascript: ['Function.apply'],
      python: ['functools.wraps'],
    },
  },
  {
    task: 'define an abstract class',
    pattern: /\babstract\s+(?:base\s+)?(?:class|classes|method|methods)\b/i,
    calls: {
      python: ['abc.ABC', 'abc.abstractmethod'],
    },
  },
  {
    task: 'implement a custom iterator',
    pattern:
      /\b(?:implement|implements|implementing)\s+(?:an?\s+|the\s+)?(?:custom\s+)?iterator\b|\b(?:write|create|make|define)\s+(?:an?\s+|my\s+own\s+|your\s+own\s+|the\s+)?(?:custom|own)\s+iterator\b|\bmake\s+(?:an?\s+|my\s+|the\s+|this\s+)?(?:custom\s+)?(?:class|object|type|struct|collection)\s+iterable\b|\biterator\s+protocol\b/i,
    calls: {
      java: ['java.util.Iterator', 'java.lang.Iterable'],
      javascript: ['Symbol.iterator'],
      rust: ['std::iter::Iterator', 'std::iter::Iterator::next'],
      python: ['collections.abc.Iterator', 'collections.abc.Iterable'],
    },
  },
  {
    task: 'overload an operator',
    pattern: /\boverload(?:s|ing)?\s+(?:the\s+)?(?:\S{1,2}\s+|\w+\s+)?operators?\b|\boperators?\s+overloading\b/i,
    calls: {
      rust: ['std::ops::Add', 'std::ops::Add::add', 'std::ops::Mul'],
    },
  },
  {
    task: 'make objects of a type sortable',
    pattern:
      /\b(?:make|makes|making|let)\s+(?:objects?\s+of\s+)?(?:an?\s+|my\s+|the\s+|this\s+)?(?:custom\s+)?(?:class|type|struct|objects?)\s+(?:\w+\s+)?(?:sortable|comparable|orderable)\b|\bnatural\s+order(?:ing)?\s+(?:of|for)\b|\bimplement\s+(?:comparable|ord)\b/i,
    calls: {
      java: ['java.lang.Comparable', 'java.lang.Comparable.compareTo'],
      go: ['sort.Interface', 'sort.Sort'],
      rust: ['std::cmp::Ord', 'std::cmp::PartialOrd'],
      python: ['functools.total_ordering'],
    },
  },
  {
    // Java's `Object.equals`, `hashCode` and `toString` are in the base since 2026-11-27 (the extractor had dropped
    // them with every class's re-declarations); before, "override equals and hashCode" found `Arrays.hashCode`.
    task: 'override equality and the hash code',
    pattern: /\boverrid\w*\s+(?:the\s+)?(?:equals|hash\s*code|hashcode|__eq__|__hash__)\b|\bimplement\w*\s+(?:equals|hashcode|__eq__)\b|\bequals\s*(?:\(\))?\s+and\s+hash\s*code\b/i,
    calls: {
      java: ['java.lang.Object.equals', 'java.lang.Object.hashCode', 'java.util.Objects.hash'],
      rust: ['std::cmp::PartialEq', 'std::hash::Hash'],
    },
  },
  {
    // "Compare two objects for equality" found Rust's `Arc::new` and `Ordering::then_with`.
    task: 'compare two objects for equality',
    pattern:
      /\bcompare\s+(?:two\s+)?(?:custom\s+)?(?:objects|instances|structs|records)\s+(?:for\s+equality|by\s+(?:their\s+)?(?:value|contents?|fields?))\b|\b(?:two\s+)?(?:objects|instances|structs)\s+(?:are\s+)?equal\b|\bvalue\s+equality\b/i,
    calls: {
      java: ['java.lang.Object.equals', 'java.util.Objects.equals'],
      go: ['reflect.DeepEqual'],
      javascript: ['util.isDeepStrictEqual'],
      rust: ['std::cmp::PartialEq', 'std::cmp::PartialEq::eq'],
    },
  },
  {
    // "Get a string representation of an object" found Python's `json.dumps`, Rust's `str::from_utf8`.
    task: 'a string representation of an object',
    pattern:
      /\bstring\s+representation\s+of\s+(?:an?\s+|the\s+|this\s+|my\s+|any\s+)?(?:custom\s+)?(?:object|instance|struct|value|class)\b|\b(?:convert|turn)\s+(?:an?\s+|the\s+|any\s+)?(?:custom\s+)?(?:object|instance|struct)\s+(?:to|into)\s+(?:a\s+)?string\b/i,
    calls: {
      java: ['java.lang.Object.toString', 'java.lang.String.valueOf'],
      go: ['fmt.Sprintf', 'fmt.Sprint'],
      javascript: ['JSON.stringify', 'String'],
      rust: ['std::fmt::Debug', 'std::format'],
      python: ['builtins.repr', 'builtins.str'],
    },
  },
  {
    task: 'make a custom type printable',
    pattern:
      /\b(?:make|makes|making|let)\s+(?:an?\s+|my\s+|the\s+|this\s+)?(?:custom\s+)?(?:type|struct|class|object|enum)\s+(?:\w+\s+)?printable\b|\bcustom\s+(?:string\s+|text\s+)?(?:representation|formatting)\s+(?:for|of)\s+(?:an?\s+|my\s+|the\s+)?(?:custom\s+)?(?:type|struct|class|enum)\b|\bimplement\s+(?:the\s+)?(?:display|stringer)\b/i,
    calls: {
      java: ['java.lang.Object.toString'],
      go: ['fmt.Stringer'],
      rust: ['std::fmt::Display', 'std::fmt::Display::fmt'],
    },
  },
];
